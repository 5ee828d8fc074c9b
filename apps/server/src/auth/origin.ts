import { AppError } from '@maklerwerk/domain';
import type { FastifyRequest } from 'fastify';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write that a browser sends from another site carries that site's Origin: refused with CSRF,
 * on top of the session's CSRF token and also for the public login. Without PUBLIC_ORIGIN the
 * Origin's host must be the request's Host (behind a trusted proxy: X-Forwarded-Host); with it,
 * scheme, host and port must be exactly PUBLIC_ORIGIN. A request without Origin (server to
 * server, tools) is let through.
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): void {
  if (!mutating.has(request.method)) {
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return;
  }
  if (!isOwnOrigin(origin, request.host, publicOrigin)) {
    throw new AppError('CSRF');
  }
}

function isOwnOrigin(origin: string, host: string, publicOrigin: string | undefined): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'https:' && from.protocol !== 'http:') {
      return false;
    }
    if (publicOrigin !== undefined) {
      return from.origin === publicOrigin;
    }
    // Parsed with the Origin's scheme, so that "localhost:80" and "http://localhost" compare equal.
    const own = new URL(`${from.protocol}//${host}`);
    return host !== '' && own.host === from.host && own.username === '' && own.pathname === '/';
  } catch {
    return false;
  }
}
