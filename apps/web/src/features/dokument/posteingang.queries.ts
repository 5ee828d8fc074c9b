import { vertragApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The contracts of the customer a Posteingang document belongs to ('Vertrag wählen'). */
export const customerContractsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['posteingang', 'vertraege', customerId] as const,
    queryFn: ({ signal }) =>
      apiCall(vertragApi.list, { query: { customerId, offset: 0, limit: 100, sort: 'beginn:desc' }, signal }),
  });
