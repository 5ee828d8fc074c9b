import { dokumentNodeIds } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { AddFilesPage } from '../../../features/dokument/add-files-page';
import { coercedInt, oneOf, searchSchema } from '../../../lib/search-schema';

const search = searchSchema({
  nodeId: oneOf(dokumentNodeIds),
  fileId: coercedInt({ min: 1 }),
});

export const Route = createFileRoute('/communication/documents/zusaetzlichedokumente')({
  validateSearch: search,
  component: AddFilesRoute,
});

function AddFilesRoute() {
  const { nodeId, fileId } = Route.useSearch();
  if (!nodeId || !fileId) {
    return <NotFoundPage />;
  }
  return <AddFilesPage nodeId={nodeId} fileId={fileId} />;
}
