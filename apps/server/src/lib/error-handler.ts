import { AppError, errorCatalog } from '@maklerwerk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorageFull } from '../files/blob-errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/**
 * zod's own messages are English; on the server every issue without a message of its schema gets a
 * German one by its code. A schema's own message (the domain's) always wins (zod's error precedence),
 * so every message an answer carries is German and passes through as written.
 */
z.config({ customError: (issue) => germanDefault(issue.code) });

/**
 * Maps every failure to `{ code, message, fieldErrors }` with a German message; never a stack trace.
 * A server error (5xx) also names its request id as `fehlerId`: the log lines of that request carry
 * it as `reqId`, so a user's report finds them.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = error.toBody();
      return reply.status(error.status).send(error.status >= 500 ? { ...body, fehlerId: request.id } : body);
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or its disk failing: the same request may work in a few seconds.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        code: 'DATABASE_UNAVAILABLE',
        message: errorCatalog.DATABASE_UNAVAILABLE.message,
        fehlerId: request.id,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { formRoot, invalidMessage } = request.routeOptions.config ?? {};
      const rootPrefix = formRoot && error.validationContext === 'body' ? `${formRoot}.` : undefined;
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        let key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'allgemein';
        if (rootPrefix && key.startsWith(rootPrefix)) {
          key = key.slice(rootPrefix.length);
        }
        fieldErrors[key] ??= issue.message || germanDefault(issue.keyword);
      }
      const message = (error.validationContext === 'body' && invalidMessage) || errorCatalog.VALIDATION.message;
      return reply.status(400).send({ code: 'VALIDATION', message, fieldErrors: fieldErrors });
    }
    if (isStorageFull(error)) {
      // A write that found the disk full outside the file store's own mapping (its StorageFullError is an AppError).
      request.log.error({ err: error }, 'storage full');
      return reply.status(507).send({ code: 'STORAGE_FULL', message: errorCatalog.STORAGE_FULL.message });
    }
    if (isUniqueViolation(error)) {
      // Two saves of the same key at the same moment (a year, a Sparte …): the later one finds the row
      // changed under it, like a stale version, and says so instead of failing with 500.
      request.log.warn({ err: error }, 'unique violation answered as a stale save');
      return reply.status(409).send(new AppError('STALE_VERSION').toBody());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: 'INTERNAL', message: errorCatalog.INTERNAL.message, fehlerId: request.id });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: errorCatalog.PAYLOAD_TOO_LARGE.message });
    }
    if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: errorCatalog.UNSUPPORTED_MEDIA_TYPE.message });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: errorCatalog.RATE_LIMITED.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'VALIDATION', message: errorCatalog.VALIDATION.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL', message: errorCatalog.INTERNAL.message, fehlerId: request.id });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: errorCatalog.NOT_FOUND.message });
  });
}

function germanDefault(code: string): string {
  switch (code) {
    case 'invalid_type':
      return 'Dieses Feld fehlt oder hat den falschen Typ.';
    case 'too_small':
      return 'Der Wert ist zu klein oder zu kurz.';
    case 'too_big':
      return 'Der Wert ist zu groß oder zu lang.';
    case 'invalid_value':
      return 'Dieser Wert ist nicht zulässig.';
    default:
      return 'Dieser Wert ist ungültig.';
  }
}

/** PostgreSQL's unique_violation (23505), also when the driver or Drizzle wraps it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
