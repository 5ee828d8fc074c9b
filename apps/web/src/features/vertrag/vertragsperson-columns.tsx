import type { ContractPersonRow } from '@maklerwerk/domain';
import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';

export const personLabel = (row: ContractPersonRow) => [row.person.vorname, row.person.name].filter(Boolean).join(' ');

const addressOf = ({ person: { addresse } }: ContractPersonRow) =>
  [addresse.strasse, [addresse.plz, addresse.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

type Options = { onEdit: (row: ContractPersonRow) => void; onDelete: (row: ContractPersonRow) => void };

const wide = (min: string) => (theme: { breakpoints: Record<string, string> }) =>
  `(min-width: ${theme.breakpoints[min]})`;
const narrow = (theme: { breakpoints: Record<string, string> }) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

/** Rolle, Name, Vorname, Anschrift (phones: one column with all of it); open and delete only where the row allows it. */
export function vertragspersonColumns({ onEdit, onDelete }: Options): DataTableColumn<ContractPersonRow>[] {
  return [
    {
      accessor: 'vtgrolle',
      title: 'Rolle',
      visibleMediaQuery: wide('sm'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.vtgrolle}
        </Text>
      ),
    },
    { accessor: 'person.name', title: 'Name', visibleMediaQuery: wide('sm') },
    {
      accessor: 'person.vorname',
      title: 'Vorname',
      visibleMediaQuery: wide('sm'),
      render: (row) => row.person.vorname ?? '–',
    },
    {
      accessor: 'anschrift',
      title: 'Anschrift',
      visibleMediaQuery: wide('md'),
      render: (row) =>
        addressOf(row) || (
          <Text span c="dimmed">
            –
          </Text>
        ),
    },
    {
      accessor: 'person',
      title: 'Person',
      visibleMediaQuery: narrow,
      render: (row) => (
        <div>
          <Text size="sm" fw={600}>
            {row.vtgrolle}
          </Text>
          <Text size="sm">{personLabel(row)}</Text>
          <Text size="xs" c="dimmed">
            {addressOf(row)}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Aktionen</VisuallyHidden>,
      textAlign: 'right',
      width: 84,
      render: (row) =>
        row.canEdit ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="Bearbeiten" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onEdit(row)}
                aria-label={`${personLabel(row)} (${row.vtgrolle}) bearbeiten`}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Löschen" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onDelete(row)}
                aria-label={`${personLabel(row)} (${row.vtgrolle}) löschen`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null,
    },
  ];
}
