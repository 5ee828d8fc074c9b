import { searchWords } from '@maklerwerk/domain';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { asIs, type Bind } from '../db/named-statement';

/** A word as LIKE reads it literally: its %, _ and \ escaped. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the search occurs in the normalised search column (one GIN trigram index). */
export function searchTextFilter(column: AnyColumn, search: string | undefined, bind: Bind = asIs): SQL | undefined {
  const words = search ? searchWords(search) : [];
  return words.length === 0
    ? undefined
    : and(...words.map((w, i) => sql`${column} LIKE ${bind(`w${i}`, `%${escapeLike(w)}%`)}`));
}

/**
 * Whether every word finds its rows through the trigram index (pg_trgm needs three letters for a
 * trigram): then one plan serves every such search, and its statement can be prepared once.
 */
export const findsThroughTrigrams = (words: readonly string[]) => words.every((w) => w.length >= 3);

/**
 * A text value as a subquery, for a prepared statement whose plan does not depend on it (a search
 * word that always goes through the trigram index). Given the value, PostgreSQL estimates with it
 * and, where that plan looks cheaper than the one for any value, plans the statement anew on every
 * execution (0.8 ms of the 2 ms one-word search); hidden in a subquery, every value is planned
 * alike and the statement's plan is kept (docs/decisions/0035).
 */
export const sharedPlanValue = (value: SQL): SQL => sql`(SELECT ${value}::text)`;
