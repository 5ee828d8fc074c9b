import { type ContractList, type ContractListItem, PAGE_SIZE } from '@maklerwerk/domain';
import { ListTable } from '../../components/list-table';
import { contractColumns } from './vertrag-columns';
import type { SortState } from './vertrag-sort';

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
  return (
    <ListTable<ContractListItem>
      records={data?.items}
      columns={contractColumns({ showKunde, sort, onSort })}
      fetching={fetching}
      noRecordsText="Keine Versicherungen gefunden."
      total={data?.total ?? 0}
      totalCapped={data?.totalCapped ?? false}
      pageSize={PAGE_SIZE.contracts}
      page={page}
      onPageChange={onPageChange}
      onOpen={onOpen}
      rowLabel={(record) => `Versicherung ${record.nummer} von ${record.kunde.name} öffnen`}
    />
  );
}
