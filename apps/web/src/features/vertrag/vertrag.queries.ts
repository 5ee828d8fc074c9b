import { fahrzeugApi, versicherteSacheApi, vertragApi, vertragspersonApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';
import type { RouterContext } from '../../router-context';

export const contractDetailsQueryOptions = (id: number, newVertrag = false) =>
  queryOptions({
    queryKey: contractKeys.details(id, newVertrag),
    queryFn: ({ signal }) =>
      apiCall(vertragApi.details, { params: { id }, query: { newVertrag: newVertrag ? 'true' : undefined }, signal }),
  });

export const allgemeineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'allgemeine'),
    // A form's definitions are fetched fresh whenever it opens (spec 2.1: leaving clears them).
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(vertragApi.allgemeine, { params: { id }, signal }),
  });

export const weitereQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'weitere'),
    // A form's definitions are fetched fresh whenever it opens (spec 2.1: leaving clears them).
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(vertragApi.weitere, { params: { id }, signal }),
  });

export const combosQueryOptions = (id: number, gesellschaftId: number | undefined) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'combos', gesellschaftId ?? null),
    queryFn: ({ signal }) => apiCall(vertragApi.combos, { params: { id }, query: { gesellschaftId }, signal }),
    staleTime: 5 * 60_000,
  });

export const versicherteSacheQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'versicherteSache'),
    // A form's definitions are fetched fresh whenever it opens (spec 2.1: leaving clears them).
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(versicherteSacheApi.get, { params: { id }, signal }),
  });

export const vertragspersonenQueryOptions = (id: number, offset: number, limit: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'vertragspersonen', { offset, limit }),
    queryFn: ({ signal }) => apiCall(vertragspersonApi.list, { params: { id }, query: { offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });

export const vertragspersonDialogQueryOptions = (id: number, linkId: number | null) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'vertragspersonDialog', linkId),
    queryFn: ({ signal }) =>
      apiCall(vertragspersonApi.dialog, { params: { id }, query: { linkId: linkId ?? undefined }, signal }),
    staleTime: 0,
  });

export const fahrzeugdatenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'fahrzeugdaten'),
    // A form's definitions are fetched fresh whenever it opens (spec 2.1: leaving clears them).
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(fahrzeugApi.get, { params: { id }, signal }),
  });

export const policeNrHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'policeNrHistory'),
    queryFn: ({ signal }) => apiCall(vertragApi.policeNrHistory, { query: { vertragId: id }, signal }),
    staleTime: 0,
  });

export const statusHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.part(id, 'statusHistory'),
    queryFn: ({ signal }) => apiCall(vertragApi.statusHistory, { params: { id }, signal }),
  });

/** Route loader of the contract pages: starts loading the details while the page renders. */
export function prefetchContractDetails({ context, params }: { context: RouterContext; params: { id: number } }): void {
  if (!Number.isNaN(params.id)) {
    void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
  }
}
