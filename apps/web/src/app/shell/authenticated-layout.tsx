import { useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { AlarmListener } from '../../components/termin-alarm/alarm-listener';
import { meQueryOptions } from '../../lib/session';
import type { RouterContext } from '../../router-context';
import { AppLayout } from './app-layout';

/** beforeLoad of every area behind the login (/home, /communication): without a session, log in first. */
export async function requireSession({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}): Promise<void> {
  const me = await context.queryClient.ensureQueryData(meQueryOptions);
  if (!me) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

/** The app shell around an area behind the login. */
export function AuthenticatedLayout() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  const navigate = useNavigate();
  const router = useRouter();

  // The session ended under our feet (expired, logged out elsewhere): log in again, then come back.
  useEffect(() => {
    const { pathname, searchStr } = router.state.location;
    if (!me && pathname !== '/login') {
      void navigate({ to: '/login', search: { redirect: pathname + searchStr }, replace: true });
    }
  }, [me, navigate, router]);

  return me ? (
    <>
      <AlarmListener />
      <AppLayout />
    </>
  ) : (
    <PageSkeleton />
  );
}
