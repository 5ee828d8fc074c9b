import { type IcalFeed, type SerienBereich, terminApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/**
 * Keys of the calendar page, below the root ['termine'] of every appointment query: when the editor
 * saves or deletes and invalidates ['termine'], the calendar is loaded again.
 */
export const kalenderKeys = {
  all: ['termine'] as const,
  kalenderAll: ['termine', 'kalender'] as const,
  kalender: (from: string, to: string, users: readonly number[]) =>
    ['termine', 'kalender', from, to, [...users].sort((a, b) => a - b)] as const,
  icalFeed: ['termine', 'ical-feed'] as const,
};

/** The items of the visible days (series expanded) and the calendars one may show. */
export const kalenderQueryOptions = (from: string, to: string, users: readonly number[]) =>
  queryOptions({
    queryKey: kalenderKeys.kalender(from, to, users),
    queryFn: ({ signal }) =>
      apiCall(terminApi.kalender, {
        query: { from, to, ...(users.length ? { users: [...users].sort((a, b) => a - b) } : {}) },
        signal,
      }),
    // Paging to the next week keeps the last week's items until the new ones are there.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Whether the user's iCal feed is set up (never its address: that is only in the answer that made it). */
export const icalFeedQueryOptions = () =>
  queryOptions({
    queryKey: kalenderKeys.icalFeed,
    queryFn: ({ signal }) => apiCall(terminApi.icalFeed, { signal }),
  });

export type MoveRequest = {
  sid: number;
  begin: string;
  end: string;
  scope: SerienBereich;
  /** The moved occurrence of a series ('DD.MM.YYYY HH:mm'). */
  occurrence?: string | undefined;
};

/**
 * Moving or resizing in the calendar: reads the item's current version, then moves it. The calendar
 * (and every other appointment query) is loaded again afterwards, also after a failure.
 */
export function useMoveTerminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sid, begin, end, scope, occurrence }: MoveRequest) => {
      const current = await apiCall(terminApi.get, { params: { sid } });
      return apiCall(terminApi.move, {
        params: { sid },
        body: { version: current.version, begin, end, scope, ...(occurrence ? { occurrence } : {}) },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kalenderKeys.all }),
  });
}

/** 'Adresse erzeugen': a new secret address; the old one stops working. The answer carries the URL once. */
export function useRenewIcalFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(terminApi.renewIcalFeed),
    onSuccess: (feed: IcalFeed) => queryClient.setQueryData(kalenderKeys.icalFeed, { ...feed, url: null }),
  });
}

/** 'Widerrufen': the address stops working. */
export function useRevokeIcalFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(terminApi.revokeIcalFeed),
    onSuccess: (feed: IcalFeed) => queryClient.setQueryData(kalenderKeys.icalFeed, { ...feed, url: null }),
  });
}
