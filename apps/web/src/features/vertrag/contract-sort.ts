import { defaultContractSort } from './contract-list-search';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

/** 'kunde:asc' → { key: 'kunde', direction: 'asc' }. */
export function parseSort(sort: string | undefined): SortState {
  const [key = 'kunde', direction] = (sort ?? defaultContractSort).split(':');
  return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** A click on a column header: same column flips the direction, another column starts ascending. */
export function nextSort(current: SortState, key: string): string {
  const direction = current.key === key && current.direction === 'asc' ? 'desc' : 'asc';
  return `${key}:${direction}`;
}

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
