import { isOriginalBrokerOrInternal } from '@maklerwerk/domain';
import { Menu } from '@mantine/core';
import { IconLogout, IconUserSearch } from '@tabler/icons-react';
import type { Session } from '../../lib/session';
import { useLogoutMutation } from './auth.queries';
import { UserMenuButton } from './user-menu-button';

export type UserMenuProps = { session: Session; onOpenViewAs: () => void; onLoggedOut: () => void };

export function UserMenu({
  session,
  onOpenViewAs,
  onLoggedOut,
  defaultOpened = false,
}: UserMenuProps & { defaultOpened?: boolean }) {
  const logout = useLogoutMutation();
  const { me, actor } = session;
  const user = me.originalUser;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton user={user} />
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
