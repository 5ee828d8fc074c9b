import { type EndpointBody, formularApi, PAGE_SIZE } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { formularKeys } from './formular.queries';

/** The forms of one customer, by page (card 'Formulare und Beratung' of the customer page). */
export const kundeFormulareKeys = {
  all: (kundeId: number) => [...formularKeys.all, 'kunde', kundeId] as const,
  page: (kundeId: number, offset: number) => [...kundeFormulareKeys.all(kundeId), offset] as const,
};

/**
 * One page of the customer's forms, newest first. Always refetched when the card shows again: a form
 * saved or finished on its own page changes its status here.
 */
export const kundeFormulareQueryOptions = (kundeId: number, offset: number) =>
  queryOptions({
    queryKey: kundeFormulareKeys.page(kundeId, offset),
    queryFn: ({ signal }) =>
      apiCall(formularApi.kundeFormulare, {
        params: { id: kundeId },
        query: { offset, limit: PAGE_SIZE.formulare },
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** 'Neues Formular': creates the form for the customer (without a contract); the list shows it. */
export function useCreateKundeFormularMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<EndpointBody<typeof formularApi.create>, 'kundeId'>) =>
      apiCall(formularApi.create, { body: { ...body, kundeId } }),
    // Not awaited: the new form opens at once; the list is fresh when the user comes back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kundeFormulareKeys.all(kundeId) });
    },
  });
}
