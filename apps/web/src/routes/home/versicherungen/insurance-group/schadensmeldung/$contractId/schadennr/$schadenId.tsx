import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchadensmeldung } from '../../../../../../../features/schadensmeldung/schadensmeldung.queries';
import { SchadensmeldungPage } from '../../../../../../../features/vertrag/schadensmeldung-page';
import { schadensmeldungRouteParams } from '../../../../../../../lib/route-params';

/** Spec termine-courtage-aenderungslog.md 2.2: the same damage report page under /{contractId}/schadennr/{schadenId}. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/schadensmeldung/$contractId/schadennr/$schadenId',
)({
  params: schadensmeldungRouteParams,
  loader: ({ context, params }) => prefetchSchadensmeldung(context, params.contractId, params.schadenId),
  component: SchadensmeldungByNrRoute,
});

function SchadensmeldungByNrRoute() {
  const { contractId, schadenId } = Route.useParams();
  return <SchadensmeldungPage contractId={contractId} schadenId={schadenId} />;
}
