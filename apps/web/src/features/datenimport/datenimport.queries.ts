import {
  API_BASE,
  buildPath,
  canImportDaten,
  DATENIMPORT_FILE_ROUTES,
  type DatenimportReport,
  DatenimportStartedSchema,
  type DatenimportStatus,
  datenimportApi,
  type EndpointBody,
} from '@maklerwerk/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { apiCall } from '../../lib/api-client';
import { meQueryOptions, toSession } from '../../lib/session';
import { uploadFile } from '../../shared/dokumentenarchiv/upload-request';

/** GDV import and CSV/Excel takeover (issue 38): the list of imports and each import's report. */
export const datenimportKeys = {
  all: ['datenimport'] as const,
  list: () => [...datenimportKeys.all, 'list'] as const,
  report: (id: number) => [...datenimportKeys.all, 'report', id] as const,
};

/** While a job runs the report is asked for again this often (ms). */
export const DATENIMPORT_POLL_MS = 1000;

const running: ReadonlySet<DatenimportStatus> = new Set(['vorschau_laeuft', 'uebernahme_laeuft']);
export const isDatenimportRunning = (status: DatenimportStatus) => running.has(status);

export const datenimportListQueryOptions = () =>
  queryOptions({
    queryKey: datenimportKeys.list(),
    queryFn: ({ signal }) => apiCall(datenimportApi.list, { signal }),
  });

/** The report; polled while the preview or the apply runs. */
export const datenimportReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: datenimportKeys.report(id),
    queryFn: ({ signal }) => apiCall(datenimportApi.get, { params: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isDatenimportRunning(status) ? DATENIMPORT_POLL_MS : false;
    },
  });

/** The address of the report as CSV or PDF. */
export const datenimportBerichtUrl = (id: number, format: 'csv' | 'pdf') =>
  `${API_BASE}${buildPath(format === 'csv' ? DATENIMPORT_FILE_ROUTES.berichtCsv : DATENIMPORT_FILE_ROUTES.berichtPdf, { id })}`;

/**
 * Loader of the Datenimport pages: a customer or a read-only login lands on /role-forbidden
 * (the same rule the server's routes name).
 */
export async function ensureDatenimportAllowed(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  if (!me || !canImportDaten(toSession(me).actor)) {
    throw redirect({ to: '/role-forbidden', replace: true });
  }
}

/** Uploads the files in one request (field `file`, repeated); progress as the fraction of all bytes sent. */
export function uploadDatenimport(
  files: readonly File[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  return uploadFile(`${API_BASE}${DATENIMPORT_FILE_ROUTES.upload}`, files, {
    ...options,
    schema: DatenimportStartedSchema,
  });
}

function putReport(queryClient: QueryClient, report: DatenimportReport) {
  queryClient.setQueryData(datenimportKeys.report(report.id), report);
  return queryClient.invalidateQueries({ queryKey: datenimportKeys.list() });
}

/** After the upload: the new import in the list. */
export function useDatenimportStartedRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: datenimportKeys.list() });
}

export function useDatenimportZuordnungMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof datenimportApi.zuordnung>) =>
      apiCall(datenimportApi.zuordnung, { params: { id }, body }),
    onSuccess: (report) => putReport(queryClient, report),
  });
}

export function useDatenimportSpaltenMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof datenimportApi.spalten>) =>
      apiCall(datenimportApi.spalten, { params: { id }, body }),
    onSuccess: (report) => putReport(queryClient, report),
  });
}

export function useDatenimportUebernehmenMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(datenimportApi.uebernehmen, { params: { id } }),
    onSuccess: (report) => putReport(queryClient, report),
  });
}

export function useDatenimportVerwerfenMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(datenimportApi.verwerfen, { params: { id } }),
    onSuccess: (report) => putReport(queryClient, report),
  });
}
