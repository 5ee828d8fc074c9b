import { parseSort as parseListSort, type SortState } from '../../lib/list-sort';
import { defaultContractSort } from './vertrag-list-search';

export { nextSort, type SortDirection, type SortState } from '../../lib/list-sort';

/** 'kunde:asc' → { key: 'kunde', direction: 'asc' }. */
export const parseSort = (sort: string | undefined): SortState => parseListSort(sort, defaultContractSort);

export const sortOptions = [
  { value: 'kunde:asc', label: 'Kunde (A–Z)' },
  { value: 'kunde:desc', label: 'Kunde (Z–A)' },
  { value: 'gesellschaft:asc', label: 'Gesellschaft (A–Z)' },
  { value: 'sparte:asc', label: 'Sparte (A–Z)' },
  { value: 'nummer:asc', label: 'Versicherungsnummer' },
  { value: 'status:asc', label: 'Status' },
  { value: 'praemie:desc', label: 'Beitrag (höchster zuerst)' },
  { value: 'praemie:asc', label: 'Beitrag (niedrigster zuerst)' },
  { value: 'beginn:desc', label: 'Beginn (neueste zuerst)' },
  { value: 'beginn:asc', label: 'Beginn (älteste zuerst)' },
];
