import { opensCustomerTabs } from '@maklerwerk/domain';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { ViewAsBanner } from '../../features/auth/view-as-banner';
import { ViewAsModal } from '../../features/auth/view-as-modal';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { CustomerTabStrip } from './customer-tab-strip';

const headerHeight = 56;
const bannerHeight = { base: 68, sm: 40 };

/** Everything under /home: header, navigation, view-as banner, customer tabs, page. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [navOpened, nav] = useDisclosure(false);
  const [viewAsOpened, viewAsModal] = useDisclosure(false);
  const viewing = session.me.isViewingAs;
  const goToList = () => void navigate({ to: '/home/versicherungen/insurance-group', search: {} });

  return (
    <AppShell
      header={{
        height: viewing ? { base: headerHeight + bannerHeight.base, sm: headerHeight + bannerHeight.sm } : headerHeight,
      }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader
          session={session}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onOpenViewAs={viewAsModal.open}
          onLoggedOut={() => void navigate({ to: '/login', search: {} })}
          height={headerHeight}
        />
        {viewing && <ViewAsBanner me={session.me} onEnded={goToList} />}
      </AppShell.Header>
      <AppShell.Navbar>
        <AppNavbar user={session.me.originalUser} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {opensCustomerTabs(session.actor) && <CustomerTabStrip />}
        <Outlet />
      </AppShell.Main>
      <ViewAsModal opened={viewAsOpened} onClose={viewAsModal.close} onSwitched={goToList} />
    </AppShell>
  );
}
