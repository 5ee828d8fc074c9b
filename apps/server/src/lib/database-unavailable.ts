/** Socket errors of a database server that is down, restarting or out of reach. */
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a database that cannot serve now: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now, 53300 too_many_connections; class 08 (connection exception) below.
 * For the embedded PGlite a write that fails at the file system: 53100 disk_full, 58030 io_error.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '53100', '58030']);

/**
 * File-system errors below PGlite (its data directory read-only, full or failing); only inside a
 * failed query, since the file store's own disk errors are not the database's (a full disk at an
 * upload is the upload's answer).
 */
const fileSystemCodes = new Set(['EROFS', 'EACCES', 'ENOSPC', 'EIO', 'EDQUOT']);

/** node-postgres' own messages for a connection that broke or never came. */
const connectionMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

/** PostgreSQL's text for a file it could not write: EROFS and EACCES come as 42501 from errcode_for_file_access. */
const fileSystemMessages =
  /could not (write|open|create|extend|fsync|rename).*: (Read-only file system|Permission denied|No space left on device|Input\/output error|Disk quota exceeded)/;

/**
 * Whether a failure means that the database cannot be reached (the request may succeed in a few
 * seconds): the server answers 503 DATABASE_UNAVAILABLE, not 500. Walks the causes (Drizzle wraps
 * the driver's error) and the errors of an AggregateError (a refused connect to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, inQuery = false, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) {
    return false;
  }
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const query = inQuery || typeof e.query === 'string';
  if (connectionCodes.has(code) || unavailableStates.has(code) || /^08/.test(code)) {
    return true;
  }
  if ((query && fileSystemCodes.has(code)) || fileSystemMessages.test(message)) {
    return true;
  }
  if (connectionMessages.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, query, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(e.cause, query, depth + 1);
}

/** Seconds a client should wait before it tries again (the answer's Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
