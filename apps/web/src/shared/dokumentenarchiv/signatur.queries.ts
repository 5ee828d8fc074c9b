import {
  type DokumentNodeId,
  type EndpointBody,
  type SendData,
  type SignoElement,
  signaturApi,
} from '@maklerwerk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { dokumentKeys } from './dokument.queries';

export const signaturKeys = {
  all: [...dokumentKeys.all, 'signatur'] as const,
  workspace: (nodeId: string, id: number) => [...signaturKeys.all, 'workspace', nodeId, id] as const,
  attachments: (dokId: string) => [...signaturKeys.all, 'attachments', dokId] as const,
  overlays: (nodeId: string, fileId: number) => [...signaturKeys.all, 'overlays', nodeId, fileId] as const,
};

/** The sign action of a row (spec §7): the row's files with url, flags and the signoElement. */
export function useSignActionMutation() {
  return useMutation({
    mutationFn: (input: { nodeId: DokumentNodeId; fileId: number; sendData: SendData }) =>
      apiCall(signaturApi.signAction, { query: { docInfo: [input.nodeId, input.fileId] }, body: input.sendData }),
  });
}

/** `?sendData=KEY&sendData=VALUE&…` of the signoElement. */
export const pictureAttachmentsQueryOptions = (element: SignoElement) =>
  queryOptions({
    queryKey: signaturKeys.attachments(element.PARAMETER_DOK_ID),
    queryFn: ({ signal }) =>
      apiCall(signaturApi.pictureAttachments, {
        query: { sendData: Object.entries(element).flat() },
        signal,
      }),
    gcTime: 0,
  });

export function useConcatSignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof signaturApi.concatSign>) => apiCall(signaturApi.concatSign, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dokumentKeys.all }),
  });
}

export const signWorkspaceQueryOptions = (nodeId: DokumentNodeId, id: number) =>
  queryOptions({
    queryKey: signaturKeys.workspace(nodeId, id),
    queryFn: ({ signal }) => apiCall(signaturApi.workspace, { query: { docInfo: [nodeId, id] }, signal }),
  });

/** Preparing, withdrawing and renewing answer the workspace: it replaces the cached one (links only there). */
export function useSignWorkspaceMutations(nodeId: DokumentNodeId, id: number) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (data: Awaited<ReturnType<typeof apiCall<typeof signaturApi.workspace>>>) => {
      queryClient.setQueryData(signaturKeys.workspace(nodeId, id), data);
      void queryClient.invalidateQueries({ queryKey: dokumentKeys.all, refetchType: 'none' });
    },
  };
  return {
    prepare: useMutation({
      mutationFn: (body: EndpointBody<typeof signaturApi.prepare>) => apiCall(signaturApi.prepare, { body }),
      ...settle,
    }),
    withdraw: useMutation({
      mutationFn: (requestId: number) => apiCall(signaturApi.withdraw, { body: { requestId } }),
      ...settle,
    }),
    renew: useMutation({
      mutationFn: (signerId: number) => apiCall(signaturApi.renewLink, { body: { signerId } }),
      ...settle,
    }),
  };
}

export const docSignaturesQueryOptions = (nodeId: DokumentNodeId, fileId: number) =>
  queryOptions({
    queryKey: signaturKeys.overlays(nodeId, fileId),
    queryFn: ({ signal }) =>
      apiCall(signaturApi.docSignatures, {
        query: { nodeId, fileId, extractSignaturesMetadata: 'true' },
        signal,
      }),
    gcTime: 0,
  });
