import { type CustomerListItem, defaultCustomerSort, PAGE_SIZE } from '@maklerwerk/domain';
import { Stack } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countLabel } from '../../components/data-table-german';
import { ListPageHeader } from '../../components/list-page-header';
import { ListSearchInput } from '../../components/list-search-input';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { PagedCardList } from '../../components/paged-card-list';
import { listPaging } from '../../lib/list-sort';
import { useOpenCustomer } from '../../lib/open-customer';
import { KundeCards } from './kunde-cards';
import { customerColumns, listName } from './kunde-columns';
import { KundeExportMenu } from './kunde-export-menu';
import { customerListQueryOptions } from './kunde-list.queries';
import { type CustomerListSearch, customerSortOptions, toCustomerListQuery } from './kunde-list-search';
import { NeuerKundeButton } from './neuer-kunde-button';

const noCustomers = 'Keine Kunden gefunden.';

type Props = { search: CustomerListSearch; onSearchChange: (patch: Partial<CustomerListSearch>) => void };

/** Kunden (issue 8): every customer in the user's data scope, paged, sorted and searched on the server. */
export function KundeListPage({ search, onSearchChange }: Props) {
  const query = toCustomerListQuery(search);
  const list = useQuery(customerListQueryOptions(query));
  const openCustomer = useOpenCustomer();
  const open = (row: CustomerListItem) => void openCustomer(row);
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const paging = listPaging(search, onSearchChange, defaultCustomerSort);
  useDocumentTitle('Kunden – Maklerwerk');

  const searchInput = (
    <ListSearchInput
      compact={isPhone}
      value={search.search}
      onSearch={(value) => onSearchChange({ search: value, page: undefined })}
      label="Suchen (Name, Kundennr., Ort, E-Mail, Telefon)"
      compactPlaceholder="Name, Kundennr., Ort, E-Mail, Telefon"
    />
  );

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <ListPageHeader
        title="Kunden"
        count={list.data && countLabel(list.data.total, list.data.totalCapped, 'Kunde', 'Kunden')}
        search={searchInput}
        actions={
          <>
            <KundeExportMenu query={query} compact={isPhone} />
            <NeuerKundeButton size={isPhone ? 'sm' : undefined} />
          </>
        }
        isPhone={isPhone}
      />
      {list.isError ? (
        <LoadError error={list.error} />
      ) : isPhone ? (
        <PagedCardList
          count={list.data?.items.length}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE.customers}
          fetching={list.isPlaceholderData}
          {...paging}
          sortOptions={customerSortOptions}
          loadingLabel="Kunden werden geladen"
          emptyIcon={<IconUserOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />}
          emptyText={noCustomers}
        >
          <KundeCards items={list.data?.items ?? []} onOpen={open} />
        </PagedCardList>
      ) : (
        <ListTable<CustomerListItem>
          records={list.data?.items}
          columns={customerColumns({ sort: paging.sortState, onSort: paging.onSort })}
          fetching={list.isFetching}
          noRecordsText={noCustomers}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.totalCapped ?? false}
          pageSize={PAGE_SIZE.customers}
          page={paging.page}
          onPageChange={paging.onPageChange}
          onOpen={open}
          rowLabel={(row) => `Kunde ${listName(row)}, Kundennr. ${row.kundennr} öffnen`}
        />
      )}
    </Stack>
  );
}
