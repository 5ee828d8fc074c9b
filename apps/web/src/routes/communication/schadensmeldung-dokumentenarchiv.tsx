import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { DamageArchivePage } from '../../features/dokument/damage-archive-page';
import { coercedInt, searchSchema, text } from '../../lib/search-schema';

// ?back&nodeId&fileId&insuranceId&schadenId (vertrag-details.md §2.1): the damage report's archive.
const id = coercedInt({ min: 1 });
const search = searchSchema({
  back: text(),
  nodeId: text(),
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
