import { type Actor, authApi, effectiveRights, type Me, type Rights } from '@maklerwerk/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from './api-client';

/** The one key factory of the auth resource: the session and the users one may view as. */
export const sessionKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  viewAsTargets: (search: string) => [...sessionKeys.all, 'view-as-targets', search] as const,
};

/** The current session, or null when nobody is logged in. */
export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiCall(authApi.me, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        return null;
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export type Session = { me: Me; actor: Actor; rights: Rights };

export function toSession(me: Me): Session {
  const actor: Actor = { original: me.originalUser, viewed: me.user };
  return { me, actor, rights: effectiveRights(actor) };
}

/** The logged-in session; only for components below the /home layout, which guarantees one. */
export function useSession(): Session {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  if (!me) {
    throw new Error('Keine angemeldete Sitzung.');
  }
  return toSession(me);
}
