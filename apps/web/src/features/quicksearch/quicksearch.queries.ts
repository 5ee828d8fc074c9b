import { quicksearchApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The one key factory of the quick search. */
export const quicksearchKeys = {
  all: ['quicksearch'] as const,
  search: (text: string) => [...quicksearchKeys.all, text] as const,
};

export const quickSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: quicksearchKeys.search(text),
    queryFn: ({ signal }) => apiCall(quicksearchApi.search, { query: { searchParam: text }, signal }),
    staleTime: 30_000,
  });
