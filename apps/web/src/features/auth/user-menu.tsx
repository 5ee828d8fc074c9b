import { canChangeOwnSettings, isOriginalBrokerOrInternal } from '@maklerwerk/domain';
import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSettings, IconUserSearch } from '@tabler/icons-react';
import type { Session } from '../../lib/session';
import { useLogoutMutation } from './auth.queries';
import { SettingsModal } from './settings-modal';
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
  const [settingsOpened, settings] = useDisclosure(false);

  return (
    <>
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
          {canChangeOwnSettings(actor) && (
            <Menu.Item leftSection={<IconSettings size={16} />} onClick={settings.open}>
              Einstellungen
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
      <SettingsModal opened={settingsOpened} onClose={settings.close} tablePageSize={me.user.tablePageSize} />
    </>
  );
}
