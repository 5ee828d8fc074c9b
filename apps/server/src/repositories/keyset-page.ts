import { LIST_COUNT_CAP, searchWords } from '@maklerwerk/domain';
import { type AnyColumn, and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { decodeCursor, encodeCursor } from '../lib/list-cursor';

/**
 * One sort key of a list: the columns that match an index (`(key, id)`), the join they need, and
 * whether the single key can be NULL. The row id is always the last key, so the order is total,
 * which keyset paging needs (docs/decisions/0010).
 */
export type SortSpec = { columns: (SQL | AnyColumn)[]; nullable: boolean; join?: SQL };

/** What a server-paged list reads: the table, its id and search column, and its sort keys. */
export type KeysetSource = {
  table: PgTable;
  id: AnyColumn;
  searchText: AnyColumn;
  sorts: Readonly<Record<string, SortSpec>>;
  defaultSort: string;
};

export type KeysetQuery = {
  sort: string;
  offset: number;
  limit: number;
  search?: string | undefined;
  cursor?: string | undefined;
};

export type KeysetPage = { ids: number[]; total: number; totalCapped: boolean; nextCursor: string | null };

type PageRow = Record<string, string | number | null> & { id: number; n?: number | string };

export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the search occurs in the normalised search column (one GIN trigram index). */
export function searchTextFilter(column: AnyColumn, search: string | undefined): SQL | undefined {
  const words = search ? searchWords(search) : [];
  return words.length === 0 ? undefined : and(...words.map((w) => sql`${column} LIKE ${`%${escapeLike(w)}%`}`));
}

/**
 * The rows after the cursor's row in the list's order. Non-null keys compare as one row value;
 * a nullable key follows PostgreSQL's order (NULLS LAST ascending, NULLS FIRST descending).
 */
function seekAfter(spec: SortSpec, id: AnyColumn, descending: boolean, values: (string | number | null)[]): SQL {
  const [lastId, ...rest] = [values.at(-1), ...values.slice(0, -1)];
  const after = descending ? sql.raw('<') : sql.raw('>');
  if (!spec.nullable) {
    const cols = sql.join(
      [...spec.columns, id].map((c) => sql`${c}`),
      sql`, `,
    );
    const vals = sql.join(
      [...rest, lastId].map((v) => sql`${v}`),
      sql`, `,
    );
    return sql`(${cols}) ${after} (${vals})`;
  }
  const column = spec.columns[0] as AnyColumn;
  const value = rest[0];
  if (value === null || value === undefined) {
    return descending
      ? sql`((${column} IS NULL AND ${id} < ${lastId}) OR ${column} IS NOT NULL)`
      : sql`(${column} IS NULL AND ${id} > ${lastId})`;
  }
  const beyond = sql`(${column} ${after} ${value} OR (${column} = ${value} AND ${id} ${after} ${lastId}))`;
  return descending ? beyond : sql`(${beyond} OR ${column} IS NULL)`;
}

/**
 * The ids of one page, each read through an index: the ids and sort values joining only what the
 * sort needs, and a count that stops at LIST_COUNT_CAP + 1 rows (`count: false` leaves it out, for
 * walking a whole list along the cursor). `scope` is the data scope and any further condition; the
 * search of `query` is added here.
 */
export async function findKeysetPage(
  db: Executor,
  source: KeysetSource,
  query: KeysetQuery,
  scope: SQL | undefined,
  { count = true }: { count?: boolean } = {},
): Promise<KeysetPage> {
  const { table, id } = source;
  const [key = '', direction] = query.sort.split(':');
  const spec = source.sorts[key] ?? source.sorts[source.defaultSort.split(':')[0] ?? ''];
  if (!spec) {
    throw new Error(`list without sort ${query.sort}`);
  }
  const descending = direction === 'desc';
  const dir = descending ? desc : asc;
  const order = [...spec.columns.map((c) => dir(c)), dir(id)];
  const filter = and(scope, searchTextFilter(source.searchText, query.search));
  const seek = query.cursor
    ? seekAfter(spec, id, descending, decodeCursor(query.cursor, query.sort, spec.columns.length + 1))
    : undefined;

  const values = sql.join(
    spec.columns.map((c, i) => sql`${c} AS ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  const page = (from: SQL, where: SQL | undefined, counting: SQL) =>
    db.execute<PageRow>(
      sql`SELECT ${id} AS id, ${values}${counting} FROM ${from} ${spec.join ?? sql``}
          WHERE ${where ?? sql`true`} ORDER BY ${sql.join(order, sql`, `)}
          LIMIT ${query.limit + 1} OFFSET ${query.offset}`,
    );
  const cappedCount = () =>
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${filter ?? sql`true`} LIMIT ${LIST_COUNT_CAP + 1}) AS capped`,
    );

  let idRows: PageRow[] | undefined;
  let counted = 0;
  if (query.search && !seek && count) {
    // A search collects its matches through the trigram index once, then sorts and counts them in
    // the same statement. The subquery is a fence: the planner cannot walk a sort index and test
    // every row against the search (40 ms for a common name at 100 000 contracts, see 0010).
    const matches = sql`(SELECT * FROM ${table} WHERE ${filter} LIMIT ${LIST_COUNT_CAP + 1}) AS ${table}`;
    const result = await page(matches, undefined, sql`, count(*) OVER () AS n`);
    const n = result.rows[0]?.n;
    if (n !== undefined && Number(n) <= LIST_COUNT_CAP) {
      idRows = result.rows;
      counted = Number(n);
    }
  }
  if (!idRows) {
    const [result, capped] = await Promise.all([
      page(sql`${table}`, and(filter, seek), sql``),
      count ? cappedCount() : undefined,
    ]);
    idRows = result.rows;
    counted = Number(capped?.rows[0]?.n ?? 0);
  }

  const pageRows = idRows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    idRows.length > query.limit && last
      ? encodeCursor(query.sort, [...spec.columns.map((_, i) => last[`k${i}`] ?? null), last.id ?? null])
      : null;
  return {
    ids: pageRows.map((r) => Number(r.id)),
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
    nextCursor,
  };
}

/** Rows read by `WHERE id IN (…)` put back into the page's order. */
export function inPageOrder<R extends { id: number }>(rows: R[], ids: readonly number[]): R[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
