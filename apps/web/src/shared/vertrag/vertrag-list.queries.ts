import { type ContractListQuery, vertragApi } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from './vertrag-keys';

/**
 * The contract list's query, in a module of its own: the first page loads it without the rest of
 * vertrag.queries.ts and its endpoint groups (docs/decisions/0030).
 */
export const contractListQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: vertragKeys.list(query),
    queryFn: ({ signal }) => apiCall(vertragApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
