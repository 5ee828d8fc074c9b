import {
  API_BASE,
  COURTAGE_EXPORT_PATH,
  COURTAGE_PAGE_SIZE,
  courtageApi,
  type EndpointBody,
  type Verteilung,
} from '@maklerwerk/domain';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from '../../shared/vertrag/vertrag.queries';

/**
 * Commissions of one contract (issue 14): everything lives under `[...vertragKeys.detail(id), 'courtage']`,
 * so a change of the contract reloads it too. The referrer commission (zubringer-*) adds its keys below `all(id)`.
 */
export const courtageKeys = {
  all: (id: number) => [...vertragKeys.detail(id), 'courtage'] as const,
  abrechnungen: (id: number) => [...courtageKeys.all(id), 'abrechnungen'] as const,
  abrechnungenPage: (id: number, offset: number) => [...courtageKeys.abrechnungen(id), { offset }] as const,
  buchung: (id: number, buchungsnr: number) => [...courtageKeys.all(id), 'buchung', buchungsnr] as const,
  verteilung: (id: number, buchungsnr: number) => [...courtageKeys.all(id), 'verteilung', buchungsnr] as const,
  /** A broker number does not belong to a contract. */
  maklerLookup: (maklernr: string) => ['courtage', 'maklerLookup', maklernr] as const,
};

/** The table 'Abrechnungen' (10 rows per page, server paging) with the columns of the viewer's role. */
export const abrechnungenQueryOptions = (id: number, offset: number) =>
  queryOptions({
    queryKey: courtageKeys.abrechnungenPage(id, offset),
    queryFn: ({ signal }) =>
      apiCall(courtageApi.abrechnungen, { params: { id }, query: { offset, limit: COURTAGE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** One booking for its page; fresh whenever it opens. */
export const buchungQueryOptions = (id: number, buchungsnr: number) =>
  queryOptions({
    queryKey: courtageKeys.buchung(id, buchungsnr),
    queryFn: ({ signal }) => apiCall(courtageApi.buchung, { params: { id, buchungsnr }, signal }),
    staleTime: 0,
  });

/** The distribution of a booking over the structure (spec §2.3, §4.4). */
export const verteilungQueryOptions = (id: number, buchungsnr: number) =>
  queryOptions({
    queryKey: courtageKeys.verteilung(id, buchungsnr),
    queryFn: ({ signal }) => apiCall(courtageApi.verteilung, { params: { buchungsnr }, signal }),
  });

/** The broker behind a number of exactly 5 characters (spec §5.5); a failure counts as unknown. */
export const maklerLookupQueryOptions = (maklernr: string) =>
  queryOptions({
    queryKey: courtageKeys.maklerLookup(maklernr),
    queryFn: ({ signal }) => apiCall(courtageApi.maklerLookup, { query: { maklernr }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Address of the export of the table 'Abrechnungen' (all rows the viewer may read). */
export const abrechnungenExportUrl = (id: number, format: 'csv' | 'xlsx') => {
  const path = COURTAGE_EXPORT_PATH.replace(':id', String(id));
  return `${path.startsWith(API_BASE) ? '' : API_BASE}${path}?format=${format}`;
};

// Mutations: a booking changes its table, its distribution and the sums; all of it lives under `all(id)`.
// The reload is not awaited: the answer of the write is shown at once (the dialog closes on it).

const refreshCourtage = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: courtageKeys.all(id) });

export function useSaveBuchungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof courtageApi.saveBuchung>) =>
      apiCall(courtageApi.saveBuchung, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(courtageKeys.buchung(id, saved.buchungsnr), saved);
      void refreshCourtage(queryClient, id);
    },
  });
}

export function useDeleteBuchungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buchungsnr: number) => apiCall(courtageApi.deleteBuchung, { params: { id, buchungsnr } }),
    onSuccess: (_result, buchungsnr) => {
      queryClient.removeQueries({ queryKey: courtageKeys.buchung(id, buchungsnr) });
      queryClient.removeQueries({ queryKey: courtageKeys.verteilung(id, buchungsnr) });
      void refreshCourtage(queryClient, id);
    },
  });
}

export function useCopyBuchungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buchungsnr: number) => apiCall(courtageApi.copyBuchung, { params: { id, buchungsnr } }),
    onSuccess: () => void refreshCourtage(queryClient, id),
  });
}

export function useStornoBuchungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buchungsnr: number) => apiCall(courtageApi.stornoBuchung, { params: { id, buchungsnr } }),
    onSuccess: () => void refreshCourtage(queryClient, id),
  });
}

export function useSaveBemerkungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof courtageApi.saveBemerkung>) =>
      apiCall(courtageApi.saveBemerkung, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courtageKeys.abrechnungen(id) }),
  });
}

/** A changed distribution answers the whole distribution; the booking's Prov. Betrag follows from it. */
function useVerteilungMutation<T>(id: number, buchungsnr: number, call: (value: T) => Promise<Verteilung>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (verteilung) => {
      queryClient.setQueryData(courtageKeys.verteilung(id, buchungsnr), verteilung);
      void refreshCourtage(queryClient, id);
    },
  });
}

export function useSaveVerteilungszeileMutation(id: number, buchungsnr: number) {
  return useVerteilungMutation(id, buchungsnr, (body: EndpointBody<typeof courtageApi.saveVerteilungszeile>) =>
    apiCall(courtageApi.saveVerteilungszeile, { params: { buchungsnr }, body }),
  );
}

export function useDeleteVerteilungszeileMutation(id: number, buchungsnr: number) {
  return useVerteilungMutation(id, buchungsnr, (lfdNr: number) =>
    apiCall(courtageApi.deleteVerteilungszeile, { params: { buchungsnr, lfdNr } }),
  );
}

export function useAutoVerteilungMutation(id: number, buchungsnr: number) {
  return useVerteilungMutation(id, buchungsnr, (_: undefined) =>
    apiCall(courtageApi.autoVerteilung, { params: { buchungsnr } }),
  );
}
