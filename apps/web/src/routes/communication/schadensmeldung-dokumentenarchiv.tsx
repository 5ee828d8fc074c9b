import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../components/not-found-page';
import { DamageArchivePage } from '../../features/dokument/damage-archive-page';

// ?back&nodeId&fileId&insuranceId&schadenId (vertrag-details.md §2.1): the damage report's archive.
const id = z.coerce.number().int().positive().optional().catch(undefined);
const search = z.object({
  back: z.string().optional().catch(undefined),
  nodeId: z.string().optional().catch(undefined),
  fileId: id,
  insuranceId: id,
  schadenId: id,
});

export const Route = createFileRoute('/communication/schadensmeldung-dokumentenarchiv')({
  validateSearch: search,
  component: DamageArchiveRoute,
});

function DamageArchiveRoute() {
  const { schadenId, insuranceId, back } = Route.useSearch();
  if (!schadenId) {
    return <NotFoundPage />;
  }
  return <DamageArchivePage schadenId={schadenId} insuranceId={insuranceId} back={back} />;
}
