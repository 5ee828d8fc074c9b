import { type EndpointBody, fahrzeugApi, versicherteSacheApi, vertragApi, vertragspersonApi } from '@maklerwerk/domain';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import type { RouterContext } from '../../router-context';
import { contractDetailsQueryOptions } from './vertrag-details.queries';
import { vertragKeys } from './vertrag-keys';

export { contractDetailsQueryOptions } from './vertrag-details.queries';
export { vertragKeys } from './vertrag-keys';
export { contractListQueryOptions } from './vertrag-list.queries';

// A form's definitions are fetched fresh whenever it opens (spec 2.1: leaving clears them): staleTime 0.
export const allgemeineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.allgemeine(id),
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(vertragApi.allgemeine, { params: { id }, signal }),
  });

export const weitereQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.weitere(id),
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(vertragApi.weitere, { params: { id }, signal }),
  });

export const combosQueryOptions = (id: number, gesellschaftId: number | undefined) =>
  queryOptions({
    queryKey: vertragKeys.combos(id, gesellschaftId ?? null),
    queryFn: ({ signal }) => apiCall(vertragApi.combos, { params: { id }, query: { gesellschaftId }, signal }),
    staleTime: 5 * 60_000,
  });

/** Spec 5: the company's rule for the policy number being edited. */
export const policyNumberCheckQueryOptions = (id: number, gesellschaftId: number | undefined, nummer: string) =>
  queryOptions({
    queryKey: vertragKeys.policyNumberCheck(id, gesellschaftId, nummer),
    queryFn: ({ signal }) =>
      apiCall(vertragApi.policyNumberCheck, {
        query: { gesellschaftId: gesellschaftId ?? 0, polNummer: nummer },
        signal,
      }),
    enabled: gesellschaftId !== undefined && nummer !== '',
  });

export const versicherteSacheQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.versicherteSache(id),
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(versicherteSacheApi.get, { params: { id }, signal }),
  });

export const vertragspersonenQueryOptions = (id: number, offset: number, limit: number) =>
  queryOptions({
    queryKey: vertragKeys.vertragspersonenPage(id, offset, limit),
    queryFn: ({ signal }) => apiCall(vertragspersonApi.list, { params: { id }, query: { offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });

export const vertragspersonDialogQueryOptions = (id: number, linkId: number | null) =>
  queryOptions({
    queryKey: vertragKeys.vertragspersonDialog(id, linkId),
    queryFn: ({ signal }) =>
      apiCall(vertragspersonApi.dialog, { params: { id }, query: { linkId: linkId ?? undefined }, signal }),
    staleTime: 0,
  });

export const fahrzeugdatenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.fahrzeugdaten(id),
    staleTime: 0,
    queryFn: ({ signal }) => apiCall(fahrzeugApi.get, { params: { id }, signal }),
  });

export const policeNrHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.policeNrHistory(id),
    queryFn: ({ signal }) => apiCall(vertragApi.policeNrHistory, { query: { vertragId: id }, signal }),
    staleTime: 0,
  });

/** Spec 7: which contract carries an old policy number now (customer id → contract id). */
export const policeNrAnotherQueryOptions = (id: number, polNr: string) =>
  queryOptions({
    queryKey: vertragKeys.policeNrAnother(id, polNr),
    queryFn: ({ signal }) => apiCall(vertragApi.policeNrAnotherVertrag, { query: { vertragId: id, polNr }, signal }),
    staleTime: 0,
  });

export const statusHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vertragKeys.statusHistory(id),
    queryFn: ({ signal }) => apiCall(vertragApi.statusHistory, { params: { id }, signal }),
  });

export const newContractOptionsQueryOptions = () =>
  queryOptions({
    queryKey: vertragKeys.newContractOptions(),
    queryFn: ({ signal }) => apiCall(vertragApi.newContractOptions, { signal }),
    staleTime: 10 * 60_000,
  });

