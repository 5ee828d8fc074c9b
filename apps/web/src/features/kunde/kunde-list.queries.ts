import { type CustomerListQuery, kundeApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { kundeKeys } from './kunde.queries';

export const customerListQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: kundeKeys.list(query),
    queryFn: ({ signal }) => apiCall(kundeApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
