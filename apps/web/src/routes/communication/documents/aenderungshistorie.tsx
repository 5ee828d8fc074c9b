import { DokumentNodeIdSchema } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../../components/not-found-page';
import { HistoryPage } from '../../../features/dokument/history-page';

// ?docInfo={nodeId}&docInfo={documentId} (spec §2): the router reads the repeated key as a list.
const search = z.object({
  docInfo: z.tuple([DokumentNodeIdSchema, z.coerce.number().int().positive()]).optional().catch(undefined),
});

export const Route = createFileRoute('/communication/documents/aenderungshistorie')({
  validateSearch: search,
  component: HistoryRoute,
});

function HistoryRoute() {
  const { docInfo } = Route.useSearch();
  if (!docInfo) {
    return <NotFoundPage />;
  }
  return <HistoryPage nodeId={docInfo[0]} documentId={docInfo[1]} />;
}
