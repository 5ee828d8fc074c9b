import { AppError, CSRF_HEADER, SESSION_COOKIE } from '@maklerwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ResolvedSession, resolveSession } from './auth.service';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    session?: ResolvedSession;
  }
}

/**
 * Every authenticated answer: session from the cookie, CSRF token on mutations (double submit
 * against the token stored with the session), and no caching of personal data.
 */
export async function requireActor(request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession> {
  reply.header('Cache-Control', 'no-store');
  const token = request.cookies[SESSION_COOKIE];
  if (!token) {
    throw new AppError('UNAUTHENTICATED');
  }
  const { db, config } = request.server.ctx;
  const session = await resolveSession(db, config, token);
  if (mutating.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
    throw new AppError('CSRF');
  }
  request.session = session;
  return session;
}
