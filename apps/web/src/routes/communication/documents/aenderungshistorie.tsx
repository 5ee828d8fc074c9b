import { dokumentNodeIds } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { HistoryPage } from '../../../features/dokument/history-page';
import { coercedInt, oneOf, pair, searchSchema } from '../../../lib/search-schema';

// ?docInfo={nodeId}&docInfo={documentId} (spec §2): the router reads the repeated key as a list.
const search = searchSchema({
  docInfo: pair(oneOf(dokumentNodeIds), coercedInt({ min: 1 })),
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
