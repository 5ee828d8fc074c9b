import {
  AENDERUNGSLOG_BUERO_EXPORT_PATH,
  AENDERUNGSLOG_EXPORT_PATH,
  type AenderungslogTyp,
  aenderungslogApi,
} from '@maklerwerk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Whose log a page shows: one record (by type and id) or, without a type, the whole office. */
export type AenderungslogSource = { typ: AenderungslogTyp; id: number } | { typ: undefined };

/**
 * The filter of the page (spec 2.5: DATUM, FILTER, the Schaden checkbox), its page number and the rows
 * per page (the user's table page size, else 25: spec 3.10).
 */
export type AenderungslogFilter = {
  datum: string | null;
  filter: string;
  mitSchaden: boolean;
  page: number;
  pageSize: number;
};

export const aenderungslogKeys = {
  all: ['aenderungslog'] as const,
  page: (source: AenderungslogSource, filter: AenderungslogFilter) =>
    [...aenderungslogKeys.all, source, filter] as const,
  chain: () => [...aenderungslogKeys.all, 'chain'] as const,
};

function query(source: AenderungslogSource, f: AenderungslogFilter) {
  const common = {
    ...(f.datum ? { datum: f.datum } : {}),
    ...(f.filter.trim() ? { filter: f.filter.trim() } : {}),
  };
  if (source.typ === undefined) {
    return common;
  }
  return {
    typ: source.typ,
    ...(source.typ === 'vers'
      ? { versVetragId: source.id, mitSchadensmeldung: f.mitSchaden }
      : { searchkeyId: source.id }),
    ...common,
  };
}

/** One page of `pageSize` rows (server paging), newest first. */
export const aenderungslogQueryOptions = (source: AenderungslogSource, f: AenderungslogFilter) =>
  queryOptions({
    queryKey: aenderungslogKeys.page(source, f),
    queryFn: ({ signal }) => {
      const paging = { offset: (f.page - 1) * f.pageSize, limit: f.pageSize };
      const q = query(source, f);
      return 'typ' in q
        ? apiCall(aenderungslogApi.page, { query: { ...q, ...paging }, signal })
        : apiCall(aenderungslogApi.office, { query: { ...q, ...paging }, signal });
    },
    placeholderData: keepPreviousData,
  });

/** The office page's hash-chain status (the existing verification, internal staff only). */
export const aenderungslogChainQueryOptions = () =>
  queryOptions({
    queryKey: aenderungslogKeys.chain(),
    queryFn: ({ signal }) => apiCall(aenderungslogApi.verify, { signal }),
    staleTime: 60_000,
  });

/** Address of the CSV or PDF of the filtered log (same filter as the page, at most 10 000 rows). */
export function aenderungslogExportUrl(source: AenderungslogSource, f: AenderungslogFilter, format: 'csv' | 'pdf') {
  const params = new URLSearchParams(
    Object.entries({ ...query(source, f), format }).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const path = source.typ === undefined ? AENDERUNGSLOG_BUERO_EXPORT_PATH : AENDERUNGSLOG_EXPORT_PATH;
  return `${path}?${params.toString()}`;
}
