import {
  type DokumentHeader,
  type DokumentNodePage,
  type DokumentRow,
  PAGE_SIZE,
  showsPagination,
} from '@maklerwerk/domain';
import { Checkbox, Skeleton, Table } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { germanTableProps } from '../../components/data-table-german';
import listClasses from '../../components/list-table.module.css';
import { SortHeader } from '../../components/sort-header';
import type { SortState } from '../../lib/list-sort';
import { type CellHandlers, DocumentCell } from './document-cells';
import classes from './dokumentenarchiv.module.css';
import type { Selection } from './use-selection';

export const EMPTY_TEXT = 'Keine Dokumente vorhanden.';
const GHOST_ROWS = 5;

type Props = {
  data: DokumentNodePage | undefined;
  headers: DokumentHeader[];
  fetching: boolean;
  sort: SortState;
  onSort: (key: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  selection: Selection | null;
  handlers: CellHandlers;
};

/**
 * The rows of a table page within the call's answer: a call holds up to 200 documents, the table shows
 * 20 of them a page (documentPageCall). While another call loads, the answer on screen stays.
 */
export function pageRows(data: DokumentNodePage, page: number): DokumentRow[] {
  const first = (page - 1) * PAGE_SIZE.documents - data.offset;
  const start = first >= 0 && first < data.documents.length ? first : 0;
  return data.documents.slice(start, start + PAGE_SIZE.documents);
}

/** Five ghost rows while the first answer is on its way (spec §9). */
function GhostRows({ columns }: { columns: number }) {
  return (
    <Table aria-busy="true" aria-label="Dokumente werden geladen" withTableBorder>
      <Table.Tbody>
        {Array.from({ length: GHOST_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ghost rows have no identity
          <Table.Tr key={i} data-ghost-row>
            {Array.from({ length: Math.max(columns, 3) }, (_, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ghost cells have no identity
              <Table.Td key={j}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Renders any node of the archive from the server's answer: the columns in its order and widths,
 * cells by data type, server sorting, pagination only with more than one page.
 */
export function DocumentTable({
  data,
  headers,
  fetching,
  sort,
  onSort,
  page,
  onPageChange,
  selection,
  handlers,
}: Props) {
  if (!data) {
    return <GhostRows columns={headers.length} />;
  }
  const total = data.numberOfRecords;
  const records = pageRows(data, page);
  const columns: DataTableColumn<DokumentRow>[] = headers
    .filter((h) => h.visible)
    .map((h) => ({
      accessor: h.key,
      title: h.sortable ? <SortHeader label={h.label} sortKey={h.key} sort={sort} onSort={onSort} /> : h.label,
      width: h.cellProps.width,
      textAlign: h.cellProps.align,
      render: (row: DokumentRow) => <DocumentCell header={h} row={row} handlers={handlers} />,
    }));
  if (selection) {
    columns.unshift({
      accessor: 'auswahl',
      title: (
        <Checkbox
          aria-label="Alle im Ordner auswählen"
          checked={selection.selection.mode === 'blacklist' && selection.selection.ids.length === 0 && total > 0}
          indeterminate={selection.selection.mode === 'blacklist' && selection.selection.ids.length > 0}
          onChange={selection.toggleAll}
        />
      ),
      width: 44,
      render: (row) => (
        <Checkbox
          aria-label={`${row.bezeichnung} auswählen`}
          checked={selection.isSelected(row.id)}
          onChange={() => selection.toggle(row.id)}
        />
      ),
    });
  }
  const common = {
    className: listClasses.table,
    withTableBorder: true,
    borderRadius: 'sm',
    highlightOnHover: true,
    verticalSpacing: 'sm',
    horizontalSpacing: 8,
    pinFirstColumn: headers[0]?.lockedColumn === 'left' && !selection,
    pinLastColumn: headers.at(-1)?.lockedColumn === 'right',
    minHeight: records.length ? undefined : 160,
    records,
    columns,
    idAccessor: 'id',
    fetching,
    noRecordsText: EMPTY_TEXT,
    rowClassName: (row: DokumentRow) => (row.exists ? undefined : classes.deleted),
  } as const;
  if (!showsPagination(Math.ceil(total / PAGE_SIZE.documents))) {
    return <DataTable<DokumentRow> {...common} />;
  }
  return (
    <DataTable<DokumentRow>
      {...common}
      totalRecords={total}
      recordsPerPage={PAGE_SIZE.documents}
      page={page}
      onPageChange={onPageChange}
      {...germanTableProps}
    />
  );
}
