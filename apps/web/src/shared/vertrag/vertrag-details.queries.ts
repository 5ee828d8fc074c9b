import { vertragApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from './vertrag-keys';

/**
 * A contract's header, steps and hints, in a module of its own: the details route's loader starts this
 * query without waiting for the rest of vertrag.queries.ts (`pageChunks` in build/first-page-chunks.ts).
 */
export const contractDetailsQueryOptions = (id: number, newVertrag = false) =>
  queryOptions({
    queryKey: vertragKeys.detailsOf(id, newVertrag),
    queryFn: ({ signal }) =>
      apiCall(vertragApi.details, { params: { id }, query: { newVertrag: newVertrag ? 'true' : undefined }, signal }),
  });
