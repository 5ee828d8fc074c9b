import { type DokumentNodeId, dokumentApi } from '@maklerwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** The call records of a document's contract (spec §7 'retrieve additional documents (call records)'). */
export const callRecordsQueryOptions = (nodeId: DokumentNodeId, documentId: number) =>
  queryOptions({
    queryKey: ['dokumente', 'gespraeche', nodeId, documentId] as const,
    queryFn: ({ signal }) => apiCall(dokumentApi.callRecords, { query: { docInfo: [nodeId, documentId] }, signal }),
  });
