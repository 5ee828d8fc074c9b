import { formatDateTime } from '@maklerwerk/domain';
import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatusPill } from '../../components/status-pill';
import { errorMessage } from '../../lib/api-client';
import { statusHistoryQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { StatusHistoryCards } from './status-history-cards';

/** The contract's status history, newest first (spec 2.1 'vertrag-status'). */
export function StatusHistoryTable({ contractId }: { contractId: number }) {
  const history = useQuery(statusHistoryQueryOptions(contractId));
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {errorMessage(history.error)}
      </Alert>
    );
  }
  if (!history.data) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        Keine Statusänderungen vorhanden.
      </Text>
    );
  }
  if (isPhone) {
    return <StatusHistoryCards rows={history.data.map((e) => ({ ...e, date: formatDateTime(e.changedAt) }))} />;
  }
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Datum</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>vorher</Table.Th>
            <Table.Th>geändert von</Table.Th>
            <Table.Th>Bemerkung</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(entry.changedAt)}
              </Table.Td>
              <Table.Td w="1%">
                <StatusPill status={entry.status} />
              </Table.Td>
              <Table.Td w="1%">{entry.previousStatus ? <StatusPill status={entry.previousStatus} /> : '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.changedBy ?? '–'}</Table.Td>
              <Table.Td>{entry.bemerkung ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
