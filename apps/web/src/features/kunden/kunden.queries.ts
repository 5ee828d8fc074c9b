import { customersApi, vertragDetailsApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const kundenKeys = {
  all: ['kunden'] as const,
  detail: (id: number) => [...kundenKeys.all, id] as const,
  personen: (id: number, contractId: number) => [...kundenKeys.detail(id), 'personen', contractId] as const,
};

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: kundenKeys.detail(id),
    queryFn: ({ signal }) => apiCall(customersApi.get, { params: { id }, signal }),
  });

/** The customer's persons as the contract-person dialog offers them (there is no person list endpoint yet). */
export const customerPersonsQueryOptions = (id: number, contractId: number) =>
  queryOptions({
    queryKey: kundenKeys.personen(id, contractId),
    queryFn: async ({ signal }) => {
      const dialog = await apiCall(vertragDetailsApi.vertragspersonDialog, { params: { id: contractId }, signal });
      return dialog.availablePersons;
    },
  });
