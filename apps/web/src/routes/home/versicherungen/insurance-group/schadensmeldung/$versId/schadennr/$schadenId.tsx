import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchadensmeldung } from '../../../../../../../features/schadensmeldung/schadensmeldung.queries';
import { SchadensmeldungPage } from '../../../../../../../features/vertrag/schadensmeldung-page';
import { parseIdParam } from '../../../../../../../lib/route-params';

/** Spec termine-courtage-aenderungslog.md 2.2: the same damage report page under /{versId}/schadennr/{schadenId}. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/schadensmeldung/$versId/schadennr/$schadenId',
)({
  params: {
    parse: ({ versId, schadenId }) => ({ versId: parseIdParam(versId), schadenId: parseIdParam(schadenId) }),
    stringify: ({ versId, schadenId }) => ({ versId: String(versId), schadenId: String(schadenId) }),
  },
  loader: ({ context, params }) => prefetchSchadensmeldung(context, params.versId, params.schadenId),
  component: SchadensmeldungByNrRoute,
});

function SchadensmeldungByNrRoute() {
  const { versId, schadenId } = Route.useParams();
  return <SchadensmeldungPage contractId={versId} schadenId={schadenId} />;
}
