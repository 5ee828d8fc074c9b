import { type Ansprechpartner, canPlaceCalls, PAGE_SIZE } from '@maklerwerk/domain';
import { Alert, Center, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { ansprechpartnerQueryOptions } from '../../shared/gesellschaft/gesellschaft.queries';
import { ContactCards } from './contact-cards';
import { contactColumns } from './contact-columns';

const pageSize = PAGE_SIZE.companyContacts;

/** The insurer's contact persons, 20 per page from the server (spec 2.9). */
export function ContactList({ gesellschaftId }: { gesellschaftId: number }) {
  const { actor } = useSession();
  const canCall = canPlaceCalls(actor);
  const [page, setPage] = useState(1);
  const list = useQuery(ansprechpartnerQueryOptions(gesellschaftId, (page - 1) * pageSize, pageSize));
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  if (list.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  }
  if (isPhone) {
    const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
    return (
      <Stack gap="sm">
        {!list.data ? (
          <Skeleton height={120} />
        ) : list.data.items.length === 0 ? (
          <Center py="lg">
            <Text c="dimmed">Keine Ansprechpartner vorhanden.</Text>
          </Center>
        ) : (
          <ContactCards items={list.data.items} canCall={canCall} />
        )}
        {totalPages > 1 && (
          <Group justify="center">
            <Pagination total={totalPages} value={page} onChange={setPage} size="sm" siblings={0} />
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <DataTable<Ansprechpartner>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={list.data?.items.length ? undefined : 200}
      records={list.data?.items ?? []}
      columns={contactColumns(canCall)}
      idAccessor="id"
      fetching={list.isFetching}
      noRecordsText="Keine Ansprechpartner vorhanden."
      totalRecords={list.data?.total ?? 0}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={setPage}
      {...germanTableProps}
    />
  );
}