/** Customers for the new contract: in the viewer's scope, matching the search; the chosen one first. */
export const newContractCustomersQueryOptions = (search: string, kundeId: number | undefined) =>
  queryOptions({
    queryKey: vertragKeys.newContractCustomers(search, kundeId),
    queryFn: ({ signal }) =>
      apiCall(vertragApi.newContractCustomers, { query: { search: search || undefined, kundeId }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The company's policy-number rule while the number is typed (the create checks it again). */
export const newContractNumberCheckQueryOptions = (gesellschaftId: number | undefined, nummer: string) =>
  queryOptions({
    queryKey: vertragKeys.newContractNumberCheck(gesellschaftId ?? 0, nummer),
    queryFn: ({ signal }) =>
      apiCall(vertragApi.policyNumberCheck, {
        query: { gesellschaftId: gesellschaftId ?? 0, polNummer: nummer },
        signal,
      }),
    enabled: gesellschaftId !== undefined && nummer !== '',
    staleTime: 5 * 60_000,
  });

/** Route loader of the contract pages: starts loading the details while the page renders. */
export function prefetchContractDetails({
  context,
  params,
}: {
  context: RouterContext;
  params: { contractId: number };
}): void {
  if (!Number.isNaN(params.contractId)) {
    void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
  }
}

// Mutations: each one updates or invalidates only the keys of what it changed.

/** Hints, steps and header follow from a contract's saved data. */
const refreshDetails = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: vertragKeys.details(id) });

export function useSaveAllgemeineMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vertragKeys.save(id, 'allgemeine'),
    mutationFn: (body: EndpointBody<typeof vertragApi.saveAllgemeine>) =>
      apiCall(vertragApi.saveAllgemeine, { params: { id }, body }),
    onSuccess: (result) => {
      queryClient.setQueryData(allgemeineQueryOptions(id).queryKey, result);
      void refreshDetails(queryClient, id);
    },
  });
}

export function useSaveWeitereMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vertragKeys.save(id, 'weitere-vertragsdetails'),
    mutationFn: (body: EndpointBody<typeof vertragApi.saveWeitere>) =>
      apiCall(vertragApi.saveWeitere, { params: { id }, body }),
    onSuccess: (result) => {
      queryClient.setQueryData(weitereQueryOptions(id).queryKey, result);
      void refreshDetails(queryClient, id);
    },
  });
}

/** The insured object is a substep of allgemeine: that step shows the save. */
export function useSaveVersicherteSacheMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vertragKeys.save(id, 'allgemeine'),
    mutationFn: (body: EndpointBody<typeof versicherteSacheApi.save>) =>
      apiCall(versicherteSacheApi.save, { params: { id }, body }),
    onSuccess: (result) => {
      queryClient.setQueryData(versicherteSacheQueryOptions(id).queryKey, result);
      void refreshDetails(queryClient, id);
    },
  });
}

export function useSaveFahrzeugMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vertragKeys.save(id, 'fahrzeugDaten'),
    mutationFn: (body: EndpointBody<typeof fahrzeugApi.save>) => apiCall(fahrzeugApi.save, { params: { id }, body }),
    onSuccess: (result) => {
      queryClient.setQueryData(fahrzeugdatenQueryOptions(id).queryKey, result);
      void refreshDetails(queryClient, id);
      // The Kennzeichen of the list rows follows the vehicle data.
      void queryClient.invalidateQueries({ queryKey: vertragKeys.lists() });
    },
  });
}

/** The persons' list first (the dialog closes on it), then the hints that count them. */
async function refreshVertragspersonen(queryClient: QueryClient, id: number) {
  await queryClient.invalidateQueries({ queryKey: vertragKeys.vertragspersonen(id) });
  void refreshDetails(queryClient, id);
}

export function useSaveVertragspersonMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof vertragspersonApi.save>) =>
      apiCall(vertragspersonApi.save, { params: { id }, body }),
    onSuccess: () => refreshVertragspersonen(queryClient, id),
  });
}

export function useDeleteVertragspersonMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => apiCall(vertragspersonApi.delete, { params: { id, linkId } }),
    onSuccess: () => refreshVertragspersonen(queryClient, id),
  });
}

/** Status and customer number change the whole contract (header, history, forms) and its list rows. */
async function refreshContract(queryClient: QueryClient, id: number) {
  await queryClient.invalidateQueries({ queryKey: vertragKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: vertragKeys.lists() });
}

export function useChangeStatusMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof vertragApi.changeStatus>) =>
      apiCall(vertragApi.changeStatus, { params: { id }, body }),
    onSuccess: () => refreshContract(queryClient, id),
  });
}

export function useChangeKundennrMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof vertragApi.changeKundennr>) =>
      apiCall(vertragApi.changeKundennr, { params: { id }, body }),
    onSuccess: () => refreshContract(queryClient, id),
  });
}

/** After a 409: everything of the contract is loaded again. */
export function useReloadVertrag(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vertragKeys.detail(id) });
}

/** 'Neue Versicherung': create, then load its details (newVertrag) so that the detail screen opens ready. */
export function useCreateVertragMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EndpointBody<typeof vertragApi.create>) => {
      const created = await apiCall(vertragApi.create, { body });
      await queryClient.prefetchQuery(contractDetailsQueryOptions(created.id, true));
      return created;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vertragKeys.lists() }),
  });
}

/** Spec 4: copy, then load the new contract's details; answers them so the caller can open the copy. */
export function useCopyVertragMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { value: newId } = await apiCall(vertragApi.copy, { params: { id } });
      return queryClient.fetchQuery(contractDetailsQueryOptions(newId));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vertragKeys.lists() }),
  });
}
