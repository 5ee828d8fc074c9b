import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. The middleware is built once: @fastify/helmet built it anew
 * for each request (parsing the CSP directives every time), a tenth of an `auth/me` request's CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws instead of passing an error on; `next` is only ever called without one.
    apply(request.raw, reply.raw, () => done());
  });
}
