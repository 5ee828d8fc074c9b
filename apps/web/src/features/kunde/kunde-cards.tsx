import { type CustomerListItem, formatCents } from '@maklerwerk/domain';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import classes from '../../components/list-cards.module.css';
import { cityLine, listName, streetLine } from './kunde-columns';

type Props = { items: CustomerListItem[]; onOpen: (row: CustomerListItem) => void };

/** The customer list on a phone: one tappable card per customer. */
export function KundeCards({ items, onOpen }: Props) {
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label="Kunden">
      {items.map((row) => (
        <li key={row.id}>
          <UnstyledButton className={classes.card} onClick={() => onOpen(row)}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={1}>
                  {listName(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  Kundennr. {row.kundennr}
                </Text>
                <Text size="sm" mt={6} truncate>
                  {[streetLine(row), cityLine(row)].filter(Boolean).join(', ') || '–'}
                </Text>
              </div>
              <IconChevronRight size={18} className={classes.chevron} aria-hidden />
            </Group>
            <Group justify="space-between" mt={8} gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {row.anzahlVertraege} {row.anzahlVertraege === 1 ? 'Vertrag' : 'Verträge'} · {row.betreuer.name}
              </Text>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatCents(row.jahresbeitragCents)}
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  p. a.
                </Text>
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
