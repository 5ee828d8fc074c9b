import { ActionIcon, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListColumn } from '../list-table';

/**
 * The menu of a row's actions (postbox, tasks): the dots button named 'Aktionen zu „…“' and its items.
 * Clicks and keys stay in the menu, so that they do not open the row.
 */
export function RowActionsMenu({ subject, children }: { subject: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Aktionen zu „${subject}“`}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The item 'Löschen' of a row's menu. */
export function RowDeleteItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={onClick}>
      Löschen
    </Menu.Item>
  );
}

/** The last column of a table with a row menu: no visible title, the menu at the right. */
export function rowActionsColumn<T>(actions: (row: T) => ReactNode): ListColumn<T> {
  return {
    accessor: 'actions',
    title: <VisuallyHidden>Aktionen</VisuallyHidden>,
    width: 56,
    textAlign: 'right',
    render: (row) => actions(row),
  };
}

/** The line above a table: how many rows the list has (a space while it loads) and the table's buttons. */
export function TableToolbar({ count, children }: { count: string | undefined; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="sm" gap="sm" mih={36}>
      <Text size="sm" c="dimmed">
        {count ?? ' '}
      </Text>
      {children}
    </Group>
  );
}

/** '1 Eintrag', '30 Einträge' (or another noun's singular and plural). */
export function countLabel(total: number, one = 'Eintrag', many = 'Einträge'): string {
  return `${total} ${total === 1 ? one : many}`;
}
