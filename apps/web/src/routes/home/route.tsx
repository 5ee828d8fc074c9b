import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '../../app/shell/app-layout';
import { PageSkeleton } from '../../components/page-skeleton';
import { meQueryOptions } from '../../lib/session';

export const Route = createFileRoute('/home')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions);
    if (!me) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: HomeLayout,
});

function HomeLayout() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  const navigate = useNavigate();
  const router = useRouter();

  // The session ended under our feet (expired, logged out elsewhere): log in again, then come back.
  useEffect(() => {
    const { pathname, searchStr } = router.state.location;
    if (!me && pathname.startsWith('/home')) {
      void navigate({ to: '/login', search: { redirect: pathname + searchStr }, replace: true });
    }
  }, [me, navigate, router]);

  return me ? <AppLayout /> : <PageSkeleton />;
}
