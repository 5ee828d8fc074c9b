import { LIST_COUNT_CAP, searchWords } from '@maklerwerk/domain';
import { type AnyColumn, and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bothWays, type ScopeTables } from '../auth/data-scope.repository';
import type { Executor } from '../db/client';
import { asIs, type Bind, placeholderBinder } from '../db/named-statement';
import { decodeCursor, encodeCursor } from '../lib/list-cursor';
import { escapeLike, findsThroughTrigrams, searchTextFilter } from './search-text';

/**
 * One sort key of a list: the columns of the list's own table that match an index (`(key, id)`; a
 * name from another table is kept on the row as a sort name, migrations 0027 and 0029), and
 * whether the single key can be NULL. The row id is always the last key, so the order is total,
 * which keyset paging needs (docs/decisions/0010).
 */
export type SortSpec = { columns: (SQL | AnyColumn)[]; nullable: boolean };

/** What a server-paged list reads: the table, its id and search column, and its sort keys. */
export type KeysetSource = {
  table: PgTable;
  id: AnyColumn;
  searchText: AnyColumn;
  sorts: Readonly<Record<string, SortSpec>>;
  defaultSort: string;
  /** A faster way to a one-word search for some sorts (see OneWordSearch). */
  oneWordSearch?: OneWordSearch;
};

/**
 * What a one-word search statement is given: the word as a LIKE pattern, the list's scope and
 * further conditions, the direction, and LIMIT (`limit`, the page and one more), OFFSET and the
 * rows each ordered part must yield (`reach`), and the count's cap, as SQL.
 */
export type OneWordSearchParts = {
  pattern: SQL;
  scope: SQL | undefined;
  descending: boolean;
  limit: SQL;
  offset: SQL;
  reach: SQL;
  cap: SQL;
};

/**
 * A list's own way to the first pages of a search for one word of three letters or more, for the
 * sorts it names (docs/decisions/0035). Its statement yields what the search fence yields: the
 * page's rows as `id, k0, k1, k2` in the list's order (for the sort's columns) and the number of
 * matches `n` on every row; where that exceeds LIST_COUNT_CAP the page is read the common way.
 */
export type OneWordSearch = { sorts: readonly string[]; statement: (parts: OneWordSearchParts) => SQL };

export type KeysetQuery = {
  sort: string;
  offset: number;
  limit: number;
  search?: string | undefined;
  cursor?: string | undefined;
};

export type KeysetPage = { ids: number[]; total: number; totalCapped: boolean; nextCursor: string | null };

type PageRow = Record<string, string | number | null> & { id: number; n?: number | string };

/**
 * The rows after the cursor's row in the list's order. Non-null keys compare as one row value;
 * a nullable key follows PostgreSQL's order (NULLS LAST ascending, NULLS FIRST descending).
 */
