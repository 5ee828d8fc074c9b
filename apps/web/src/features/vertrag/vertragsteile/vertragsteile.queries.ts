import { type EndpointBody, rueckkaufswertApi, versicherungssummeApi, wertpapierApi } from '@maklerwerk/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { vertragKeys } from '../../../shared/vertrag/vertrag.queries';

/**
 * Sums insured, buy-back values and embedded securities of one contract (issue 15 items 5–7), all under
 * `vertragKeys.detail(id)`: a change of the contract reloads them too; each write reloads only its list.
 */
export const vertragsteilKeys = {
  versicherungssummen: (id: number) => [...vertragKeys.detail(id), 'versicherungssummen'] as const,
  rueckkaufswerte: (id: number) => [...vertragKeys.detail(id), 'rueckkaufswerte'] as const,
  wertpapiere: (id: number) => [...vertragKeys.detail(id), 'wertpapiere'] as const,
  wertpapiereOf: (id: number, sparteId: number | undefined) =>
    [...vertragsteilKeys.wertpapiere(id), { sparteId }] as const,
  depotpositionen: (id: number) => [...vertragsteilKeys.wertpapiere(id), 'depotpositionen'] as const,
};

export const versicherungssummenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragsteilKeys.versicherungssummen(id),
    queryFn: ({ signal }) => apiCall(versicherungssummeApi.list, { params: { id }, signal }),
  });

export const rueckkaufswerteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragsteilKeys.rueckkaufswerte(id),
    queryFn: ({ signal }) => apiCall(rueckkaufswertApi.list, { params: { id }, signal }),
  });

export const wertpapiereQueryOptions = (id: number, sparteId?: number) =>
  queryOptions({
    queryKey: vertragsteilKeys.wertpapiereOf(id, sparteId),
    queryFn: ({ signal }) => apiCall(wertpapierApi.list, { params: { id }, query: { sparteId }, signal }),
  });

export const depotpositionenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragsteilKeys.depotpositionen(id),
    queryFn: ({ signal }) => apiCall(wertpapierApi.depotpositionen, { params: { id }, signal }),
  });

/** Spec §7.2: save, update and delete 'with reload'. */
const reload = (queryClient: QueryClient, queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

export function useSaveVersicherungssummeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof versicherungssummeApi.save>) =>
      apiCall(versicherungssummeApi.save, { params: { id }, body }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.versicherungssummen(id)),
  });
}

export function useDeleteVersicherungssummeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summeId: number) => apiCall(versicherungssummeApi.delete, { params: { id, summeId } }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.versicherungssummen(id)),
  });
}

export function useSaveRueckkaufswertMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof rueckkaufswertApi.save>) =>
      apiCall(rueckkaufswertApi.save, { params: { id }, body }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.rueckkaufswerte(id)),
  });
}

export function useDeleteRueckkaufswertMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rueckkaufswertId: number) => apiCall(rueckkaufswertApi.delete, { params: { id, rueckkaufswertId } }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.rueckkaufswerte(id)),
  });
}

export function useSaveWertpapierMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof wertpapierApi.save>) =>
      apiCall(wertpapierApi.save, { params: { id }, body }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.wertpapiere(id)),
  });
}

export function useDeleteWertpapierMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wertpapierId: number) => apiCall(wertpapierApi.delete, { params: { id, wertpapierId } }),
    onSuccess: () => reload(queryClient, vertragsteilKeys.wertpapiere(id)),
  });
}
