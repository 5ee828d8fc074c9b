import { formatDate, type StartPage } from '@maklerwerk/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';

type Props = { reports: NonNullable<StartPage['kundenSchaeden']> };

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-2)' } as const;

/**
 * Damage reports customers filed themselves and nobody has taken up yet (issue 9): shown to the office
 * only while there are some; a report leaves the list when its Bearbeitungsstand changes.
 */
export function CustomerDamageList({ reports }: Props) {
  if (reports.count.total === 0) {
    return null;
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kunden-schaeden-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-8)" aria-hidden />
          <Title order={2} fz="h4" id="kunden-schaeden-title">
            Neue Schadensmeldungen von Kunden
          </Title>
        </Group>
        <Badge color="orange" variant="light">
          {reports.count.capped ? `mehr als ${reports.count.total.toLocaleString('de-DE')}` : reports.count.total}
        </Badge>
      </Group>
      <Stack
        gap={0}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Neue Schadensmeldungen von Kunden"
      >
        {reports.items.map((r) => (
          <li key={r.schadenId} style={rowStyle}>
            <Group justify="space-between" gap="xs" py={8} wrap="wrap">
              <div style={{ minWidth: 0 }}>
                <AnchorLink
                  to="/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId"
                  params={{ contractId: r.contractId, schadenId: r.schadenId }}
                  size="sm"
                  fw={600}
                >
                  {r.schadensursacheText}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {r.kunde.name} · {r.nummer}
                  {r.ereignisdatum ? ` · Ereignis ${formatDate(r.ereignisdatum)}` : ''}
                </Text>
              </div>
              <Text size="xs" c="dimmed">
                gemeldet am {formatDate(r.meldedatum)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
