import { type ContractListQuery, contractSortKeys, PAGE_SIZE } from '@maklerwerk/domain';
import { int, listSort, type SearchOutput, searchSchema, text, textOrNumber } from '../../lib/search-schema';

/** Search params of the contract list; bad values in a hand-typed URL fall back instead of failing. */
export const contractListSearchSchema = searchSchema({
  page: int({ min: 1 }),
  sort: listSort(contractSortKeys),
  // The router reads `?search=123` as a number; a search term is always text.
  search: textOrNumber(),
  customerId: int({ min: 1 }),
  /** The details step the user left (spec 2.1); opening a contract from here opens that step. */
  stepKey: text({ max: 60 }),
});
export type ContractListSearch = SearchOutput<typeof contractListSearchSchema>;

export const defaultContractSort = 'kunde:asc';

export function toContractListQuery(search: ContractListSearch): ContractListQuery {
  const page = search.page ?? 1;
  return {
    offset: (page - 1) * PAGE_SIZE.contracts,
    limit: PAGE_SIZE.contracts,
    sort: search.sort ?? defaultContractSort,
    search: search.search?.trim() || undefined,
    customerId: search.customerId,
  };
}
