import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

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

/**
 * A LIMIT written into the statement's text instead of passed as a parameter (Drizzle's `.limit()`
 * takes it as it is): the plan of a prepared statement then knows how few rows it needs. With a
 * parameter PostgreSQL plans a cached statement for a tenth of the table and keeps re-planning.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`limit ${n}`);
  }
  return sql.raw(String(n)) as unknown as number;
}
