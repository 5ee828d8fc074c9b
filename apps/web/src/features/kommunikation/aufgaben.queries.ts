import {
  type ContractDetails,
  contractTaskPreset,
  TASKS_PAGE_SIZE,
  TERMIN_MESSAGES,
  type TerminFormValues,
  terminApi,
} from '@maklerwerk/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiCall } from '../../lib/api-client';
import { contractDetailsQueryOptions, vertragKeys } from '../../shared/vertrag/vertrag.queries';

// Tasks live under the appointments' root key ['termine'] (as the editor's queries do), so that saving
// or deleting in the editor refreshes this table too. The start page lists open tasks: its key is the
// start feature's ['start'] (features do not import each other, hence the literal).
const TERMINE_ROOT = ['termine'] as const;
const START_ROOT = ['start'] as const;

export const aufgabenKeys = {
  all: (contractId: number) => [...TERMINE_ROOT, 'tasks', contractId] as const,
  page: (contractId: number, offset: number) => [...aufgabenKeys.all(contractId), offset] as const,
};

/** One page of the postbox table 'Aufgaben' of a contract (spec vertrag-details §2.6, §9: 30 rows). */
export const aufgabenQueryOptions = (contractId: number, offset: number) =>
  queryOptions({
    queryKey: aufgabenKeys.page(contractId, offset),
    queryFn: ({ signal }) =>
      apiCall(terminApi.contractTasks, {
        params: { id: contractId },
        query: { offset, limit: TASKS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Everything that shows appointments or tasks: the tables, the calendar, the editor and the start page. */
function refreshTermine(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TERMINE_ROOT }),
    queryClient.invalidateQueries({ queryKey: START_ROOT }),
  ]);
}

/** For the editor's onSaved: the table and the start page load again. */
export function useRefreshTermine() {
  const queryClient = useQueryClient();
  return () => refreshTermine(queryClient);
}

/**
 * 'Als erledigt markieren' (spec §7): `POST calendarService/setStatus/{commId}?status=ERLEDIGT` with
 * `{ status, repeate }`; for a repeating task the server keeps the next occurrence open.
 */
export function useSetTaskDoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commId, isRepeating }: { commId: number; isRepeating: boolean }) =>
      apiCall(terminApi.setStatus, {
        params: { commId },
        query: { status: 'ERLEDIGT' },
        body: { status: 'ERLEDIGT', repeate: isRepeating },
      }),
    onSuccess: () => refreshTermine(queryClient),
  });
}

/** Deleting a task or appointment from the table (the whole item; a series as a whole). */
export function useDeleteTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sid: number) => apiCall(terminApi.delete, { params: { sid } }),
    onSuccess: () => refreshTermine(queryClient),
  });
}

/**
 * Spec §8: a failed 'mark done' shows the response data, on 400 or 403 the server's message, otherwise
 * 'Es ist ein unerwarteter Fehler aufgetreten.'.
 */
export function taskFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
    return error.message;
  }
  if (error instanceof ApiError && error.message.trim()) {
    return error.message;
  }
  return TERMIN_MESSAGES.unexpected;
}

/**
 * What a new task on the contract starts with (the domain's contractTaskPreset: OFFEN, VersVertrag, the
 * subject '<Gesellschaft> <Versicherungsnummer>'). The contract screen has loaded the contract already
 * (either newVertrag variant); only without it is it fetched.
 */
export function useContractTaskPreset(contractId: number): Partial<TerminFormValues> {
  const queryClient = useQueryClient();
  const cached = queryClient
    .getQueriesData<ContractDetails>({ queryKey: vertragKeys.details(contractId) })
    .find(([, data]) => data !== undefined)?.[1];
  const fetched = useQuery({ ...contractDetailsQueryOptions(contractId), enabled: cached === undefined });
  const contract = cached ?? fetched.data;
  return contractTaskPreset(
    { id: contractId, gesellschaft: contract?.gesellschaft.name ?? '', nummer: contract?.nummer ?? '' },
    'Aufgabe hinzufügen',
  );
}
