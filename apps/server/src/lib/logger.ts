import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/**
 * The log carries no secret and no personal data (OWASP ASVS V7): no SQL text with its values, no
 * query-string value, no token in a path, no header, no body. What stays: what failed and where
 * (code, SQLSTATE, a message without values, the stack's frames) and the request id that an error
 * answer names as its Fehler-ID.
 */

/** Paths whose next segment is a secret (a signing link, the iCal feed). */
const tokenSegments = /\/(signieren|ical)\/[^/?#]+/g;

/** A request's URL for the log: every query value and every token segment replaced. */
export function urlForLog(url: string): string {
  const question = url.indexOf('?');
  const pathPart = (question < 0 ? url : url.slice(0, question)).replace(tokenSegments, '/$1/[…]');
  if (question < 0) {
    return pathPart;
  }
  const keys = url
    .slice(question + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${pathPart}?${keys.join('&')}`;
}

type ErrorLike = Error & Record<string, unknown>;

/** Fields of a database error that name what failed without any value. */
const safeFields = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'errno', 'syscall'];

/**
 * One error for the log. Drizzle's failed query carries its SQL and parameters in `query`,
 * `params` and its message; PostgreSQL's `detail` and `where` name values (`Key (x)=(…)`); a data
 * exception (SQLSTATE class 22) quotes the value it refused. None of these is written.
 */
export type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: '[kein Error-Objekt]', stack: '' };
  }
  const e = error as ErrorLike;
  // Drizzle's own message is its SQL and parameters; what failed is its cause, serialized below.
  const message = isFailedQuery(e) ? 'Failed query' : messageForLog(e);
  const out: SerializedError = { type: e.constructor?.name ?? e.name, message, stack: '' };
  for (const field of safeFields) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') {
      out[field] = value;
    }
  }
  if (typeof e.stack === 'string') {
    // The stack's first line repeats the message (with the SQL): only the frames are kept.
    const frames = e.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  if (Array.isArray(e.errors) && depth < 3) {
    out.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  if (e.cause !== undefined && depth < 4) {
    out.cause = serializeError(e.cause, depth + 1);
  }
  return out;
}

/** Drizzle's DrizzleQueryError: `Failed query: <SQL>\nparams: <values>` (the driver's error is its cause). */
function isFailedQuery(e: ErrorLike): boolean {
  return e.message.startsWith('Failed query:');
}

/** An error's message without SQL text or values, for logs written as plain text. */
export function messageForLog(error: unknown): string {
  if (!(error instanceof Error)) {
    return String(error);
  }
  const e = error as ErrorLike;
  if (isFailedQuery(e)) {
    const cause = e.cause instanceof Error ? `: ${messageForLog(e.cause)}` : '';
    return `Failed query${cause}`;
  }
  if (typeof e.code === 'string' && e.code.startsWith('22')) {
    return e.message.replace(/"[^"]*"/g, '"…"');
  }
  return e.message;
}

type RawRequest = { method?: string; url?: string; id?: string; ip?: string; hostname?: string };

/** The request line of the log: method and the URL without secrets, never headers or body. */
function serializeRequest(request: RawRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: urlForLog(request.url ?? ''),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** A short id per request, printed with every log line of the request and named in error answers. */
export function newRequestId(): string {
  return randomBytes(6).toString('hex');
}

export type LogDestination = { write: (line: string) => void };

/** The app's logger: level from LOG_LEVEL, the serializers above, headers redacted wherever logged. */
export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: (error) => serializeError(error),
      error: (error) => serializeError(error),
      req: serializeRequest,
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'headers.cookie',
        'headers.authorization',
        'headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'body',
        'req.body',
        'password',
        'token',
      ],
      censor: '[entfernt]',
    },
  };
}
