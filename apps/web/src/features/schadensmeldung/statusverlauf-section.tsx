import { bearbeitungsstandLabel, type DamageReportDetails, formatDateTime } from '@maklerwerk/domain';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BearbstandBadge } from './bearbstand-badge';

type Entry = DamageReportDetails['statusHistory'][number];

const keyOf = (entry: Entry) => `${entry.at}-${entry.bearbstand}-${entry.previous ?? ''}`;
const dateStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The report's states over time: when, which state, the one before, who (in the server's order). */
export function StatusverlaufSection({ details }: { details: DamageReportDetails }) {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = details.bearbstaende;
  const state = (entry: Entry) => (
    <BearbstandBadge code={entry.bearbstand} list={[{ value: entry.bearbstand, label: entry.label }]} />
  );
  const previous = (entry: Entry) => (entry.previous ? bearbeitungsstandLabel(entry.previous, list) : '–');
  return (
    <>
      <Title order={3} fz="h4" mb="md">
        Statusverlauf
      </Title>
      {details.statusHistory.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          Keine Statusänderungen vorhanden.
        </Text>
      ) : isPhone ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Statusverlauf">
          {details.statusHistory.map((entry) => (
            <Paper key={keyOf(entry)} component="li" withBorder p="sm">
              <Group justify="space-between" gap="xs" mb={6}>
                <Text size="sm" fw={600} style={dateStyle}>
                  {formatDateTime(entry.at)}
                </Text>
                {state(entry)}
              </Group>
              <Text size="xs" c="dimmed">
                vorher: {previous(entry)}
                {entry.userName ? ` · ${entry.userName}` : ''}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" striped aria-label="Statusverlauf">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Datum</Table.Th>
              <Table.Th>Bearbeitungsstand</Table.Th>
              <Table.Th>vorher</Table.Th>
              <Table.Th>geändert von</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.statusHistory.map((entry) => (
              <Table.Tr key={keyOf(entry)}>
                <Table.Td style={dateStyle}>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{state(entry)}</Table.Td>
                <Table.Td>{previous(entry)}</Table.Td>
                <Table.Td>{entry.userName ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
