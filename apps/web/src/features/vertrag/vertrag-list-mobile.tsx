import { type ContractList, type ContractListItem, PAGE_SIZE } from '@maklerwerk/domain';
import { IconFileOff } from '@tabler/icons-react';
import { PagedCardList } from '../../components/paged-card-list';
import { ContractCards } from './vertrag-cards';
import { sortOptions } from './vertrag-sort';

type Props = {
  data: ContractList | undefined;
  fetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: string;
  onSortChange: (sort: string) => void;
  onOpen: (row: ContractListItem) => void;
  showKunde: boolean;
};

export function ContractListMobile({
  data,
  fetching,
  page,
  onPageChange,
  sort,
  onSortChange,
  onOpen,
  showKunde,
}: Props) {
  return (
    <PagedCardList
      count={data?.items.length}
      total={data?.total ?? 0}
      pageSize={PAGE_SIZE.contracts}
      fetching={fetching}
      page={page}
      onPageChange={onPageChange}
      sort={sort}
      sortOptions={sortOptions}
      onSortChange={onSortChange}
      loadingLabel="Versicherungen werden geladen"
      emptyIcon={<IconFileOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />}
      emptyText="Keine Versicherungen gefunden."
    >
      <ContractCards items={data?.items ?? []} onOpen={onOpen} showKunde={showKunde} />
    </PagedCardList>
  );
}
