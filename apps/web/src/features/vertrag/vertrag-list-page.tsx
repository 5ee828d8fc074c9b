import { opensCustomerTabs } from '@maklerwerk/domain';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { LoadError } from '../../components/load-error';
import { openCustomerTab } from '../../lib/customer-tabs';
import { useOpenContract } from '../../lib/open-contract';
import { useSession } from '../../lib/session';
import { contractListQueryOptions } from '../../shared/vertrag/vertrag-list.queries';
import { NeueVersicherungButton } from './neue-versicherung-button';
import { type ContractListSearch, defaultContractSort, toContractListQuery } from './vertrag-list-search';
import { ContractSearchInput } from './vertrag-search-input';
import { nextSort, parseSort } from './vertrag-sort';
import { ContractTable } from './vertrag-table';

/** The cards of a phone: loaded on a phone only, not with the desktop's first page (docs/decisions/0030). */
const ContractListMobile = lazy(() => import('./vertrag-list-mobile').then((m) => ({ default: m.ContractListMobile })));

type Props = { search: ContractListSearch; onSearchChange: (patch: Partial<ContractListSearch>) => void };

const countFormat = new Intl.NumberFormat('de-DE');
/** The list counts up to LIST_COUNT_CAP; beyond, it says so instead of showing a wrong number. */
const countLabel = (n: number, capped: boolean) =>
  capped
    ? `mehr als ${countFormat.format(n)} Versicherungen`
    : `${countFormat.format(n)} ${n === 1 ? 'Versicherung' : 'Versicherungen'}`;

export function ContractListPage({ search, onSearchChange }: Props) {
  const { actor } = useSession();
  const usesTabs = opensCustomerTabs(actor);
  const list = useQuery(contractListQueryOptions(toContractListQuery(search)));
  const openContract = useOpenContract();
  // Coming back from a contract's details (spec 2.1): the step left there opens again.
  const open = (row: Parameters<typeof openContract>[0]) =>
    void openContract(row, search.stepKey ? { page: 'details', stepKey: search.stepKey } : {});
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const customer = search.customerId ? list.data?.items[0]?.kunde : undefined;
  const page = search.page ?? 1;
  const sort = parseSort(search.sort);
  // A customer tab shows one customer's contracts: the column would only repeat the heading.
  const showKunde = !search.customerId;
  useDocumentTitle(customer ? `${customer.name} – Versicherungen – Maklerwerk` : 'Versicherungen – Maklerwerk');

  // A customer list reached by address (reload, bookmark) still belongs in its customer tab.
  useEffect(() => {
    if (customer && usesTabs) {
      openCustomerTab(customer, null, window.location.pathname + window.location.search);
    }
  }, [customer, usesTabs]);

  const searchInput = (
    <ContractSearchInput
      compact={isPhone}
      value={search.search}
      onSearch={(value) => onSearchChange({ search: value, page: undefined })}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {customer ? `Versicherungen von ${customer.name}` : 'Versicherungen'}
          </Title>
          {list.data ? (
            <Text c="dimmed" size="sm" aria-live="polite">
              {countLabel(list.data.total, list.data.totalCapped)}
              {customer ? ` · Kundennr. ${customer.kundennr}` : ''}
            </Text>
          ) : (
            <Skeleton height={14} width={140} mt={6} />
          )}
        </div>
        <Group gap="sm" wrap="nowrap">
          {!isPhone && searchInput}
          <NeueVersicherungButton kundeId={search.customerId} size={isPhone ? 'sm' : undefined} />
        </Group>
      </Group>
      {isPhone && searchInput}
      {list.isError ? (
        <LoadError error={list.error} />
      ) : isPhone ? (
        <Suspense fallback={<Skeleton height={260} radius="sm" />}>
          <ContractListMobile
            data={list.data}
            fetching={list.isPlaceholderData}
            page={page}
            onPageChange={(next) => onSearchChange({ page: next })}
            sort={search.sort ?? defaultContractSort}
            onSortChange={(sort) => onSearchChange({ sort, page: undefined })}
            onOpen={open}
            showKunde={showKunde}
          />
        </Suspense>
      ) : (
        <ContractTable
          data={list.data}
          fetching={list.isFetching}
          page={page}
          onPageChange={(next) => onSearchChange({ page: next })}
          sort={sort}
          onSort={(key) => onSearchChange({ sort: nextSort(sort, key), page: undefined })}
          onOpen={open}
          showKunde={showKunde}
        />
      )}
    </Stack>
  );
}
