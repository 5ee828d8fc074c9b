import { formatCents, formatDate, RENEWAL_LIST_SIZE, type RenewalItem, type StartPage } from '@maklerwerk/domain';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { StatusPill } from '../../components/status-pill';
import { TextSkeleton } from '../../components/text-skeleton';
import { formatCount } from './start-figures';
import { ContractLink } from './start-links';

type Props = { renewals: StartPage['renewals'] | undefined; showKunde: boolean; compact: boolean };

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

function DueIn({ from, date }: { from: string; date: string }) {
  const days = daysBetween(from, date);
  const text = days === 0 ? 'heute' : days === 1 ? 'morgen' : `in ${days} Tagen`;
  return (
    <Badge
      variant="light"
      color={days <= 14 ? 'orange' : 'gray'}
      size="sm"
      radius="sm"
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
    >
      {text}
    </Badge>
  );
}

/**
 * The broker's renewal list: contracts whose Hauptfälligkeit falls in the next 90 days, soonest first.
 * While it loads, the table (or the cards) stands there with bars in its rows: as many as an office
 * usually sees (the ten next and the line below them), one for a customer, so the page below does not move.
 */
export function RenewalList({ renewals, showKunde, compact }: Props) {
  const shown = renewals?.items.length ?? 0;
  const more = renewals ? renewals.count.total - shown : 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md" wrap="nowrap">
        <div>
          <Title order={2} fz="h4">
            Anstehende Hauptfälligkeiten
          </Title>
          <Text size="sm" c="dimmed">
            {renewals
              ? `${formatDate(renewals.from)} bis ${formatDate(renewals.until)} · ${formatCount(renewals.count)} ${
                  renewals.count.total === 1 && !renewals.count.capped ? 'Vertrag' : 'Verträge'
                }`
              : 'Die nächsten 90 Tage'}
          </Text>
        </div>
        <IconCalendarDue size={22} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      </Group>
      {!renewals ? (
        <div role="status" aria-busy="true" aria-label="Hauptfälligkeiten werden geladen">
          {compact ? (
            <RenewalCards items={undefined} from="" showKunde={showKunde} />
          ) : (
            <RenewalTable items={undefined} from="" showKunde={showKunde} />
          )}
          {showKunde && <TextSkeleton size="sm" mt="sm" width={280} />}
        </div>
      ) : shown === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          In den nächsten 90 Tagen wird keine Hauptfälligkeit fällig.
        </Text>
      ) : compact ? (
        <RenewalCards items={renewals.items} from={renewals.from} showKunde={showKunde} />
      ) : (
        <RenewalTable items={renewals.items} from={renewals.from} showKunde={showKunde} />
      )}
      {more > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          Die {shown} nächsten von {formatCount(renewals?.count ?? { total: 0, capped: false })} werden angezeigt.
        </Text>
      )}
    </Paper>
  );
}

/** `items` undefined: loading, rows of bars (RENEWAL_LIST_SIZE of them for the office, one for a customer). */
type ListProps = { items: RenewalItem[] | undefined; from: string; showKunde: boolean };

const placeholders = (showKunde: boolean) => Array.from({ length: showKunde ? RENEWAL_LIST_SIZE : 1 }, (_, i) => i);

function RenewalTable({ items, from, showKunde }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        verticalSpacing="xs"
        highlightOnHover={items !== undefined}
        striped={false}
        aria-label="Anstehende Hauptfälligkeiten"
        aria-hidden={items === undefined || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Hauptfälligkeit</Table.Th>
            {showKunde && <Table.Th>Kunde</Table.Th>}
            <Table.Th>Versicherungsnummer</Table.Th>
            <Table.Th>Gesellschaft</Table.Th>
            <Table.Th>Sparte</Table.Th>
            <Table.Th ta="right">Jahresbeitrag</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === undefined &&
            placeholders(showKunde).map((i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextSkeleton size="sm" width={130} />
                </Table.Td>
                {showKunde && (
                  <Table.Td>
                    <TextSkeleton size="sm" width={140} />
                    <TextSkeleton size="xs" width={100} />
                  </Table.Td>
                )}
                <Table.Td>
                  <TextSkeleton size="sm" width={110} />
                </Table.Td>
                <Table.Td>
                  <TextSkeleton size="sm" width={120} />
                </Table.Td>
                <Table.Td>
                  <TextSkeleton size="sm" width={90} />
                </Table.Td>
                <Table.Td ta="right">
                  <TextSkeleton size="sm" width={70} />
                </Table.Td>
              </Table.Tr>
            ))}
          {items?.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatDate(item.hauptfaelligkeit)}
                  </Text>
                  <DueIn from={from} date={item.hauptfaelligkeit} />
                </Group>
              </Table.Td>
              {showKunde && (
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {item.kunde.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Kundennr. {item.kunde.kundennr}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ContractLink contract={item} size="sm" fw={600}>
                    {item.nummer}
                  </ContractLink>
                  {item.status !== 'aktiv' && <StatusPill status={item.status} size="xs" />}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.gesellschaft.name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.sparte.name}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {item.jahresbeitragCents === null ? '–' : formatCents(item.jahresbeitragCents)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RenewalCards({ items, from, showKunde }: ListProps) {
  if (items === undefined) {
    return (
      <Stack gap="xs" aria-hidden>
        {placeholders(showKunde).map((i) => (
          <Paper key={i} withBorder radius="sm" p="sm" bg="gray.0">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <TextSkeleton size="sm" width={130} />
              <TextSkeleton size="sm" width={70} />
            </Group>
            <TextSkeleton size="sm" mt={4} width={110} />
            <TextSkeleton size="sm" width={180} />
            {showKunde && <TextSkeleton size="sm" width={150} />}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" aria-label="Anstehende Hauptfälligkeiten" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="sm" p="sm" bg="gray.0">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDate(item.hauptfaelligkeit)}
              </Text>
              <DueIn from={from} date={item.hauptfaelligkeit} />
            </Group>
            <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {item.jahresbeitragCents === null ? '' : formatCents(item.jahresbeitragCents)}
            </Text>
          </Group>
          <Group gap={6} mt={4} wrap="nowrap">
            <ContractLink contract={item} size="sm" fw={600}>
              {item.nummer}
            </ContractLink>
            {item.status !== 'aktiv' && <StatusPill status={item.status} size="xs" />}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {item.gesellschaft.name} · {item.sparte.name}
          </Text>
          {showKunde && (
            <Text size="sm" lineClamp={1}>
              {item.kunde.name}{' '}
              <Text span size="xs" c="dimmed">
                Kundennr. {item.kunde.kundennr}
              </Text>
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
