import { kundeApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const kundenKeys = {
  all: ['kunden'] as const,
  detail: (id: number) => [...kundenKeys.all, id] as const,
  personen: (id: number) => [...kundenKeys.detail(id), 'personen'] as const,
};

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: kundenKeys.detail(id),
    queryFn: ({ signal }) => apiCall(kundeApi.get, { params: { id }, signal }),
  });

export const customerPersonsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: kundenKeys.personen(id),
    queryFn: ({ signal }) => apiCall(kundeApi.persons, { params: { id }, signal }),
  });
