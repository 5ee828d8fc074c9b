import { authApi, type Me, type SettingsBody } from '@maklerwerk/domain';
import { type Query, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, setCsrfToken } from '../../lib/api-client';
import { clearCustomerTabs } from '../../lib/customer-tabs';
import { sessionKeys } from '../../lib/session';

export const viewAsTargetsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: sessionKeys.viewAsTargets(search),
    queryFn: ({ signal }) => apiCall(authApi.viewAsTargets, { query: { search: search || undefined }, signal }),
    staleTime: 60_000,
  });

const isMeQuery = (query: Query) => query.queryKey[0] === sessionKeys.me[0] && query.queryKey[1] === sessionKeys.me[1];

/** A new session sees other data: drop every cached answer and all customer tabs, keep only the new Me. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    clearCustomerTabs();
    queryClient.setQueryData(sessionKeys.me, me);
    // Reset (not clear): mounted screens refetch with the new session instead of keeping old data.
    void queryClient.resetQueries({ predicate: (query: Query) => !isMeQuery(query) });
  };
}

export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => apiCall(authApi.login, { body }),
    onSuccess: startSession,
  });
}

/** Forgets everything; the caller then navigates to the login, which asks the server again. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(authApi.logout),
    onSettled: () => {
      setCsrfToken(null);
      clearCustomerTabs();
      // Removing (not setting null) keeps the mounted layout quiet until the navigation replaces it.
      queryClient.removeQueries();
    },
  });
}

export function useViewAsMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (userId: number) => apiCall(authApi.viewAs, { body: { userId } }),
    onSuccess: startSession,
  });
}

export function useEndViewAsMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: () => apiCall(authApi.endViewAs),
    onSuccess: startSession,
  });
}

/** „Einstellungen“: the answer is the new Me; tables read the page size from it. */
export function useSaveSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => apiCall(authApi.settings, { body }),
    onSuccess: (me) => queryClient.setQueryData(sessionKeys.me, me),
  });
}
