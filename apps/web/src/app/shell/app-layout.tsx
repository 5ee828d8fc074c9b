import { opensCustomerTabs } from '@maklerwerk/domain';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ViewAsBanner } from '../../features/auth/view-as-banner';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { CustomerTabStrip } from './customer-tab-strip';

/** 'Ansicht wechseln' is loaded when it is first opened, not with the first page (docs/decisions/0030). */
const ViewAsModal = lazy(() => import('../../features/auth/view-as-modal').then((m) => ({ default: m.ViewAsModal })));

const headerHeight = 56;
const bannerHeight = { base: 68, sm: 40 };

/** Everything under /home: header, navigation, view-as banner, customer tabs, page. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [navOpened, nav] = useDisclosure(false);
  const [viewAsOpened, viewAsModal] = useDisclosure(false);
  // Once opened the dialog stays mounted, so that it closes with its transition.
  const [viewAsMounted, setViewAsMounted] = useState(false);
  const openViewAs = () => {
    setViewAsMounted(true);
    viewAsModal.open();
  };
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
          onOpenViewAs={openViewAs}
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
      {viewAsMounted && (
        <Suspense fallback={null}>
          <ViewAsModal opened={viewAsOpened} onClose={viewAsModal.close} onSwitched={goToList} />
        </Suspense>
      )}
    </AppShell>
  );
}
