export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

/** 'kunde:asc' → { key: 'kunde', direction: 'asc' }; a missing sort is the list's default. */
export function parseSort(sort: string | undefined, fallback: string): SortState {
  const [key = '', direction] = (sort ?? fallback).split(':');
  return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** A click on a column header: same column flips the direction, another column starts ascending. */
export function nextSort(current: SortState, key: string): string {
  const direction = current.key === key && current.direction === 'asc' ? 'desc' : 'asc';
  return `${key}:${direction}`;
}

type PagedSearch = { page?: number | undefined; sort?: string | undefined };

/**
 * Paging and sorting of a list page whose state lives in the URL: a new sort or search starts at page 1.
 * `sort` is the raw value (the phone's select), `sortState` the parsed one (the table's headers).
 */
export function listPaging<S extends PagedSearch>(
  search: S,
  onSearchChange: (patch: Partial<S>) => void,
  defaultSort: string,
) {
  const sortState = parseSort(search.sort, defaultSort);
  const change = (patch: PagedSearch) => onSearchChange(patch as Partial<S>);
  return {
    page: search.page ?? 1,
    onPageChange: (page: number) => change({ page }),
    sort: search.sort ?? defaultSort,
    onSortChange: (sort: string) => change({ sort, page: undefined }),
    sortState,
    onSort: (key: string) => change({ sort: nextSort(sortState, key), page: undefined }),
  };
}
