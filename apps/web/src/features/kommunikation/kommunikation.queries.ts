import {
  API_BASE,
  type ComposerKind,
  type DeleteKind,
  type EndpointBody,
  KOMMUNIKATION_FILE_ROUTES,
  kommunikationApi,
  kommunikationExportPath,
  PAGE_SIZE,
  UploadedAttachmentSchema,
  vertragApi,
} from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { uploadFile } from '../../shared/dokumentenarchiv/upload-request';
import { vertragKeys } from '../../shared/vertrag/vertrag.queries';

/** The postbox lives under the contract's keys; a mail under its own. */
export const kommunikationKeys = {
  all: (contractId: number) => [...vertragKeys.detail(contractId), 'postfach'] as const,
  page: (contractId: number, offset: number) => [...kommunikationKeys.all(contractId), { offset }] as const,
  mail: (commId: number) => ['mail', commId] as const,
  init: (
    insuranceId: number,
    kind: ComposerKind,
    commId: number | undefined,
    copiedFiles: number[],
    termin?: number | undefined,
  ) => ['mail-init', insuranceId, kind, commId, copiedFiles, termin] as const,
};

/** One page of the postbox 'E-Mails', newest first (spec §9: 30 rows). */
export const kommunikationQueryOptions = (contractId: number, offset: number) =>
  queryOptions({
    queryKey: kommunikationKeys.page(contractId, offset),
    queryFn: ({ signal }) =>
      apiCall(kommunikationApi.postbox, {
        params: { id: contractId },
        query: { offset, limit: PAGE_SIZE.postbox },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A mail through the mail viewer call (spec §7: commId, commType 'email'). */
export const mailQueryOptions = (commId: number) =>
  queryOptions({
    queryKey: kommunikationKeys.mail(commId),
    queryFn: ({ signal }) => apiCall(kommunikationApi.viewMail, { body: { commId, commType: 'email' }, signal }),
  });

/** What the composer starts with; fetched once per opening (the user's edits are not overwritten). */
/** Any item of the postbox for its page (Gespräch, Bemerkung, SMS …). */
export const itemQueryOptions = (commId: number) =>
  queryOptions({
    queryKey: ['postfach-item', commId] as const,
    queryFn: ({ signal }) => apiCall(kommunikationApi.item, { params: { commId }, signal }),
  });

export function useCreateItemMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kommunikationApi.createItem>) =>
      apiCall(kommunikationApi.createItem, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kommunikationKeys.all(contractId) }),
  });
}

/** The message thread of a contract (route 'ticket'); reloaded every 30 s while open. */
export const chatQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: ['nachrichten', chatId] as const,
    queryFn: ({ signal }) => apiCall(kommunikationApi.chat, { query: { chatId, channelId: 'vertrag' }, signal }),
    refetchInterval: 30_000,
  });

export function usePostMessageMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiCall(kommunikationApi.postMessage, { body: { chatId, channelId: 'vertrag', text } }),
    onSuccess: (chat) => queryClient.setQueryData(['nachrichten', chatId], chat),
  });
}

export function useCreateBriefMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<EndpointBody<typeof kommunikationApi.brief>, never>) =>
      apiCall(kommunikationApi.brief, { params: { id: contractId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vertragKeys.detail(contractId) }),
  });
}

export const kommunikationExportUrl = (contractId: number, format: 'csv' | 'xlsx') =>
  `${API_BASE}${kommunikationExportPath(contractId)}?format=${format}`;

export const unassignedQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: ['postfach-unassigned', offset] as const,
    queryFn: ({ signal }) =>
      apiCall(kommunikationApi.unassigned, { query: { offset, limit: PAGE_SIZE.postbox }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAssignMailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commId, insuranceId }: { commId: number; insuranceId: number }) =>
      apiCall(kommunikationApi.assign, { params: { commId }, body: { insuranceId } }),
    onSuccess: (_row, { insuranceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['postfach-unassigned'] }),
        queryClient.invalidateQueries({ queryKey: kommunikationKeys.all(insuranceId) }),
      ]),
  });
}

/** Contracts to file a mail on: the customer's, or found by number or name. */
export const contractChoiceQueryOptions = (customerId: number | undefined, search: string) =>
  queryOptions({
    queryKey: ['postfach-contract-choice', customerId, search] as const,
    queryFn: ({ signal }) =>
      apiCall(vertragApi.list, {
        query: {
          offset: 0,
          limit: 20,
          sort: 'beginn:desc',
          ...(customerId ? { customerId } : {}),
          ...(search.trim().length >= 3 ? { search: search.trim() } : {}),
        },
        signal,
      }),
    enabled: customerId !== undefined || search.trim().length >= 3,
  });

export function useFileAttachmentMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      commId: number;
      attachmentId: number;
      nodeId: EndpointBody<typeof kommunikationApi.fileAttachment>['nodeId'];
    }) =>
      apiCall(kommunikationApi.fileAttachment, {
        params: { commId: input.commId, attachmentId: input.attachmentId },
        body: { nodeId: input.nodeId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vertragKeys.detail(contractId) }),
  });
}

export const faxUrl = (commId: number) => `${KOMMUNIKATION_FILE_ROUTES.downloadFax}?id=${commId}`;
export const simpleFileUrl = (commId: number) => `${KOMMUNIKATION_FILE_ROUTES.simpleFile}?fileId=${commId}`;

export const mailInitQueryOptions = (
  insuranceId: number,
  kind: ComposerKind,
  commId: number | undefined,
  copiedFiles: number[],
  termin?: number | undefined,
) =>
  queryOptions({
    queryKey: kommunikationKeys.init(insuranceId, kind, commId, copiedFiles, termin),
    queryFn: ({ signal }) =>
      apiCall(kommunikationApi.mailInit, {
        query: { insuranceId, kind, ...(commId ? { commId } : {}), copiedFiles, ...(termin ? { termin } : {}) },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useChangeSubjectMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commId, subject }: { commId: number; subject: string }) =>
      apiCall(kommunikationApi.changeSubject, { params: { commId }, body: { subject } }),
    onSuccess: (_row, { commId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kommunikationKeys.all(contractId) }),
        queryClient.invalidateQueries({ queryKey: kommunikationKeys.mail(commId) }),
      ]),
  });
}

export function useDeleteItemMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, commId }: { kind: DeleteKind; commId: number }) =>
      apiCall(kommunikationApi.delete, { params: { commId }, query: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kommunikationKeys.all(contractId) }),
  });
}

export function useSendMailMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof kommunikationApi.send>) => apiCall(kommunikationApi.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kommunikationKeys.all(contractId) }),
  });
}

/** A file from the computer for the composer, with progress. */
export function uploadAttachment(file: File, options: { onProgress?: (f: number) => void; signal?: AbortSignal }) {
  return uploadFile(KOMMUNIKATION_FILE_ROUTES.uploadAttachment, file, { ...options, schema: UploadedAttachmentSchema });
}

export const attachmentUrl = (commId: number, attachmentId: number) =>
  `${KOMMUNIKATION_FILE_ROUTES.attachment}/${commId}/${attachmentId}`;
