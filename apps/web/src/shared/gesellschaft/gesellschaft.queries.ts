import { gesellschaftApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Insurer data, used by the company page and by contract actions that write to the insurer. */
export const gesellschaftKeys = {
  all: ['gesellschaften'] as const,
  info: (id: number) => [...gesellschaftKeys.all, id, 'info'] as const,
  contacts: (id: number) => [...gesellschaftKeys.all, id, 'ansprechpartner'] as const,
  contactsPage: (id: number, offset: number, limit: number) =>
    [...gesellschaftKeys.contacts(id), { offset, limit }] as const,
};

export const gesellschaftInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gesellschaftKeys.info(id),
    queryFn: ({ signal }) => apiCall(gesellschaftApi.info, { params: { gesellschaftId: id }, signal }),
  });

export const ansprechpartnerQueryOptions = (id: number, offset: number, limit: number) =>
  queryOptions({
    queryKey: gesellschaftKeys.contactsPage(id, offset, limit),
    queryFn: ({ signal }) =>
      apiCall(gesellschaftApi.ansprechpartner, { params: { gesellschaftId: id }, query: { offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });
