import { formatDateTime, type SignRequestView } from '@maklerwerk/domain';
import { Table, Title } from '@mantine/core';
import { useId } from 'react';

/** The audit trail of a request: when, what, who. */
export function RequestEvents({ events }: { events: SignRequestView['events'] }) {
  const titleId = useId();
  if (events.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb={4}>
        Verlauf
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table fz="xs" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Zeit</Table.Th>
              <Table.Th scope="col">Ereignis</Table.Th>
              <Table.Th scope="col">durch</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e, i) => (
              // Events have no id; their order is fixed (oldest first).
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders.
              <Table.Tr key={i}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
                <Table.Td>{e.label}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.actor}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
