import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { composerSearchSchema } from '../../../features/kommunikation/composer-search';
import { MailComposerPage } from '../../../features/kommunikation/mail-composer-page';
import { contractIdRouteParams } from '../../../lib/route-params';

export const Route = createFileRoute('/communication/mailcomposer-postfach/$contractId')({
  params: contractIdRouteParams,
  validateSearch: composerSearchSchema,
  component: ComposerRoute,
});

function ComposerRoute() {
  const { contractId } = Route.useParams();
  const search = Route.useSearch();
  return Number.isNaN(contractId) ? <NotFoundPage /> : <MailComposerPage insuranceId={contractId} search={search} />;
}
