import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClampToLastPage, usePagedTable } from './use-paged-table';

describe('usePagedTable', () => {
  it('starts on page 1 and gives the offset of the page shown', () => {
    const { result } = renderHook(() => usePagedTable(30));
    expect(result.current.page).toBe(1);
    expect(result.current.offset).toBe(0);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.offset).toBe(60);
  });

  it('steps back a page after deleting the last row of a later page', () => {
    const { result } = renderHook(() => usePagedTable(10));
    act(() => result.current.setPage(3));
    act(() => result.current.afterRemoval(1));
    expect(result.current.page).toBe(2);
  });

  it('stays when rows are left, on the first page, and while the rows are unknown', () => {
    const { result } = renderHook(() => usePagedTable(10));
    act(() => result.current.afterRemoval(1));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.afterRemoval(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.afterRemoval(undefined));
    expect(result.current.page).toBe(2);
  });

  it('steps back when several deleted rows were all the rows of the page', () => {
    const { result } = renderHook(() => usePagedTable(20));
    act(() => result.current.setPage(2));
    act(() => result.current.afterRemoval(3, 2));
    expect(result.current.page).toBe(2);
    act(() => result.current.afterRemoval(3, 3));
    expect(result.current.page).toBe(1);
  });
});

describe('useClampToLastPage', () => {
  const render = (total: number | undefined) =>
    renderHook(
      ({ total }) => {
        const table = usePagedTable(10);
        useClampToLastPage(table, total);
        return table;
      },
      { initialProps: { total } },
    );

  it('moves to the last page once the settled total has fewer pages', () => {
    const { result, rerender } = render(undefined);
    act(() => result.current.setPage(3));
    rerender({ total: 25 });
    expect(result.current.page).toBe(3);
    rerender({ total: 20 });
    expect(result.current.page).toBe(2);
    rerender({ total: 0 });
    expect(result.current.page).toBe(1);
  });

  it('waits while the total is unknown (loading or the previous page shown)', () => {
    const { result, rerender } = render(undefined);
    act(() => result.current.setPage(4));
    rerender({ total: undefined });
    expect(result.current.page).toBe(4);
  });
});
