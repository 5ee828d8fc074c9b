import {
  type DamageReportDetails,
  type damageReportSortKeys,
  type EndpointBody,
  type MergeDamageReportsBody,
  schadensmeldungApi,
} from '@maklerwerk/domain';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import type { RouterContext } from '../../router-context';
import { contractDetailsQueryOptions, vertragKeys } from '../../shared/vertrag/vertrag.queries';

export type DamageReportSortKey = (typeof damageReportSortKeys)[number];
/** One page of the list: always sent in full, so that equal queries share one key. */
export type DamageReportListQuery = {
  offset: number;
  limit: number;
  sort: DamageReportSortKey;
  dir: 'asc' | 'desc';
};

/** The damage reports of one contract live under the contract's keys (`vertragKeys.detail(id)`). */
export const schadensmeldungKeys = {
  all: (contractId: number) => [...vertragKeys.detail(contractId), 'schadensmeldungen'] as const,
  lists: (contractId: number) => [...schadensmeldungKeys.all(contractId), 'list'] as const,
  list: (contractId: number, query: DamageReportListQuery) =>
    [...schadensmeldungKeys.lists(contractId), query] as const,
  detail: (contractId: number, schadenId: number) =>
    [...schadensmeldungKeys.all(contractId), 'detail', schadenId] as const,
};

export const schadensmeldungenQueryOptions = (contractId: number, query: DamageReportListQuery) =>
  queryOptions({
    queryKey: schadensmeldungKeys.list(contractId, query),
    queryFn: ({ signal }) => apiCall(schadensmeldungApi.list, { params: { id: contractId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** One report with payments and status history; fetched fresh whenever its page opens. */
export const schadensmeldungQueryOptions = (contractId: number, schadenId: number) =>
  queryOptions({
    queryKey: schadensmeldungKeys.detail(contractId, schadenId),
    queryFn: ({ signal }) => apiCall(schadensmeldungApi.get, { params: { schadenId }, signal }),
    staleTime: 0,
  });

// Mutations: each one updates or invalidates only the keys of what it changed.

const refreshList = (queryClient: QueryClient, contractId: number) =>
  queryClient.invalidateQueries({ queryKey: schadensmeldungKeys.lists(contractId) });

/** 'Schaden melden': the list gets the new row; the caller opens the new report. */
export function useReportDamageMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof schadensmeldungApi.report>) =>
      apiCall(schadensmeldungApi.report, { params: { id: contractId }, body }),
    onSuccess: () => void refreshList(queryClient, contractId),
  });
}

/** The report page's answer is the saved report: it replaces the cached one; the list follows. */
function useDetailsMutation<V>(
  contractId: number,
  schadenId: number,
  call: (variables: V) => Promise<DamageReportDetails>,
  { listChanges }: { listChanges: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(schadensmeldungKeys.detail(contractId, schadenId), result);
      if (listChanges) {
        void refreshList(queryClient, contractId);
      }
    },
  });
}

export function useSaveSchadensmeldungMutation(contractId: number, schadenId: number) {
  return useDetailsMutation(
    contractId,
    schadenId,
    (body: EndpointBody<typeof schadensmeldungApi.save>) =>
      apiCall(schadensmeldungApi.save, { params: { schadenId }, body }),
    { listChanges: true },
  );
}

// Payments are not shown in the list: only the report's page changes.
export function useAddZahlungMutation(contractId: number, schadenId: number) {
  return useDetailsMutation(
    contractId,
    schadenId,
    (body: EndpointBody<typeof schadensmeldungApi.addZahlung>) =>
      apiCall(schadensmeldungApi.addZahlung, { params: { schadenId }, body }),
    { listChanges: false },
  );
}

export function useSaveZahlungMutation(contractId: number, schadenId: number) {
  return useDetailsMutation(
    contractId,
    schadenId,
    ({ zahlungId, body }: { zahlungId: number; body: EndpointBody<typeof schadensmeldungApi.saveZahlung> }) =>
      apiCall(schadensmeldungApi.saveZahlung, { params: { schadenId, zahlungId }, body }),
    { listChanges: false },
  );
}

export function useDeleteZahlungMutation(contractId: number, schadenId: number) {
  return useDetailsMutation(
    contractId,
    schadenId,
    (zahlungId: number) => apiCall(schadensmeldungApi.deleteZahlung, { params: { schadenId, zahlungId } }),
    { listChanges: false },
  );
}

/**
 * A deleted report leaves the list. Its cached page stays until it is no longer shown (removing it
 * would make the open page load it again and show 'nicht gefunden' before the caller leaves).
 */
export function useDeleteSchadensmeldungMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schadenId: number) => apiCall(schadensmeldungApi.delete, { params: { schadenId } }),
    onSuccess: () => void refreshList(queryClient, contractId),
  });
}

/** The merge changes both reports and the list; the source is gone, the kept one is loaded again. */
export function useMergeSchadensmeldungenMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeDamageReportsBody) => apiCall(schadensmeldungApi.merge, { body }),
    onSuccess: (_result, body) => {
      queryClient.removeQueries({ queryKey: schadensmeldungKeys.detail(contractId, body.toRemove.schadenId) });
      void queryClient.invalidateQueries({ queryKey: schadensmeldungKeys.detail(contractId, body.toKeep.schadenId) });
      void refreshList(queryClient, contractId);
    },
  });
}

/**
 * Route loader of the report page: starts loading the contract's header and the report while the
 * page renders (a missing or foreign report is shown by the page, not thrown by the loader).
 */
export function prefetchSchadensmeldung(context: RouterContext, contractId: number, schadenId: number): void {
  if (!Number.isNaN(contractId) && !Number.isNaN(schadenId)) {
    void context.queryClient.prefetchQuery(contractDetailsQueryOptions(contractId));
    void context.queryClient.prefetchQuery(schadensmeldungQueryOptions(contractId, schadenId));
  }
}
