import {
  canImportDaten,
  canManageDocuments,
  canSeeCommissions,
  canSeeOfficeChangeLog,
  isCustomerKind,
  isCustomerOnly,
  type SessionUser,
} from '@maklerwerk/domain';
import { AppShell, Stack, Text } from '@mantine/core';
import {
  IconCalendar,
  IconDatabaseImport,
  IconFileCertificate,
  IconFolder,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconReportMoney,
  IconUsers,
} from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { NavRouterLink } from '../../components/router-links';
import { userKindLabel } from '../../features/auth/user-kind-label';
import { useSession } from '../../lib/session';

type Props = { user: SessionUser; onNavigate: () => void };

export function AppNavbar({ user, onNavigate }: Props) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { actor } = useSession();

  return (
    <>
      <AppShell.Section grow component="nav" aria-label="Hauptnavigation">
        <Stack gap={2} p="xs">
          <NavRouterLink
            to="/home"
            activeOptions={{ exact: true }}
            label="Übersicht"
            leftSection={<IconLayoutDashboard size={18} stroke={1.6} />}
            active={pathname === '/home' || pathname === '/home/'}
            onClick={onNavigate}
            fw={500}
          />
          <NavRouterLink
            to="/home/versicherungen/insurance-group"
            search={{}}
            label="Versicherungen"
            leftSection={<IconFileCertificate size={18} stroke={1.6} />}
            active={pathname.startsWith('/home/versicherungen')}
            onClick={onNavigate}
            fw={500}
          />
          {!isCustomerOnly(user) && (
            <NavRouterLink
              to="/home/kunden"
              search={{}}
              label="Kunden"
              leftSection={<IconUsers size={18} stroke={1.6} />}
              active={pathname.startsWith('/home/kunden')}
              onClick={onNavigate}
              fw={500}
            />
          )}
          {canManageDocuments(actor) && (
            <>
              <NavRouterLink
                to="/home/posteingang"
                label="Posteingang"
                leftSection={<IconInbox size={18} stroke={1.6} />}
                active={pathname.startsWith('/home/posteingang')}
                onClick={onNavigate}
                fw={500}
              />
              <NavRouterLink
                to="/home/eigene-dokumente"
                search={{}}
                label="Eigene Dokumente"
                leftSection={<IconFolder size={18} stroke={1.6} />}
                active={pathname.startsWith('/home/eigene-dokumente')}
                onClick={onNavigate}
                fw={500}
              />
            </>
          )}
          {canSeeCommissions(actor) && !isCustomerKind(actor.viewed) && (
            <NavRouterLink
              to="/home/courtage-abgleich"
              search={{}}
              label="Courtage-Abgleich"
              leftSection={<IconReportMoney size={18} stroke={1.6} />}
              active={pathname.startsWith('/home/courtage-abgleich')}
              onClick={onNavigate}
              fw={500}
            />
          )}
          {canImportDaten(actor) && (
            <NavRouterLink
              to="/home/datenimport"
              label="Datenimport"
              leftSection={<IconDatabaseImport size={18} stroke={1.6} />}
              active={pathname.startsWith('/home/datenimport')}
              onClick={onNavigate}
              fw={500}
            />
          )}
          {canSeeOfficeChangeLog(actor) && (
            <NavRouterLink
              to="/home/aenderungslog"
              search={{}}
              label="Änderungslog"
              leftSection={<IconHistory size={18} stroke={1.6} />}
              active={pathname.startsWith('/home/aenderungslog')}
              onClick={onNavigate}
              fw={500}
            />
          )}
          <NavRouterLink
            to="/communication/kalender"
            search={{}}
            label="Kalender"
            leftSection={<IconCalendar size={18} stroke={1.6} />}
            active={pathname.startsWith('/communication/kalender')}
            onClick={onNavigate}
            fw={500}
          />
        </Stack>
      </AppShell.Section>
      {/* On phones the header has no room for the name: show who is logged in here. */}
      <AppShell.Section hiddenFrom="sm" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm" fw={600}>
          {user.displayName}
        </Text>
        <Text size="xs" c="dimmed">
          {userKindLabel[user.kind]}
        </Text>
      </AppShell.Section>
    </>
  );
}
