import {
  DOKUMENT_FILE_ROUTES,
  type DokumentFilter,
  type DokumentNodeId,
  type DokumentScope,
  dokumentApi,
  type EndpointBody,
  type EndpointQuery,
  formularApi,
  PAGE_SIZE,
  schadensmeldungApi,
} from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Everything of the archive lives under one key: a change anywhere reloads what shows documents. */
export const dokumentKeys = {
  all: ['dokumente'] as const,
  archive: (scope: DokumentScope, id: number | undefined) => [...dokumentKeys.all, scope, id ?? null] as const,
  nodes: (scope: DokumentScope, id: number | undefined, filter: DokumentFilter) =>
    [...dokumentKeys.archive(scope, id), 'nodes', filter] as const,
  node: (query: NodeQuery) => [...dokumentKeys.archive(query.scope, query.id), 'node', query] as const,
  history: (nodeId: string, id: number) => [...dokumentKeys.all, 'history', nodeId, id] as const,
  posteingang: (kundeId: number | undefined, offset: number) =>
    [...dokumentKeys.all, 'posteingang', kundeId ?? null, offset] as const,
};

export type NodeQuery = {
  scope: DokumentScope;
  id?: number | undefined;
  nodeId: DokumentNodeId;
  offset: number;
  limit: number;
  sort: string;
} & DokumentFilter;

export const dokumentNodesQueryOptions = (scope: DokumentScope, id: number | undefined, filter: DokumentFilter) =>
  queryOptions({
    queryKey: dokumentKeys.nodes(scope, id, filter),
    queryFn: ({ signal }) => apiCall(dokumentApi.nodes, { query: { scope, id, ...filter }, signal }),
    placeholderData: keepPreviousData,
  });

export const dokumentNodeQueryOptions = (query: NodeQuery) =>
  queryOptions({
    queryKey: dokumentKeys.node(query),
    queryFn: ({ signal }) => apiCall(dokumentApi.node, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const dokumentHistoryQueryOptions = (nodeId: DokumentNodeId, id: number) =>
  queryOptions({
    queryKey: dokumentKeys.history(nodeId, id),
    queryFn: ({ signal }) => apiCall(dokumentApi.history, { query: { docInfo: [nodeId, id] }, signal }),
  });

/** The additional inputs of an upload into a folder (spec §7): date, and the damage report in Schadensunterlagen. */
export const uploadInputsQueryOptions = (scope: DokumentScope, id: number | undefined, nodeId: DokumentNodeId) =>
  queryOptions({
    queryKey: [...dokumentKeys.archive(scope, id), 'upload-inputs', nodeId] as const,
    queryFn: ({ signal }) => apiCall(dokumentApi.uploadInputs, { query: { scope, id, nodeId }, signal }),
  });

export const fileInfoQueryOptions = (nodeId: DokumentNodeId, fileId: number) =>
  queryOptions({
    queryKey: [...dokumentKeys.all, 'file', nodeId, fileId] as const,
    queryFn: ({ signal }) => apiCall(dokumentApi.fileInfo, { query: { nodeId, fileId }, signal }),
  });

export const editInputsQueryOptions = (nodeId: DokumentNodeId, id: number) =>
  queryOptions({
    queryKey: [...dokumentKeys.all, 'edit', nodeId, id] as const,
    queryFn: ({ signal }) => apiCall(dokumentApi.editInputs, { query: { docInfo: [nodeId, id] }, signal }),
    gcTime: 0,
  });

export const posteingangQueryOptions = (
  kundeId: number | undefined,
  offset: number,
  limit: number = PAGE_SIZE.documents,
) =>
  queryOptions({
    queryKey: dokumentKeys.posteingang(kundeId, offset),
    queryFn: ({ signal }) => apiCall(dokumentApi.posteingang, { query: { kundeId, offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });

/** The damage reports a document can be assigned to (the contract's, newest first). */
export const damageReportsForAssignQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...dokumentKeys.all, 'schaden-auswahl', contractId] as const,
    queryFn: ({ signal }) =>
      apiCall(schadensmeldungApi.list, { params: { id: contractId }, query: { offset: 0, limit: 100 }, signal }),
  });

function useInvalidating<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dokumentKeys.all }),
  });
}

export const useExecuteActionMutation = () =>
  useInvalidating((body: EndpointBody<typeof dokumentApi.executeAction>) =>
    apiCall(dokumentApi.executeAction, { body }),
  );

export const useExecuteHeaderActionMutation = () =>
  useInvalidating((body: EndpointBody<typeof dokumentApi.executeHeaderAction>) =>
    apiCall(dokumentApi.executeHeaderAction, { body }),
  );

export const useSaveDocumentMutation = () =>
  useInvalidating(
    (input: {
      query: EndpointQuery<typeof dokumentApi.saveDocument>;
      body: EndpointBody<typeof dokumentApi.saveDocument>;
    }) => apiCall(dokumentApi.saveDocument, input),
  );

export const useAssignToInsuranceMutation = () =>
  useInvalidating((body: EndpointBody<typeof dokumentApi.assignToInsurance>) =>
    apiCall(dokumentApi.assignToInsurance, { body }),
  );

export const usePickUpMutation = () =>
  useInvalidating((body: EndpointBody<typeof dokumentApi.pickUp>) => apiCall(dokumentApi.pickUp, { body }));

/**
 * The next confirm step of an investor profile by its PDF (docInfo nodeId, documentId): the archive's
 * rows and the form (whose page caches it under 'formular') show the new state.
 */
export function useConfirmAnlegerprofilMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { nodeId: DokumentNodeId; id: number }) =>
      apiCall(formularApi.confirmAnlegerprofil, { query: { docInfo: [row.nodeId, row.id] } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dokumentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['formular'] }),
      ]),
  });
}

export const useDownloadListMutation = () =>
  useMutation({
    mutationFn: (body: EndpointBody<typeof dokumentApi.downloadList>) => apiCall(dokumentApi.downloadList, { body }),
  });

export const useDownloadLinkMutation = () =>
  useMutation({
    mutationFn: (body: EndpointBody<typeof dokumentApi.downloadLink>) => apiCall(dokumentApi.downloadLink, { body }),
  });

/** A file in the app: the session cookie decides, never a token in the address. */
export function downloadUrl(nodeId: string, fileId: number, inline = false): string {
  const query = new URLSearchParams({ nodeId, idFile: String(fileId) });
  if (inline) {
    query.set('inline', '1');
  }
  return `${DOKUMENT_FILE_ROUTES.download}?${query.toString()}`;
}
