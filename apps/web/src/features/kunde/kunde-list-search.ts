import { type CustomerListQuery, customerSortKeys, defaultCustomerSort, PAGE_SIZE } from '@maklerwerk/domain';
import { int, listSort, type SearchOutput, searchSchema, textOrNumber } from '../../lib/search-schema';

/** Search params of the customer list; bad values in a hand-typed URL fall back instead of failing. */
export const customerListSearchSchema = searchSchema({
  page: int({ min: 1 }),
  sort: listSort(customerSortKeys),
  // The router reads `?search=100001` as a number; a search term is always text.
  search: textOrNumber(),
});
export type CustomerListSearch = SearchOutput<typeof customerListSearchSchema>;

export function toCustomerListQuery(search: CustomerListSearch): CustomerListQuery {
  const page = search.page ?? 1;
  return {
    offset: (page - 1) * PAGE_SIZE.customers,
    limit: PAGE_SIZE.customers,
    sort: search.sort ?? defaultCustomerSort,
    search: search.search?.trim() || undefined,
  };
}

/** The sorts a phone offers in its select (the table sorts by clicking a column). */
export const customerSortOptions = [
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
  { value: 'kundennr:asc', label: 'Kundennr. (aufsteigend)' },
  { value: 'kundennr:desc', label: 'Kundennr. (absteigend)' },
  { value: 'ort:asc', label: 'Ort (A–Z)' },
  { value: 'betreuer:asc', label: 'Betreuer (A–Z)' },
  { value: 'vertraege:desc', label: 'Anzahl Verträge (meiste zuerst)' },
  { value: 'jahresbeitrag:desc', label: 'Jahresbeitrag (höchster zuerst)' },
  { value: 'jahresbeitrag:asc', label: 'Jahresbeitrag (niedrigster zuerst)' },
] as const;
