import { COURTAGE_PAGE_SIZE, courtageApi, type EndpointBody } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { courtageKeys } from './courtage.queries';

/** The referrer lookup waits this long after the last keystroke (spec §5.4, §9). */
export const ZUBRINGER_LOOKUP_DEBOUNCE_MS = 300;

/** Keys of the referrer commission (Zubringercourtage, spec §2.4), below the contract's courtage keys. */
export const zubringerKeys = {
  all: (id: number) => [...courtageKeys.all(id), 'zubringer'] as const,
  page: (id: number, offset: number) => [...zubringerKeys.all(id), { offset }] as const,
};

/** One page of 'Courtagezubringer' (10 rows, paged on the server) with the editable flag and the MwSt config. */
export const zubringerQueryOptions = (id: number, offset: number) =>
  queryOptions({
    queryKey: zubringerKeys.page(id, offset),
    queryFn: ({ signal }) =>
      apiCall(courtageApi.zubringer, { params: { id }, query: { offset, limit: COURTAGE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Create (no id) or update (id and version) an entry; its table reloads. */
export function useSaveZubringerMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof courtageApi.saveZubringer>) =>
      apiCall(courtageApi.saveZubringer, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zubringerKeys.all(id) }),
  });
}

export function useDeleteZubringerMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courtageId: number) => apiCall(courtageApi.deleteZubringer, { params: { courtageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zubringerKeys.all(id) }),
  });
}
