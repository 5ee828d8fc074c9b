import { isOriginalBrokerOrInternal } from '@maklerwerk/domain';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserSearch } from '@tabler/icons-react';
import type { Session } from '../../lib/session';
import { useLogoutMutation } from './auth.queries';
import { userKindLabel } from './user-kind-label';
import classes from './user-menu.module.css';

type Props = { session: Session; onOpenViewAs: () => void; onLoggedOut: () => void };

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function UserMenu({ session, onOpenViewAs, onLoggedOut }: Props) {
  const logout = useLogoutMutation();
  const { me, actor } = session;
  const user = me.originalUser;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`Benutzermenü von ${user.displayName}`}>
          <Group gap={10} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34} aria-hidden className={classes.avatar}>
              {initialsOf(user.displayName)}
            </Avatar>
            <div className={classes.name}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {user.displayName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {userKindLabel[user.kind]}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Angemeldet als {user.username}</Menu.Label>
        {isOriginalBrokerOrInternal(actor) && (
          <Menu.Item leftSection={<IconUserSearch size={16} />} onClick={onOpenViewAs}>
            Ansicht wechseln
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate(undefined, { onSettled: onLoggedOut })}
        >
          Abmelden
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
