import type { FastifyInstance } from 'fastify';
import { checkHealth } from './health.service';

/** Load balancers ask this; it answers 200 only while the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const health = await checkHealth(app.ctx.db);
    if (health.ok) {
      return health.body;
    }
    app.log.error({ err: health.error }, 'health check failed');
    return reply.status(503).send(health.body);
  });
}
