import { type ContractListQuery, vertragApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';

export const contractListQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => apiCall(vertragApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
