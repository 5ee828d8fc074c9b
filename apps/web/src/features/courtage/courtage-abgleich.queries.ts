import { API_BASE, COURTAGE_FEHLBETRAEGE_EXPORT_PATH, courtageApi, FEHLBETRAEGE_PAGE_SIZE } from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The broker's shortfall list (issue 14 item 7): not tied to one contract, so a key of its own. */
export const courtageAbgleichKeys = {
  all: ['courtage', 'fehlbetraege'] as const,
  page: (jahr: number, offset: number) => [...courtageAbgleichKeys.all, { jahr, offset }] as const,
};

/** One page (25 rows, server paging) of the contracts where less came in than expected in `jahr`. */
export const fehlbetraegeQueryOptions = (jahr: number, offset: number) =>
  queryOptions({
    queryKey: courtageAbgleichKeys.page(jahr, offset),
    queryFn: ({ signal }) =>
      apiCall(courtageApi.fehlbetraege, { query: { jahr, offset, limit: FEHLBETRAEGE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Address of the export of the whole list of `jahr`. */
export const fehlbetraegeExportUrl = (jahr: number, format: 'csv' | 'xlsx') => {
  const path = COURTAGE_FEHLBETRAEGE_EXPORT_PATH;
  const params = new URLSearchParams({ jahr: String(jahr), format });
  return `${path.startsWith(API_BASE) ? '' : API_BASE}${path}?${params.toString()}`;
};
