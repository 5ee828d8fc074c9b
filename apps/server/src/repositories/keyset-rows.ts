import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { executeBuiltOnce, executeNamedByText, type PreparableRows } from '../db/named-statement';
import {
  cappedCount,
  type KeysetQuery,
  type KeysetSource,
  keysetPage,
  type RunAs,
  type ScopeOf,
  type StructureOf,
  toNumber,
} from './keyset-page';

// One page of a list with its rows in one statement (decision 0031): the page of keyset-page.ts as a
// derived table the list's columns are joined to, and how that statement runs (prepared, built once).

/**
 * A page from the start or after a cursor runs as a prepared statement: each pooled connection
 * parses and plans it once, then only executes it (planning was two thirds of the database's time
 * for a first page). So does a search whose words all use the trigram index. Such a statement is
 * built with placeholders, so its whole query (the list's columns and joins around the page) is
 * built once per shape and named by that shape (`shape` and the page's text); building it was a
 * fifth of a list request. A page at an offset and a search's walk along a sort index need a plan
 * for their values: they are built once the same way (OFFSET a parameter) but run unnamed, so
 * PostgreSQL plans each execution (docs/decisions/0035).
 */
function run<T>(db: Executor, shape: string, page: SQL, build: () => PreparableRows<T>, as: RunAs): Promise<T[]> {
  if (as.once) {
    return executeBuiltOnce(db, shape, page, as.values, build, as.prepare);
  }
  const rows = build().prepare('');
  return as.prepare ? executeNamedByText(rows, as.values) : rows.execute(as.values);
}

/** The page as a derived table `page` to join the list's columns to, and the fields paging reads. */
export type PageJoin = {
  table: SQL;
  /** `page.id`, to join on the list's id column. */
  id: SQL<number>;
  /** Select these beside the list's columns; findKeysetRows takes them out again. */
  fields: typeof pageFields;
};

const pageFields = {
  pageOrd: sql<number>`page.ord`.mapWith(Number),
  pageId: sql<number>`page.id`.mapWith(Number),
  pageCount: sql<number | string | null>`page.n`,
  pageK0: sql<string | number | null>`page.k0`,
  pageK1: sql<string | number | null>`page.k1`,
  pageK2: sql<string | number | null>`page.k2`,
};

type PageFieldValues = { [K in keyof typeof pageFields]: (typeof pageFields)[K]['_']['type'] };

/**
 * One page of a list in one statement: the page of findKeysetPage (ids, sort values, capped count)
 * as a derived table that `readRows` joins the list's columns to. One round trip instead of two or
 * three: on a busy machine the round trips, not the SQL, were most of a page (docs/decisions/0031).
 */
export async function findKeysetRows<T extends PageFieldValues>(
  db: Executor,
  /** Names the list's columns and joins (what `readRows` adds): part of the key of its query built once. */
  shape: string,
  source: KeysetSource,
  query: KeysetQuery,
  scope: ScopeOf,
  readRows: (page: PageJoin) => PreparableRows<T>,
  stored: {
    /** The exact count of `scope` (without the search), e.g. scopeCount(); else counted up to the cap. */
    count?: ScopeOf;
    /** `scope` as a broker structure that a page reads whole when it is small, e.g. scopeTables(). */
    structure?: StructureOf;
  } = {},
): Promise<{ rows: Omit<T, keyof PageFieldValues>[]; total: number; totalCapped: boolean; nextCursor: string | null }> {
  const { hits, ...rest } = await keysetPage(
    source,
    query,
    scope,
    stored.count ?? true,
    async (statement, as) => {
      // row_number() over the ordered page keeps its order through the join.
      const table = sql`(SELECT p.*, row_number() OVER () AS ord FROM (${statement}) AS p) AS page`;
      const rows = await run(
        db,
        shape,
        statement,
        () => readRows({ table, id: pageFields.pageId, fields: pageFields }),
        as,
      );
      return rows
        .sort((a, b) => a.pageOrd - b.pageOrd)
        .map(({ pageOrd: _o, pageId, pageCount, pageK0, pageK1, pageK2, ...row }) => ({
          id: pageId,
          keys: [pageK0, pageK1, pageK2],
          n: toNumber(pageCount),
          row,
        }));
    },
    cappedCount(db, source.table),
    true,
    stored.structure,
  );
  return { rows: hits.map((h) => h.row), ...rest };
}
