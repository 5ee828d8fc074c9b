import { type FormatCheckType, formatCheckApi, plzApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';

/** Server checks of the input components: reference data and pure checks, kept for the whole session. */
export const fieldCheckKeys = {
  all: ['field-checks'] as const,
  city: (land: string, zip: string) => [...fieldCheckKeys.all, 'city', land, zip] as const,
  format: (type: FormatCheckType, value: string) => [...fieldCheckKeys.all, 'format', type, value] as const,
};

/** GET /MSC3/restful/QuickSearch/getCity: the places of the postal codes starting with `zip`. */
export const cityQueryOptions = (zip: string, land: string) =>
  queryOptions({
    queryKey: fieldCheckKeys.city(land, zip),
    queryFn: ({ signal }) => apiCall(plzApi.getCity, { query: { zip, land }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** GET /MSC3/mrscheckformat: `text` is the German error, or '' when the value is valid. */
export const formatCheckQueryOptions = (type: FormatCheckType, value: string) =>
  queryOptions({
    queryKey: fieldCheckKeys.format(type, value),
    queryFn: ({ signal }) => apiCall(formatCheckApi.check, { query: { type, value }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
