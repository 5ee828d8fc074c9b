import { courtageApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { courtageKeys } from './courtage.queries';

/**
 * Expected against received commission of one contract per year (issue 14 item 7). Below `courtageKeys.all`,
 * so a changed booking (every courtage mutation invalidates `all(id)`) reloads it too.
 */
export const erwartungQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...courtageKeys.all(contractId), 'erwartung'] as const,
    queryFn: ({ signal }) => apiCall(courtageApi.erwartung, { params: { id: contractId }, signal }),
  });
