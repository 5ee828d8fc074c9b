import { formularApi, PAGE_SIZE } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { formularKeys } from './formular.queries';

/** The forms of one customer, by page (card 'Formulare und Beratung' of the customer page). */
export const kundeFormulareKeys = {
  // useCreateFormularMutation refreshes this prefix.
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
