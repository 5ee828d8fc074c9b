import { createHash } from 'node:crypto';

/**
 * Drizzle wants a statement's name before it builds the text; building twice to hash the text
 * cost a sixth of a list request. So the query is built once, unnamed, and named afterwards in
 * node-postgres' query config. Where a driver keeps no such config (PGlite) it runs unnamed.
 */
export function executeNamedByText<T>(prepared: { execute(): Promise<T[]> }): Promise<T[]> {
  const internals = prepared as unknown as {
    queryString?: unknown;
    rawQueryConfig?: { name?: string };
    queryConfig?: { name?: string };
  };
  if (typeof internals.queryString === 'string' && internals.rawQueryConfig && internals.queryConfig) {
    const name = `kp_${createHash('sha1').update(internals.queryString).digest('base64url')}`;
    internals.rawQueryConfig.name = name;
    internals.queryConfig.name = name;
  }
  return prepared.execute();
}
