import { type ContractListItem, formatCents, formatDate } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../components/list-table';
import { sortableTitle } from '../../components/sort-header';
import { StatusPill } from '../../components/status-pill';
import type { SortState } from './vertrag-sort';

type Options = { showKunde: boolean; sort: SortState; onSort: (key: string) => void };

/** Column accessors are the API's sort keys, so a header click maps 1:1 to `sort`. */
export function contractColumns({ showKunde, sort, onSort }: Options): ListColumn<ContractListItem>[] {
  const title = sortableTitle(sort, onSort);
  return [
    {
      accessor: 'gesellschaft',
      title: title('Gesellschaft', 'gesellschaft'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.gesellschaft.name}
        </Text>
      ),
    },
    {
      accessor: 'sparte',
      title: title('Sparte / Beschreibung', 'sparte'),
      render: (row) => (
        <div>
          <Text size="sm">{row.sparte.name}</Text>
          {row.bezeichnung && row.bezeichnung !== row.sparte.name && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.bezeichnung}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'nummer',
      title: title('Versicherungsnummer', 'nummer'),
      render: (row) => (
        <div>
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {row.nummer}
          </Text>
          {row.kennzeichen && (
            <Text size="xs" c="dimmed">
              {row.kennzeichen}
            </Text>
          )}
        </div>
      ),
    },
    { accessor: 'status', title: title('Status', 'status'), render: (row) => <StatusPill status={row.status} /> },
    {
      accessor: 'kunde',
      title: title('Kunde', 'kunde'),
      hidden: !showKunde,
      render: (row) => (
        <div>
          <Text size="sm">{row.kunde.name}</Text>
          <Text size="xs" c="dimmed">
            Kundennr. {row.kunde.kundennr}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'praemie',
      title: title('Beitrag', 'praemie', true),
      textAlign: 'right',
      render: (row) => (
        <div>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatCents(row.praemieCents) || '–'}
          </Text>
          {row.zahlrhythm && (
            <Text size="xs" c="dimmed">
              {row.zahlrhythm}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'beginn',
      title: title('Beginn', 'beginn'),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (row) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDate(row.beginn) || '–'}
        </Text>
      ),
    },
  ];
}
