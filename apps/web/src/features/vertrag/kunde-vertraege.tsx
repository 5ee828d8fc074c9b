import { PAGE_SIZE } from '@maklerwerk/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { useOpenContract } from '../../lib/open-contract';
import { contractListQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { ContractListMobile } from './vertrag-list-mobile';
import { defaultContractSort } from './vertrag-list-search';
import { nextSort, parseSort } from './vertrag-sort';
import { ContractTable } from './vertrag-table';

const defaultSort = 'beginn:desc';

/**
 * The contracts of one customer (section 'Versicherungen' of the customer page): the contract table
 * filtered by the customer, paged and sorted on the server; a row opens the contract in his tab.
 */
export function KundeVertraege({ kundeId }: { kundeId: number }) {
  const [page, setPage] = useState(1);
  const [sortKey, setSortKey] = useState(defaultSort);
  const sort = parseSort(sortKey);
  const list = useQuery(
    contractListQueryOptions({
      offset: (page - 1) * PAGE_SIZE.contracts,
      limit: PAGE_SIZE.contracts,
      sort: sortKey ?? defaultContractSort,
      customerId: kundeId,
    }),
  );
  const openContract = useOpenContract();
  const open = (row: Parameters<typeof openContract>[0]) => void openContract(row);
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const changeSort = (next: string) => {
    setSortKey(next);
    setPage(1);
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  return isPhone ? (
    <ContractListMobile
      data={list.data}
      fetching={list.isPlaceholderData}
      page={page}
      onPageChange={setPage}
      sort={sortKey}
      onSortChange={changeSort}
      onOpen={open}
      showKunde={false}
    />
  ) : (
    <ContractTable
      data={list.data}
      fetching={list.isFetching}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSort={(key) => changeSort(nextSort(sort, key))}
      onOpen={open}
      showKunde={false}
    />
  );
}
