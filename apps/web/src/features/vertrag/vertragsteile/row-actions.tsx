import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';

export type RowActions<T> = { onEdit: (row: T) => void; onDelete: (row: T) => void; label: (row: T) => string };

/** Edit and delete of one row; null when the viewer may not change the contract (canEditContract). */
export function actionsColumn<T>(actions: RowActions<T> | null): DataTableColumn<T>[] {
  if (!actions) {
    return [];
  }
  return [
    {
      accessor: 'actions',
      title: <VisuallyHidden>Aktionen</VisuallyHidden>,
      textAlign: 'right',
      width: 84,
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Bearbeiten" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => actions.onEdit(row)}
              aria-label={`${actions.label(row)} bearbeiten`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Löschen" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => actions.onDelete(row)}
              aria-label={`${actions.label(row)} löschen`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

export const wide = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.sm})`;
export const narrow = (theme: { breakpoints: Record<string, string> }) =>
  `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

/** Shared look of the three tables. */
export const tableProps = {
  withTableBorder: true,
  borderRadius: 'sm',
  highlightOnHover: true,
  verticalSpacing: 'sm',
} as const;
