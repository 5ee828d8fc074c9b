import { redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/session';
import type { RouterContext } from '../../router-context';

/**
 * beforeLoad of every area behind the login (/home, /communication, …): without a session, log in first.
 * A module of its own: a route's beforeLoad is part of the first page, its layout (the app shell) is not
 * (the login page loads no shell; docs/decisions/0030).
 */
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
