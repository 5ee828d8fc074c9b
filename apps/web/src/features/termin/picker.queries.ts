import {
  type ContractListQuery,
  type DokumentNodeId,
  type DokumentNodePage,
  type DokumentScope,
  dokumentApi,
  type EndpointBody,
  type KandidatenArt,
  PAGE_SIZE,
  type TerminDraft,
  terminApi,
  vertragApi,
} from '@maklerwerk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { dokumentKeys } from '../../shared/dokumentenarchiv/dokument.queries';

/** Page size of the pickers (kandidaten answers at most 25). */
export const PICKER_PAGE_SIZE = 25;

export const terminAuswahlKeys = {
  all: ['termine'] as const,
  kandidaten: (art: KandidatenArt, q: string, offset: number) =>
    [...terminAuswahlKeys.all, 'kandidaten', art, q, offset] as const,
  /** The editor's draft (one per user, server-side). */
  draft: () => [...terminAuswahlKeys.all, 'entwurf'] as const,
  contracts: (query: ContractListQuery) => [...terminAuswahlKeys.all, 'vertraege', query] as const,
};

export const kandidatenQueryOptions = (art: KandidatenArt, q: string, offset: number) =>
  queryOptions({
    queryKey: terminAuswahlKeys.kandidaten(art, q, offset),
    queryFn: ({ signal }) =>
      apiCall(terminApi.kandidaten, { query: { art, q, offset, limit: PICKER_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The draft the editor stored before it opened the picker; `{ draft: null }` when there is none. */
export const draftQueryOptions = () =>
  queryOptions({
    queryKey: terminAuswahlKeys.draft(),
    queryFn: ({ signal }) => apiCall(terminApi.draft, { signal }),
    // The editor writes it just before navigating here: always read it fresh.
    staleTime: 0,
  });

/** The user's contracts through the contract list (search over company, number, customer …). */
export const contractPickQueryOptions = (search: string, offset: number) => {
  const query: ContractListQuery = {
    offset,
    limit: PAGE_SIZE.contracts,
    sort: 'kunde:asc',
    ...(search ? { search } : {}),
  } as ContractListQuery;
  return queryOptions({
    queryKey: terminAuswahlKeys.contracts(query),
    queryFn: ({ signal }) => apiCall(vertragApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Writes the draft back with the picks; the editor reads it again on return. */
export function useSaveDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TerminDraft) =>
      apiCall(terminApi.saveDraft, { body: draft as EndpointBody<typeof terminApi.saveDraft> }),
    onSuccess: (_ok, draft) => queryClient.setQueryData(terminAuswahlKeys.draft(), { draft }),
  });
}

/** Archive documents as attachment files (`documents/getTempFiles`). */
export function useTempFilesMutation() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof dokumentApi.tempFiles>) => apiCall(dokumentApi.tempFiles, { body }),
  });
}

/**
 * The folder the shared archive shows right now (its marked files come from it): the one node page
 * the archive is observing, else the page that lists one of the files, else the scope's first folder.
 */
export function useCurrentArchiveNode(scope: DokumentScope, id: number | undefined) {
  const queryClient = useQueryClient();
  return (fileIds: readonly number[]): DokumentNodeId => {
    const filter = { queryKey: [...dokumentKeys.archive(scope, id), 'node'] };
    const active = queryClient.getQueryCache().findAll({ ...filter, type: 'active' });
    const shown = active.map((q) => q.state.data as DokumentNodePage | undefined).find((d) => d?.nodeId);
    if (shown) {
      return shown.nodeId;
    }
    const pages = queryClient.getQueriesData<DokumentNodePage>(filter).map(([, data]) => data);
    const listing = pages.find((page) => page?.documents.some((row) => fileIds.includes(row.fileId)));
    if (listing) {
      return listing.nodeId;
    }
    return scope === 'eigene' ? 'EIGENE_DOKUMENTE' : 'VERTRAGSUNTERLAGEN';
  };
}
