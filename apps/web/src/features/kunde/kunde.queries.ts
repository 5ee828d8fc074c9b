import { type CustomerListQuery, type EndpointBody, kundeApi } from '@maklerwerk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The one key factory of the customer resource. */
export const kundeKeys = {
  all: ['kunde'] as const,
  lists: () => [...kundeKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...kundeKeys.lists(), query] as const,
  detail: (id: number) => [...kundeKeys.all, id] as const,
  personen: (id: number) => [...kundeKeys.detail(id), 'personen'] as const,
  bankverbindungen: (id: number) => [...kundeKeys.detail(id), 'bankverbindungen'] as const,
  betreuer: () => [...kundeKeys.all, 'betreuer'] as const,
};

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: kundeKeys.detail(id),
    queryFn: ({ signal }) => apiCall(kundeApi.get, { params: { id }, signal }),
  });

export const customerPersonsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: kundeKeys.personen(id),
    queryFn: ({ signal }) => apiCall(kundeApi.persons, { params: { id }, signal }),
  });

/** A new person of the customer; the persons' list is loaded again before the caller goes on. */
export function useCreatePersonMutation(kundeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kundeApi.createPerson>) =>
      apiCall(kundeApi.createPerson, { params: { id: kundeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kundeKeys.personen(kundeId) }),
  });
}
