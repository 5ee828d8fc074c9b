import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { meQueryOptions } from '../../lib/session';
import { AppLayout } from './app-layout';

/**
 * The in-app alarms: their listener (the event stream, the alarm's schema and the appointment API) is
 * loaded beside the page, not as part of the first page's code (docs/decisions/0030).
 */
const AlarmListener = lazy(() =>
  import('../../features/termin/alarm/alarm-listener').then((m) => ({ default: m.AlarmListener })),
);

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
      <Suspense fallback={null}>
        <AlarmListener />
      </Suspense>
      <AppLayout />
    </>
  ) : (
    <PageSkeleton />
  );
}
