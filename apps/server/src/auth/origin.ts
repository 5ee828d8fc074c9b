import { AppError } from '@maklerwerk/domain';
import type { FastifyRequest } from 'fastify';
import { isConfiguredOrigin } from '../lib/public-origin';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write that a browser sends from another site carries that site's Origin: refused with CSRF,
 * on top of the session's CSRF token and also for the public login. The Origin must be exactly one
 * of the configured origins — scheme, host and port (PUBLIC_ORIGIN, else the listen address;
 * lib/public-origin.ts). The Host header plays no part. A request without Origin (server to server,
 * tools) is let through.
 */
export function assertSameOrigin(request: FastifyRequest, origins: readonly string[]): void {
  if (!mutating.has(request.method)) {
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return;
  }
  if (!isConfiguredOrigin(origins, origin)) {
    throw new AppError(
      'CSRF',
      `Die Anfrage kam nicht von der Adresse, unter der Maklerwerk eingerichtet ist. Bitte rufen Sie es unter ${origins[0]} auf.`,
    );
  }
}
