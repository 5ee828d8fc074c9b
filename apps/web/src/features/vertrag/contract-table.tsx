import { type ContractList, type ContractListItem, PAGE_SIZE } from '@maklerwerk/domain';
import { DataTable } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import { cappedPaginationText, germanTableProps } from '../../components/data-table-german';
import { contractColumns } from './contract-columns';
import type { SortState } from './contract-sort';
import classes from './contract-table.module.css';

type Props = {
  data: ContractList | undefined;
  fetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: SortState;
  onSort: (key: string) => void;
  onOpen: (row: ContractListItem) => void;
  showKunde: boolean;
};

export function ContractTable({ data, fetching, page, onPageChange, sort, onSort, onOpen, showKunde }: Props) {
  const columns = contractColumns({ showKunde, sort, onSort });
  return (
    <DataTable<ContractListItem>
      className={classes.table}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={data?.items.length ? undefined : 260}
      records={data?.items ?? []}
      columns={columns}
      idAccessor="id"
      fetching={fetching}
      noRecordsText="Keine Versicherungen gefunden."
      totalRecords={data?.total ?? 0}
      recordsPerPage={PAGE_SIZE.contracts}
      page={page}
      onPageChange={onPageChange}
      {...germanTableProps}
      paginationText={cappedPaginationText(data?.totalCapped ?? false)}
      onRowClick={({ record }) => onOpen(record)}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-label': `Versicherung ${record.nummer} von ${record.kunde.name} öffnen`,
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) {
            onOpen(record);
          }
        },
      })}
    />
  );
}
