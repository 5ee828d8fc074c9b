import { type ContractListItem, formatCents, formatDate } from '@maklerwerk/domain';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import classes from '../../components/list-cards.module.css';
import { StatusPill } from '../../components/status-pill';

type Props = { items: ContractListItem[]; onOpen: (row: ContractListItem) => void; showKunde: boolean };

/** The contract list on a phone: one tappable card per contract. */
export function ContractCards({ items, onOpen, showKunde }: Props) {
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label="Versicherungen">
      {items.map((row) => (
        <li key={row.id}>
          <UnstyledButton className={classes.card} onClick={() => onOpen(row)}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate style={{ letterSpacing: '0.03em' }}>
                {row.gesellschaft.name}
              </Text>
              <StatusPill status={row.status} size="xs" />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={1}>
                  {row.bezeichnung || row.sparte.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.nummer}
                  {row.kennzeichen ? ` · ${row.kennzeichen}` : ''}
                </Text>
                {showKunde && (
                  <Text size="sm" mt={6} truncate>
                    {row.kunde.name}{' '}
                    <Text span size="xs" c="dimmed">
                      Kundennr. {row.kunde.kundennr}
                    </Text>
                  </Text>
                )}
              </div>
              <IconChevronRight size={18} className={classes.chevron} aria-hidden />
            </Group>
            <Group justify="space-between" mt={8} gap="xs">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCents(row.praemieCents) || '–'}
                {row.zahlrhythm && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    {row.zahlrhythm}
                  </Text>
                )}
              </Text>
              {row.beginn && (
                <Text size="xs" c="dimmed">
                  Beginn {formatDate(row.beginn)}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
