import { DokumentNodeIdSchema } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../../components/not-found-page';
import { AddFilesPage } from '../../../features/dokument/add-files-page';

const search = z.object({
  nodeId: DokumentNodeIdSchema.optional().catch(undefined),
  fileId: z.coerce.number().int().positive().optional().catch(undefined),
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
