import {
  type EndpointBody,
  type EndpointQuery,
  quicksearchApi,
  type SerienBereich,
  TERMIN_FILE_ROUTES,
  type TerminFile,
  TerminFileSchema,
  terminApi,
} from '@maklerwerk/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { uploadFile } from '../../../shared/dokumentenarchiv/upload-request';

/**
 * The one key factory of appointments, tasks and activities: every list (calendar, the postbox's tasks)
 * lives under `['termine']`, so one invalidation renews them all after a write.
 */
export const terminKeys = {
  all: ['termine'] as const,
  detail: (sid: number) => [...terminKeys.all, 'detail', sid] as const,
  combos: () => [...terminKeys.all, 'combos'] as const,
  textbausteine: () => [...terminKeys.all, 'textbausteine'] as const,
  draft: () => [...terminKeys.all, 'draft'] as const,
  kalender: (from: string, to: string, users: readonly number[] = []) =>
    [...terminKeys.all, 'kalender', from, to, [...users]] as const,
  tasks: (contractId: number, offset: number) => [...terminKeys.all, 'tasks', contractId, offset] as const,
  participantSearch: (text: string) => [...terminKeys.all, 'participant-search', text] as const,
  empfaenger: (query: EmpfaengerQuery) => [...terminKeys.all, 'empfaenger', query] as const,
};

/** The start page shows open tasks: its key (features/start/start.queries.ts) is renewed by prefix. */
const START_PAGE_KEY = ['start'] as const;

export const terminQueryOptions = (sid: number) =>
  queryOptions({
    queryKey: terminKeys.detail(sid),
    queryFn: ({ signal }) => apiCall(terminApi.get, { params: { sid }, signal }),
  });

export const terminCombosQueryOptions = () =>
  queryOptions({
    queryKey: terminKeys.combos(),
    queryFn: ({ signal }) => apiCall(terminApi.combos, { signal }),
    staleTime: 5 * 60_000,
  });

export const textbausteineQueryOptions = () =>
  queryOptions({
    queryKey: terminKeys.textbausteine(),
    queryFn: ({ signal }) => apiCall(terminApi.textbausteine, { signal }),
    staleTime: 5 * 60_000,
  });

export const terminDraftQueryOptions = () =>
  queryOptions({
    queryKey: terminKeys.draft(),
    queryFn: ({ signal }) => apiCall(terminApi.draft, { signal }),
    staleTime: 0,
  });

/** The participant search (spec §7.1: GET getQuickSearch, answer `cusomers`). */
export const participantSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: terminKeys.participantSearch(text),
    queryFn: ({ signal }) => apiCall(quicksearchApi.search, { query: { searchParam: text }, signal }),
    staleTime: 30_000,
  });

/** Whose recipients the mode 'Empfänger' lists: a broker (maklernr) or a company (bereichId). */
export type EmpfaengerQuery = { maklernr?: string; bereichId?: number };

/** The recipients of a broker or company (spec §3.5, §7.1 GET_EMPFAENGER). */
export const empfaengerQueryOptions = (query: EmpfaengerQuery) =>
  queryOptions({
    queryKey: terminKeys.empfaenger(query),
    queryFn: ({ signal }) => apiCall(terminApi.empfaenger, { query, signal }),
    staleTime: 60_000,
  });

/** After any write: every list, the calendar, the tasks and the start page (not awaited: the dialog closes at once). */
export function refreshTermine(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: terminKeys.all }),
    queryClient.invalidateQueries({ queryKey: START_PAGE_KEY }),
  ]);
}

export function useSaveTerminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof terminApi.save>) => apiCall(terminApi.save, { body }),
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

export type DeleteTerminVariables = { sid: number; scope?: SerienBereich; occurrence?: string };

export function useDeleteTerminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sid, scope, occurrence }: DeleteTerminVariables) => {
      const query: EndpointQuery<typeof terminApi.delete> = occurrence ? { scope: scope ?? 'all', occurrence } : {};
      return apiCall(terminApi.delete, { params: { sid }, query });
    },
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

/** Mark a task done (vertrag-details §7): `POST setStatus/{commId}?status=ERLEDIGT` with `{ status, repeate }`. */
export function useSetStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commId, repeate }: { commId: number; repeate: boolean }) =>
      apiCall(terminApi.setStatus, {
        params: { commId },
        query: { status: 'ERLEDIGT' },
        body: { status: 'ERLEDIGT', repeate },
      }),
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

export function useSaveDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof terminApi.saveDraft>) => apiCall(terminApi.saveDraft, { body }),
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

export function useDeleteDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(terminApi.deleteDraft),
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

/** Uploads one attachment (multipart field 'file'); the answer is the file with its id. */
export function useUploadTerminFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile<TerminFile>(TERMIN_FILE_ROUTES.upload, file, { schema: TerminFileSchema, onProgress }),
    onSuccess: () => {
      void refreshTermine(queryClient);
    },
  });
}

/** Download address of a saved attachment (spec §7.1). */
export const terminAttachmentUrl = (sid: number, fileId: number) =>
  `${TERMIN_FILE_ROUTES.attachment}?sid=${sid}&fileId=${fileId}`;

/** The .ics download of a saved item. */
export const terminIcsUrl = (sid: number) => TERMIN_FILE_ROUTES.ics.replace(':sid', String(sid));
