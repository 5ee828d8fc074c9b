import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Load balancers ask this; it answers 200 only while the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'nicht erreichbar' });
    }
  });
}
