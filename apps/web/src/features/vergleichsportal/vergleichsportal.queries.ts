import {
  API_BASE,
  CSRF_HEADER,
  SOFTFAIR_FORM_PATH,
  type SoftfairFormBody,
  vergleichsportalApi,
} from '@maklerwerk/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiCall, getCsrfToken } from '../../lib/api-client';

export const vergleichsportalListKeys = {
  all: ['vergleichsrechner'] as const,
  list: () => [...vergleichsportalListKeys.all, 'list'] as const,
  handover: (token: string) => [...vergleichsportalListKeys.all, 'handover', token] as const,
  firma: () => [...vergleichsportalListKeys.all, 'softfair-firma'] as const,
};

/** /beratung/vergleichsrechner: every active portal. */
export const vergleichsportalListQueryOptions = () =>
  queryOptions({
    queryKey: vergleichsportalListKeys.list(),
    queryFn: ({ signal }) => apiCall(vergleichsportalApi.all, { signal }),
  });

/** The receiving page: the parameters a handover carried (the token is the only proof). */
export const handoverQueryOptions = (token: string) =>
  queryOptions({
    queryKey: vergleichsportalListKeys.handover(token),
    queryFn: ({ signal }) => apiCall(vergleichsportalApi.handover, { query: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The broker's company, read-only in the order form. */
export const softfairFirmaQueryOptions = () =>
  queryOptions({
    queryKey: vergleichsportalListKeys.firma(),
    queryFn: ({ signal }) => apiCall(vergleichsportalApi.softfairFirma, { signal }),
  });

/** POST /get_softfair_form: the filled PDF is saved by the browser; a refusal throws the server's ApiError. */
async function downloadSoftfairForm(body: SoftfairFormBody): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/pdf' };
  const csrf = getCsrfToken();
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  const response = await fetch(`${API_BASE}${SOFTFAIR_FORM_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as {
      message?: string;
      code?: string;
      fieldErrors?: Record<string, string>;
    };
    throw new ApiError(response.status, error);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'Bestellformular-Softfair.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useSoftfairDownloadMutation() {
  return useMutation({ mutationFn: downloadSoftfairForm });
}
