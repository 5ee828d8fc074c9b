import { pageAfterRemoval } from '@maklerwerk/domain';
import { useEffect, useState } from 'react';

export type PagedTable = {
  /** The page shown, counted from 1. */
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** The first row of the page, for the list's query. */
  offset: number;
  /**
   * After `removed` rows of the `rowsOnPage` the page showed were deleted: a later page with no row left
   * steps back to the previous one. Nothing happens while the page's rows are unknown (undefined).
   */
  afterRemoval: (rowsOnPage: number | undefined, removed?: number) => void;
};

/**
 * The page of a table that pages on the server (postbox, tasks, notes, documents, Zubringer): page
 * state, the offset of its query, and the step back after deleting the last row of a page.
 */
export function usePagedTable(pageSize: number): PagedTable {
  const [page, setPage] = useState(1);
  const afterRemoval = (rowsOnPage: number | undefined, removed = 1) => {
    if (rowsOnPage !== undefined) {
      setPage((p) => pageAfterRemoval(p - 1, rowsOnPage, removed) + 1);
    }
  };
  return { page, setPage, pageSize, offset: (page - 1) * pageSize, afterRemoval };
}

/**
 * Clamps the table to its last page once the list's answer has settled (`total` undefined while it
 * loads or shows the previous page's rows): the list became shorter, e.g. its last row was deleted.
 */
export function useClampToLastPage({ page, setPage, pageSize }: PagedTable, total: number | undefined): void {
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) {
      setPage(lastPage);
    }
  }, [page, lastPage, setPage]);
}
