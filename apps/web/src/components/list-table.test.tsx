import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { type ListColumn, ListTable } from './list-table';

type Row = { id: number; name: string; ort: string };

const rows = (n: number, first = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: first + i, name: `Kunde ${first + i}`, ort: `Ort ${first + i}` }));

const columns: ListColumn<Row>[] = [
  { accessor: 'name', title: 'Name', render: (row) => row.name },
  { accessor: 'ort', title: 'Ort', render: (row) => row.ort },
];

type Props = Parameters<typeof ListTable<Row>>[0];

function renderTable(over: Partial<Props> = {}) {
  const onOpen = vi.fn();
  const onPageChange = vi.fn();
  const props: Props = {
    records: rows(25),
    columns,
    fetching: false,
    noRecordsText: 'Keine Kunden gefunden.',
    total: 1234,
    totalCapped: false,
    pageSize: 25,
    page: 1,
    onPageChange,
    onOpen,
    rowLabel: (row) => `${row.name} öffnen`,
    ...over,
  };
  renderWithMantine(<ListTable<Row> {...props} />);
  return { onOpen, onPageChange };
}

/** A screen where `min-width` queries match and `max-width` ones do not (happy-dom matches nothing). */
function onWideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as never,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListTable', () => {
  it('says which records of how many the page shows, in German digits', () => {
    renderTable({ page: 2 });
    expect(screen.getByText('26–50 von 1.234')).toBeTruthy();
  });

  it('says "mehr als" when the count stopped at the cap', () => {
    renderTable({ total: 10_000, totalCapped: true });
    expect(screen.getByText('1–25 von mehr als 10.000')).toBeTruthy();
  });

  it('names every pagination control in German and changes the page', () => {
    const { onPageChange } = renderTable({ page: 2 });
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 50' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('shows the pagination on a single page unless asked to leave it out', () => {
    renderTable({ records: rows(3), total: 3 });
    expect(screen.getByText('1–3 von 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 1' })).toBeTruthy();
  });

  it('with paginationOnlyWhenPaged has no pagination while everything fits on one page', () => {
    renderTable({ records: rows(3), total: 3, paginationOnlyWhenPaged: true });
    expect(screen.queryByText('1–3 von 3')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seite 1' })).toBeNull();
  });

  it('with paginationOnlyWhenPaged pages when there is more than one page', () => {
    renderTable({ records: rows(25), total: 26, paginationOnlyWhenPaged: true });
    expect(screen.getByText('1–25 von 26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeTruthy();
  });

  it('opens a row on click and, focused, on Enter; each row is focusable with its name', () => {
    const { onOpen } = renderTable({ records: rows(2), total: 2 });
    const row = screen.getByRole('row', { name: 'Kunde 2 öffnen' });
    expect(row.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    fireEvent.keyDown(row, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(within(screen.getByRole('row', { name: 'Kunde 1 öffnen' })).getByText('Ort 1'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('leaves Enter on a control inside the row to that control', () => {
    const onOpen = vi.fn();
    renderTable({
      records: rows(1),
      total: 1,
      onOpen,
      columns: [
        ...columns,
        { accessor: 'actions', title: 'Aktionen', render: () => <button type="button">Menü</button> },
      ],
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menü' }), { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('leaves out hidden columns and those whose media query does not match', () => {
    onWideScreen();
    renderTable({
      records: rows(1),
      total: 1,
      columns: [
        ...columns,
        { accessor: 'hidden', title: 'Versteckt', hidden: true, render: () => 'nie' },
        {
          accessor: 'wide',
          title: 'Breit',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: () => 'breit',
        },
        {
          accessor: 'narrow',
          title: 'Schmal',
          visibleMediaQuery: (theme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`,
          render: () => 'schmal',
        },
      ],
    });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Ort', 'Breit']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Kunde 1', 'Ort 1', 'breit']);
    expect(screen.queryByText('nie')).toBeNull();
    expect(screen.queryByText('schmal')).toBeNull();
  });

  it('applies width, alignment, no-wrap and the cells’ style of a column', () => {
    renderTable({
      records: rows(1),
      total: 1,
      columns: [
        { accessor: 'name', title: 'Name', width: 120, noWrap: true, render: (row) => row.name },
        {
          accessor: 'ort',
          title: 'Ort',
          textAlign: 'right',
          cellsStyle: () => ({ maxWidth: 300 }),
          render: (row) => row.ort,
        },
      ],
    });
    const name = screen.getByRole('cell', { name: 'Kunde 1' });
    expect(name.style.width).toBe('120px');
    expect(name.style.maxWidth).toBe('120px');
    expect(name.hasAttribute('data-nowrap')).toBe(true);
    const ort = screen.getByRole('cell', { name: 'Ort 1' });
    expect(ort.style.textAlign).toBe('right');
    expect(ort.style.maxWidth).toBe('300px');
    expect(screen.getByRole('columnheader', { name: 'Ort' }).style.textAlign).toBe('right');
  });

  it('shows the empty text without records, and no pagination', () => {
    renderTable({ records: [], total: 0 });
    const empty = screen.getByText('Keine Kunden gefunden.');
    expect(empty.closest('[data-active]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Seite 1' })).toBeNull();
    expect(screen.queryByRole('row', { name: /öffnen/ })).toBeNull();
  });

  it('while loading shows the dots instead of the empty text and hides the pages', () => {
    renderTable({ records: undefined, total: 0, fetching: true });
    expect(screen.getByText('Keine Kunden gefunden.').closest('[data-active]')).toBeNull();
    expect(document.body.querySelector('.mantine-Loader-root')).not.toBeNull();
  });

  it('keeps the rows of the last page while the next one loads, with the pages hidden', () => {
    renderTable({ fetching: true });
    expect(screen.getByRole('row', { name: 'Kunde 1 öffnen' })).toBeTruthy();
    expect(document.body.querySelector('.mantine-Pagination-root')?.hasAttribute('data-fetching')).toBe(true);
    expect(document.body.querySelector('.mantine-Loader-root')).not.toBeNull();
  });
});
