import { anmerkungApi, type EndpointBody, PAGE_SIZE } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from '../vertrag/vertrag.queries';

/** The notes of a contract live under the contract's keys (`vertragKeys.detail(id)`). */
export const anmerkungKeys = {
  all: (contractId: number) => [...vertragKeys.detail(contractId), 'anmerkungen'] as const,
  page: (contractId: number, offset: number, schadenId: number | undefined) =>
    [...anmerkungKeys.all(contractId), { offset, schadenId }] as const,
};

/** One page of the notes the user may see, newest first (spec 2.7: 10 per page). */
export const anmerkungenQueryOptions = (contractId: number, offset: number, schadenId?: number) =>
  queryOptions({
    queryKey: anmerkungKeys.page(contractId, offset, schadenId),
    queryFn: ({ signal }) =>
      apiCall(anmerkungApi.list, {
        params: { id: contractId },
        query: { offset, limit: PAGE_SIZE.notes, schadenId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Save (spec 7: the note plus owner); the list is reloaded before the modal closes (spec 4). */
export function useSaveAnmerkungMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof anmerkungApi.save>) => apiCall(anmerkungApi.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anmerkungKeys.all(contractId) }),
  });
}

export function useDeleteAnmerkungMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => apiCall(anmerkungApi.delete, { params: { noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anmerkungKeys.all(contractId) }),
  });
}

/** After a 409: the notes are loaded again. */
export function useReloadAnmerkungen(contractId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: anmerkungKeys.all(contractId) });
}