function seekAfter(
  spec: SortSpec,
  id: AnyColumn,
  descending: boolean,
  cursorValues: (string | number | null)[],
  bind: Bind,
): SQL {
  const values = cursorValues.map((v, i) => (v === null ? null : bind(`seek${i}`, v)));
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

/** Sort columns a list may have besides the id (each selected as k0, k1, …; the unused ones NULL). */
const MAX_SORT_COLUMNS = 3;

/** One row of a page as the paging needs it: the id, the sort values for the cursor, the count. */
export type PageHit<R> = { id: number; keys: (string | number | null)[]; n: number | null; row: R };

type PageResult<R> = { hits: PageHit<R>[]; total: number; totalCapped: boolean; nextCursor: string | null };

/** The data scope and any further condition of a list, its values written in or bound (see Bind). */
export type ScopeOf = (bind: Bind) => SQL | undefined;

/** The data scope as the two ways to its rows (scopeTables), for a page that needs `reach` rows. */
export type StructureOf = (bind: Bind, reach: SQL) => ScopeTables | undefined;

/**
 * How a page statement runs: `prepare` names it by its text (see run), `values` fill its
 * placeholders; `once`: it was written with placeholders, so the whole query can be built once.
 */
export type RunAs = { prepare: boolean; values: Record<string, unknown>; once: boolean };

/** Words of a search that can key a query built once; longer searches are built each time. */
const MAX_CACHED_WORDS = 4;

/**
 * The paging shared by findKeysetPage and findKeysetRows (keyset-rows.ts). `fetch` runs the page statement (alone or
 * joined with the list's columns) and returns its rows in the list's order.
 */
export async function keysetPage<R>(
  source: KeysetSource,
  query: KeysetQuery,
  scope: ScopeOf,
  count: boolean | ScopeOf,
  fetch: (pageStatement: SQL, run: RunAs) => Promise<PageHit<R>[]>,
  countAlone: (filter: SQL | undefined, stored: SQL | undefined) => Promise<number>,
  /** Whether `fetch` runs statements with placeholders (else their values are written in). */
  placeholders = true,
  /** The data scope as a broker structure to read whole when it is small (scopeTables). */
  structureOf?: StructureOf,
): Promise<PageResult<R>> {
  const { table, id } = source;
  const [key = '', direction] = query.sort.split(':');
  const spec = source.sorts[key] ?? source.sorts[source.defaultSort.split(':')[0] ?? ''];
  if (!spec || spec.columns.length > MAX_SORT_COLUMNS) {
    throw new Error(`list without sort ${query.sort}`);
  }
  const descending = direction === 'desc';
  const dir = descending ? desc : asc;
  const order = [...spec.columns.map((c) => dir(c)), dir(id)];
  const words = query.search ? searchWords(query.search) : [];
  const cursorValues = query.cursor ? decodeCursor(query.cursor, query.sort, spec.columns.length + 1) : undefined;
  const filterWith = (bind: Bind) => and(scope(bind), searchTextFilter(source.searchText, query.search, bind));
  const seekWith = (bind: Bind) => (cursorValues ? seekAfter(spec, id, descending, cursorValues, bind) : undefined);
  /**
   * A statement is built with placeholders; its text (then the same for every request of its shape)
   * keys the query built once. One that runs prepared has its OFFSET and the rows it must reach
   * written in (one plan serves them all); one at an offset runs unnamed with them as parameters,
   * so that PostgreSQL plans each page for its offset and the text stays the same for every offset.
   * Without placeholders (findKeysetPage) or with many search words it is built with its values.
   */
  const runAs = (
    prepare: boolean,
    build: (bind: Bind, position: (name: string, n: number) => SQL) => SQL,
  ): { statement: SQL; run: RunAs } => {
    if (!placeholders || words.length > MAX_CACHED_WORDS) {
      const statement = build(asIs, (_name, n) => sql.raw(String(integer(n))));
      return { statement, run: { prepare, values: {}, once: false } };
    }
    const { bind, values } = placeholderBinder();
    const position = (name: string, n: number) =>
      prepare ? sql.raw(String(integer(n))) : sql`${bind(name, integer(n))}`;
    return { statement: build(bind, position), run: { prepare, values, once: true } };
  };

  const values = sql.join(
    Array.from({ length: MAX_SORT_COLUMNS }, (_, i) => {
      const column = spec.columns[i];
      return column ? sql`${column} AS ${sql.identifier(`k${i}`)}` : sql`NULL AS ${sql.identifier(`k${i}`)}`;
    }),
    sql`, `,
  );
  // LIMIT as a number in the text: a prepared first page then has a plan made for 26 rows, not
  // PostgreSQL's guess for an unknown limit (a tenth of the table). OFFSET: see runAs.
  const limit = sql.raw(String(integer(query.limit + 1)));
  const cap = sql.raw(String(LIST_COUNT_CAP + 1));
  const reach = query.offset + query.limit + 1;
  const statement = (from: SQL, where: SQL | undefined, counting: SQL, offset: SQL) =>
    sql`SELECT ${id} AS id, ${values}, ${counting} AS n FROM ${from}
        WHERE ${where ?? sql`true`} ORDER BY ${sql.join(order, sql`, `)}
        LIMIT ${limit} OFFSET ${offset}`;

  let hits: PageHit<R>[] | undefined;
  let counted = 0;
  if (query.search && !cursorValues && count) {
    // A search collects its matches through the trigram index once, then sorts and counts them in
    // the same statement. The subquery is a fence: the planner cannot walk a sort index and test
    // every row against the search (40 ms for a common name at 100 000 contracts, see 0010). It
    // carries only the id and the sort values, not whole rows (half the time of a common name).
    const keys = sql.raw(descending ? 'DESC' : 'ASC');
    const fenceOrder = sql.join(
      [...spec.columns.map((_, i) => sql`${sql.identifier(`k${i}`)} ${keys}`), sql`id ${keys}`],
      sql`, `,
    );
    // Words of three letters and more always go through the trigram index: one plan serves all.
    const [word = ''] = words;
    const oneWord =
      words.length === 1 && findsThroughTrigrams(words) && source.oneWordSearch?.sorts.includes(key)
        ? source.oneWordSearch
        : undefined;
    const fence = runAs(query.offset === 0 && findsThroughTrigrams(words), (bind, position) => {
      const offset = position('offset', query.offset);
      return oneWord
        ? oneWord.statement({
            pattern: sql`${bind('w0', `%${escapeLike(word)}%`)}`,
            scope: scope(bind),
            descending,
            limit,
            offset,
            reach: position('reach', reach),
            cap,
          })
        : sql`SELECT id, k0, k1, k2, count(*) OVER () AS n
            FROM (SELECT ${id} AS id, ${values} FROM ${table}
                  WHERE ${filterWith(bind)} LIMIT ${cap}) AS matches
            ORDER BY ${fenceOrder} LIMIT ${limit} OFFSET ${offset}`;
    });
    const found = await fetch(fence.statement, fence.run);
    const n = found[0]?.n;
    if (found.length === 0 && query.offset === 0) {
      hits = found;
    } else if (n !== undefined && n !== null && n <= LIST_COUNT_CAP) {
      hits = found;
      counted = n;
    }
  }
  if (!hits) {
    // The count rides along as an uncorrelated subquery (run once), no second round trip for it: the
    // stored count of the scope where the caller has one and nothing else filters, else a count of
    // at most LIST_COUNT_CAP + 1 rows (docs/decisions/0031).
    const counting = (bind: Bind, filter: SQL | undefined) => {
      if (count === false) {
        return sql`NULL::int`;
      }
      const stored = typeof count === 'function' && !query.search ? count(bind) : undefined;
      return (
        stored ??
        sql`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${filter ?? sql`true`} LIMIT ${cap}) AS capped)::int`
      );
    };
    const page = runAs(query.offset === 0 && !query.search, (bind, position) => {
      const filter = filterWith(bind);
      const seek = seekWith(bind);
      const offset = position('offset', query.offset);
      const structure = query.search ? undefined : structureOf?.(bind, position('reach', reach));
      if (!structure) {
        return statement(sql`${table}`, and(filter, seek), counting(bind, filter), offset);
      }
      // Both ways to the page in one statement; the stored sizes pick one as it runs (0034).
      const n = counting(bind, filter);
      return bothWays(structure, (from) => statement(from, and(filter, seek), n, offset));
    });
    hits = await fetch(page.statement, page.run);
    const first = hits[0];
    if (!count) {
      counted = 0;
    } else if (first) {
      counted = Number(first.n);
    } else if (query.offset > 0 || cursorValues) {
      // Past the end: the page has no row to carry the count; the stored one where kept.
      const stored = typeof count === 'function' && !query.search ? count(asIs) : undefined;
      counted = await countAlone(filterWith(asIs), stored);
    }
  }

  const pageHits = hits.slice(0, query.limit);
  const last = pageHits.at(-1);
  const nextCursor =
    hits.length > query.limit && last
      ? encodeCursor(query.sort, [...last.keys.slice(0, spec.columns.length), last.id])
      : null;
  return {
    hits: pageHits,
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
    nextCursor,
  };
}

function integer(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`list paging with ${n}`);
  }
  return n;
}

