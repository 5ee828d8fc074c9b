import { bankverbindungApi, type Customer, type EndpointBody, kundeApi } from '@maklerwerk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { kundeKeys } from './kunde.queries';

/** Brokers and agents the user may make Betreuer (Neuer Kunde; internal staff also when editing). */
export const betreuerQueryOptions = () =>
  queryOptions({
    queryKey: kundeKeys.betreuer(),
    queryFn: ({ signal }) => apiCall(kundeApi.betreuer, { signal }),
    staleTime: 5 * 60_000,
  });

/** The Stammdaten: the answer is the customer; his own person row and the lists follow. */
export function useUpdateCustomerMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kundeApi.update>) =>
      apiCall(kundeApi.update, { params: { id: kundeId }, body }),
    onSuccess: async (customer: Customer) => {
      queryClient.setQueryData(kundeKeys.detail(kundeId), customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: kundeKeys.personen(kundeId) }),
        queryClient.invalidateQueries({ queryKey: kundeKeys.lists() }),
      ]);
    },
  });
}

/** Neuer Kunde. */
export function useCreateCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kundeApi.create>) => apiCall(kundeApi.create, { body }),
    onSuccess: (customer: Customer) => {
      queryClient.setQueryData(kundeKeys.detail(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: kundeKeys.lists() });
    },
  });
}

/** The duplicate check before Neuer Kunde saves (a read, but with the form's data in the body). */
export function useDuplicateCheckMutation() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kundeApi.duplicates>) => apiCall(kundeApi.duplicates, { body }),
  });
}

export function useUpdatePersonMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, body }: { personId: number; body: EndpointBody<typeof kundeApi.updatePerson> }) =>
      apiCall(kundeApi.updatePerson, { params: { id: kundeId, personId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kundeKeys.personen(kundeId) }),
  });
}

export function useDeletePersonMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: number) => apiCall(kundeApi.deletePerson, { params: { id: kundeId, personId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kundeKeys.personen(kundeId) }),
  });
}

export const bankverbindungenQueryOptions = (kundeId: number) =>
  queryOptions({
    queryKey: kundeKeys.bankverbindungen(kundeId),
    queryFn: ({ signal }) => apiCall(bankverbindungApi.list, { params: { id: kundeId }, signal }),
  });

/** Create or change a bank account (`id` set: change); a new default changes the old one too. */
export function useSaveBankverbindungMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EndpointBody<typeof bankverbindungApi.update> }) => {
      if (id === null) {
        const { version, ...created } = body;
        return apiCall(bankverbindungApi.create, { params: { id: kundeId }, body: created });
      }
      return apiCall(bankverbindungApi.update, { params: { id: kundeId, bankverbindungId: id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kundeKeys.bankverbindungen(kundeId) }),
  });
}

export function useDeleteBankverbindungMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(bankverbindungApi.delete, { params: { id: kundeId, bankverbindungId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kundeKeys.bankverbindungen(kundeId) }),
  });
}
