import { type CustomerListItem, formatCents } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import type { ListColumn } from '../../components/list-table';
import { sortableTitle } from '../../components/sort-header';
import type { SortState } from '../../lib/list-sort';

/** As a list sorted by name reads: 'Mustermann, Erika', a firm by its name. */
export const listName = (row: Pick<CustomerListItem, 'firma' | 'vorname' | 'nachname'>) =>
  row.firma ?? (row.vorname ? `${row.nachname}, ${row.vorname}` : row.nachname);

export const streetLine = (row: Pick<CustomerListItem, 'strasse' | 'hausnr'>) =>
  [row.strasse, row.hausnr].filter(Boolean).join(' ');
export const cityLine = (row: Pick<CustomerListItem, 'plz' | 'ort'>) => [row.plz, row.ort].filter(Boolean).join(' ');

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type Options = { sort: SortState; onSort: (key: string) => void };

/** Column accessors are the API's sort keys, so a header click maps 1:1 to `sort`. */
export function customerColumns({ sort, onSort }: Options): ListColumn<CustomerListItem>[] {
  const title = sortableTitle(sort, onSort);
  return [
    {
      accessor: 'kundennr',
      title: title('Kundennr', 'kundennr'),
      width: 120,
      render: (row) => (
        <Text size="sm" style={numeric}>
          {row.kundennr}
        </Text>
      ),
    },
    {
      accessor: 'name',
      title: title('Name/Firma', 'name'),
      render: (row) => (
        <Text size="sm" fw={600}>
          {listName(row)}
        </Text>
      ),
    },
    {
      accessor: 'ort',
      title: title('Anschrift', 'ort'),
      render: (row) => (
        <div>
          <Text size="sm">{streetLine(row) || '–'}</Text>
          <Text size="xs" c="dimmed">
            {cityLine(row)}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'betreuer',
      title: title('Betreuer', 'betreuer'),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (row) => (
        <div>
          <Text size="sm">{row.betreuer.name}</Text>
          <Text size="xs" c="dimmed">
            Vermittlernr. {row.betreuer.vermittlernummer}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'vertraege',
      title: title('Verträge', 'vertraege', true),
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" style={numeric}>
          {row.anzahlVertraege}
        </Text>
      ),
    },
    {
      accessor: 'jahresbeitrag',
      title: title('Jahresbeitrag', 'jahresbeitrag', true),
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" style={numeric} c={row.jahresbeitragCents === 0 ? 'dimmed' : undefined}>
          {formatCents(row.jahresbeitragCents)}
        </Text>
      ),
    },
  ];
}
