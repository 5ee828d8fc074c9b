import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import { cappedPaginationText, germanTableProps } from './data-table-german';
import classes from './list-table.module.css';

type Props<T> = {
  records: T[] | undefined;
  columns: DataTableColumn<T>[];
  fetching: boolean;
  noRecordsText: string;
  total: number;
  totalCapped: boolean;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (row: T) => void;
  /** The accessible name of a row, which says what Enter opens. */
  rowLabel: (row: T) => string;
};

/**
 * A server-paged list as a table: German pagination with the capped count, every row opens on click
 * and, focused, on Enter.
 */
export function ListTable<T extends { id: number }>({
  records,
  columns,
  fetching,
  noRecordsText,
  total,
  totalCapped,
  pageSize,
  page,
  onPageChange,
  onOpen,
  rowLabel,
}: Props<T>) {
  return (
    <DataTable<T>
      className={classes.table}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={records?.length ? undefined : 260}
      records={records ?? []}
      columns={columns}
      idAccessor="id"
      fetching={fetching}
      noRecordsText={noRecordsText}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...germanTableProps}
      paginationText={cappedPaginationText(totalCapped)}
      onRowClick={({ record }) => onOpen(record)}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-label': rowLabel(record),
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) {
            onOpen(record);
          }
        },
      })}
    />
  );
}
