import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { composerSearchSchema } from '../../../features/kommunikation/composer-search';
import { MailComposerPage } from '../../../features/kommunikation/mail-composer-page';
import { idRouteParams } from '../../../lib/route-params';

export const Route = createFileRoute('/communication/mailcomposer-insurance/$id')({
  params: idRouteParams,
  validateSearch: composerSearchSchema,
  component: ComposerRoute,
});

function ComposerRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return Number.isNaN(id) ? <NotFoundPage /> : <MailComposerPage insuranceId={id} search={search} />;
}
