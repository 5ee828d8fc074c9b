import { normalizeSearchText } from '../common/search-text';
import { QUICK_SEARCH_MIN_CHARS, type QuickSearchCustomer } from './quicksearch.schema';

/** Spec 002 §5.1: a search runs only from 3 characters on (surrounding spaces do not count). */
export function isQuickSearchTerm(text: string): boolean {
  return [...text.trim()].length >= QUICK_SEARCH_MIN_CHARS;
}

/**
 * The query as the database function `mw_search_compact` folds a policy number or a Kennzeichen:
 * normalised, then without ASCII white space, dots, slashes and hyphens ('B-EM 1234' → 'bem1234'); the
 * database names the same characters (migration 0037), whatever its locale calls a space.
 */
export function compactSearchText(text: string): string {
  return normalizeSearchText(text).replace(/[ \t\n\v\f\r./-]+/g, '');
}

/**
 * Contracts are found by policy number and Kennzeichen, which always hold a digit; names never do.
 * A query without a digit (or shorter than 3 characters once compacted) is not looked for among
 * contracts: a common name stands in the search text of thousands of contracts, each to be checked
 * (60 ms at 100 000 contracts), and none of them could match (docs/decisions/0014).
 */
export function quickSearchFindsContracts(text: string): boolean {
  const compact = compactSearchText(text);
  return [...compact].length >= QUICK_SEARCH_MIN_CHARS && /\d/.test(compact);
}

/** How a customer hit is named: the firm, else 'Vorname Name'. */
export function quickSearchCustomerName(hit: Pick<QuickSearchCustomer, 'firstName' | 'lastName' | 'firma'>): string {
  return hit.firma ?? [hit.firstName, hit.lastName].filter(Boolean).join(' ');
}
