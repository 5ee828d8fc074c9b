import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { checkHealth } from './health.service';

/**
 * Load balancers ask this; it answers 200 only while the database answers, and 503 with the German
 * text while it does not. Every call asks anew, so it recovers by itself with the database.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async (request, reply) => {
    const health = await checkHealth(app.ctx.db);
    if (health.ok) {
      return health.body;
    }
    request.log.warn({ err: health.error }, 'health check failed');
    return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(health.body);
  });
}
