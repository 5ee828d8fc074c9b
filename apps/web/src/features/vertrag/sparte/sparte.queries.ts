import { type EndpointBody, type EndpointQuery, sparteApi } from '@maklerwerk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { vertragKeys } from '../../../shared/vertrag/vertrag.queries';

/** Sparten of one contract live under `[...vertragKeys.detail(id), 'sparten']`; tariffs under `['tarif']`. */
export const sparteKeys = {
  all: (id: number) => [...vertragKeys.detail(id), 'sparten'] as const,
  list: (id: number) => [...sparteKeys.all(id), 'list'] as const,
  detail: (id: number, sparteId: number) => [...sparteKeys.all(id), 'detail', sparteId] as const,
  tarifForm: (query: EndpointQuery<typeof sparteApi.tarifForm>) => ['tarif', 'form', query] as const,
};

export const spartenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sparteKeys.list(id),
    queryFn: ({ signal }) => apiCall(sparteApi.list, { params: { id }, signal }),
    staleTime: 0,
  });

export const sparteQueryOptions = (id: number, sparteId: number) =>
  queryOptions({
    queryKey: sparteKeys.detail(id, sparteId),
    queryFn: ({ signal }) => apiCall(sparteApi.get, { params: { id, sparteId }, signal }),
    staleTime: 0,
  });

export const tarifFormQueryOptions = (query: EndpointQuery<typeof sparteApi.tarifForm>) =>
  queryOptions({
    queryKey: sparteKeys.tarifForm(query),
    queryFn: ({ signal }) => apiCall(sparteApi.tarifForm, { query, signal }),
    staleTime: 0,
    retry: false,
  });

/** Switching off removes branches and damage reports: the whole contract (steps, reports) reloads. */
export function useDeactivateSpartenMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof sparteApi.deactivate>) =>
      apiCall(sparteApi.deactivate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vertragKeys.detail(id) }),
  });
}

export function useAddSparteMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof sparteApi.add>) => apiCall(sparteApi.add, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vertragKeys.detail(id) }),
  });
}

export function useSaveSparteMutation(id: number, sparteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vertragKeys.save(id, `sparte-${sparteId}`),
    mutationFn: (body: EndpointBody<typeof sparteApi.save>) =>
      apiCall(sparteApi.save, { params: { id, sparteId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sparteKeys.all(id) }),
  });
}

export function useSaveTarifMutation(tarifId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof sparteApi.createTarif>) =>
      tarifId === null
        ? apiCall(sparteApi.createTarif, { body })
        : apiCall(sparteApi.updateTarif, { params: { tarifId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tarif'] }),
        queryClient.invalidateQueries({ queryKey: vertragKeys.all }),
      ]),
  });
}
