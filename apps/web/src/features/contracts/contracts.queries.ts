import { type ContractListQuery, contractsApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';

export const contractListQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => apiCall(contractsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
