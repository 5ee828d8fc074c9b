import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';
import { placeholderOnlyText } from './condition-text';

/** Names a prepared Drizzle query in the query config its driver receives (both drivers read `name`). */
function nameQuery<P extends object>(prepared: P, name: string): P {
  const internals = prepared as unknown as { rawQueryConfig?: { name?: string }; queryConfig?: { name?: string } };
  if (internals.rawQueryConfig && internals.queryConfig) {
    internals.rawQueryConfig.name = name;
    internals.queryConfig.name = name;
  }
  return prepared;
}

/**
 * Drizzle wants a statement's name before it builds the text; building twice to hash the text
 * cost a sixth of a list request. So the query is built once, unnamed, and named afterwards in
 * the query config: node-postgres and our PGlite (db/pglite-named.ts) keep it as a named statement.
 */
export function executeNamedByText<T>(
  prepared: { execute(values?: Record<string, unknown>): Promise<T[]> },
  values?: Record<string, unknown>,
): Promise<T[]> {
  const { queryString } = prepared as unknown as { queryString?: unknown };
  if (typeof queryString === 'string') {
    nameQuery(prepared, `kp_${createHash('sha1').update(queryString).digest('base64url')}`);
  }
  return prepared.execute(values);
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

const cached = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database (or transaction) and key, with placeholders for its values: the
 * key must decide the query's text completely. Building a select of many columns with Drizzle is
 * a large part of a request's CPU (docs/decisions/0031).
 */
export function cachedQuery<Q>(db: object, key: string, build: () => Q): Q {
  let byKey = cached.get(db);
  if (!byKey) {
    byKey = new Map();
    cached.set(db, byKey);
  }
  let query = byKey.get(key) as Q | undefined;
  if (query === undefined) {
    query = build();
    byKey.set(key, query);
  }
  return query;
}

/** The keys of the queries built once for `db` (tests: which shapes ran; a key must not grow with a request's values). */
export const cachedQueryKeys = (db: object): string[] => [...(cached.get(db)?.keys() ?? [])];

/** A statement name for a key (PostgreSQL allows 63 bytes): the hash of the key. */
const statementName = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha1').update(key).digest('base64url')}`;

/**
 * Writes a value of a condition: as it is, or (for a query built once, cachedQuery) as a named
 * placeholder whose value the caller collects.
 */
export type Bind = <T>(name: string, value: T) => T;
export const asIs: Bind = (_name, value) => value;

/**
 * Collects the values of placeholders for a query built once (see Bind). A name may be bound again
 * with the same value (one scope in several subqueries), never with another.
 */
export function placeholderBinder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind = <T>(name: string, value: T): T => {
    if (name in values && !isDeepStrictEqual(values[name], value)) {
      throw new Error(`placeholder ${name} bound to two values`);
    }
    values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
  return { bind, values };
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };

/** The decoder Drizzle's mapResultRow picks for a selected field (SQL keeps its decoder internal). */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) {
    return field;
  }
  if (is(field, SQL)) {
    return (field as unknown as WithDecoder).decoder;
  }
  if (is(field, Subquery)) {
    return (field._.sql as unknown as WithDecoder).decoder;
  }
  return ((field as SQL.Aliased).sql as unknown as WithDecoder).decoder;
}

/**
 * Whether Drizzle's mapping may turn a nested object of the select into null: it does so for an
 * object of columns (one level deep) that all come from one left-joined table, when the first of
 * them is null (a missing joined row). A column of a left-joined table as a field of its own, or
 * in an object of the main table's columns, stays as it is.
 */
function mayNullify(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): boolean {
  if (!joinsNotNullableMap) {
    return false;
  }
  const tableOf = new Map<string, string | false>();
  for (const { path, field } of fields) {
    if (path.length === 2 && is(field, Column)) {
      const object = path[0] as string;
      const table = getTableName(field.table);
      const seen = tableOf.get(object);
      if (seen === undefined) {
        tableOf.set(object, table);
      } else if (seen !== table) {
        tableOf.set(object, false);
      }
    }
  }
  return [...tableOf.values()].some((table) => table !== false && !joinsNotNullableMap[table]);
}

/**
 * A prepared Drizzle select of a query built once, with its rows mapped by decoders looked up once:
 * Drizzle's own mapping asks each field of each row what kind of field it is, a sixth of a list
 * page's server CPU. Where Drizzle's mapping may turn a nested object into null (mayNullify: a
 * left-joined table's columns as an object of their own) it is kept. Uses the prepared query's
 * `fields` and `customResultMapper`, which both drivers' prepared queries have; where they are
 * missing the query stays as it is.
 */
export function withRowMapper<P extends object>(prepared: P): P {
  const internals = prepared as unknown as {
    fields?: SelectedField[];
    joinsNotNullableMap?: Record<string, boolean>;
    customResultMapper?: (rows: unknown[][]) => unknown[];
  };
  const { fields, joinsNotNullableMap } = internals;
  if (!Array.isArray(fields) || internals.customResultMapper !== undefined || mayNullify(fields, joinsNotNullableMap)) {
    return prepared;
  }
  const paths = fields.map((f) => f.path);
  const decoders = fields.map((f) => decoderOf(f.field));
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < paths.length; i++) {
        const path = paths[i] as string[];
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const chunk = path[depth] as string;
          node[chunk] ??= {};
          node = node[chunk] as Record<string, unknown>;
        }
        const value = row[i];
        node[path[path.length - 1] as string] =
          value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      }
      return result;
    });
  return prepared;
}

/** A Drizzle select that can be prepared and run with the values of its placeholders. */
export type PreparableRows<T> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T[]> } };

/**
 * Runs a select whose only varying part is `condition`, written with placeholders (see Bind): when
 * every value in it is a placeholder, the whole select is built once per `name` and condition text
 * and prepared under a name of that key; else it is built for this request and named by its text.
 */
export function executeBuiltOnce<T>(
  db: object,
  name: string,
  condition: SQL | undefined,
  values: Record<string, unknown>,
  build: () => PreparableRows<T>,
  /**
   * false: run unnamed, so that PostgreSQL plans each execution for its values (a page at an offset:
   * the offset decides the plan); the query is still built once.
   */
  named = true,
): Promise<T[]> {
  const text = condition === undefined ? '' : placeholderOnlyText(condition);
  if (text === undefined) {
    const rows = build().prepare('');
    return named ? executeNamedByText(rows, values) : rows.execute(values);
  }
  const key = `${named ? 'named' : 'unnamed'}|${name}|${text}`;
  return cachedQuery(db, key, () => {
    const statement = named ? statementName('bo', key) : '';
    return withRowMapper(nameQuery(build().prepare(statement), statement));
  }).execute(values);
}