export const cappedCount = (db: Executor, table: PgTable) => async (filter: SQL | undefined, stored?: SQL) => {
  const result = await db.execute<{ n: number }>(
    stored
      ? sql`SELECT ${stored} AS n`
      : sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${filter ?? sql`true`} LIMIT ${LIST_COUNT_CAP + 1}) AS capped`,
  );
  return Number(result.rows[0]?.n ?? 0);
};

export const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

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
  {
    count = true,
    structure,
  }: {
    count?: boolean;
    /** `scope` as a broker structure that a page reads whole when it is small, e.g. scopeTables(). */
    structure?: StructureOf | undefined;
  } = {},
): Promise<KeysetPage> {
  const page = await keysetPage(
    source,
    query,
    () => scope,
    count,
    async (statement) =>
      (await db.execute<PageRow>(statement)).rows.map((r) => ({
        id: Number(r.id),
        keys: [r.k0 ?? null, r.k1 ?? null, r.k2 ?? null],
        n: toNumber(r.n),
        row: undefined,
      })),
    cappedCount(db, source.table),
    false,
    structure,
  );
  const { hits, ...rest } = page;
  return { ids: hits.map((h) => h.id), ...rest };
}

/**
 * `id = ANY($1)` with the page's ids as one array parameter: one statement text for every page
 * (instead of one placeholder per id) and less work building it on each request.
 */
export const idIn = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = ANY(${sql.param(ids)}::int[])`;

/** Rows read by `WHERE id IN (…)` put back into the page's order. */
export function inPageOrder<R extends { id: number }>(rows: R[], ids: readonly number[]): R[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
