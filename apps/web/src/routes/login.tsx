import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { searchSchema, text } from '../lib/search-schema';
import { meQueryOptions } from '../lib/session';

/** Without a deep link the user lands on the start page. */
const defaultTarget = '/home';

/** Only same-app paths: never send the user to another site after login. */
function safeTarget(redirectTo: string | undefined): string {
  return redirectTo?.startsWith('/') && !redirectTo.startsWith('//') && !redirectTo.startsWith('/login')
    ? redirectTo
    : defaultTarget;
}

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema({ redirect: text() }),
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions);
    if (me) {
      throw redirect({ href: safeTarget(search.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  // While the user types: fetch the code of the page that follows the login.
  useEffect(() => {
    const { pathname } = new URL(safeTarget(redirectTo), window.location.origin);
    for (const route of router.getMatchedRoutes(pathname)[0]) {
      router.loadRouteChunk(route)?.catch(() => undefined);
    }
  }, [router, redirectTo]);
  return <LoginPage onLoggedIn={() => void navigate({ href: safeTarget(redirectTo), replace: true })} />;
}
