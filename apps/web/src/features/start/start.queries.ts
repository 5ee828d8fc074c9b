import { startApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The one key factory of the start page: one request answers everything on it. */
export const startKeys = {
  all: ['start'] as const,
  page: () => [...startKeys.all, 'page'] as const,
};

// Fetched again when the page is shown after a few seconds: what was opened last changes meanwhile
// (the few seconds keep the route loader's request from being repeated when the page mounts).
export const startPageQueryOptions = () =>
  queryOptions({
    queryKey: startKeys.page(),
    queryFn: ({ signal }) => apiCall(startApi.get, { signal }),
    staleTime: 10_000,
  });
