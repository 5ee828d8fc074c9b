import { type ContractListQuery, contractsApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  header: (id: number) => [...contractKeys.all, 'header', id] as const,
};

export const contractListQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => apiCall(contractsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const contractHeaderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.header(id),
    queryFn: ({ signal }) => apiCall(contractsApi.header, { params: { id }, signal }),
  });
