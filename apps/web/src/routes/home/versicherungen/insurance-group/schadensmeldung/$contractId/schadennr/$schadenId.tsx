import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchadensmeldung } from '../../../../../../../features/schadensmeldung/schadensmeldung.queries';
import { SchadensmeldungPage } from '../../../../../../../features/vertrag/schadensmeldung-page';
import { parseIdParam } from '../../../../../../../lib/route-params';

/** Spec termine-courtage-aenderungslog.md 2.2: the same damage report page under /{contractId}/schadennr/{schadenId}. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/schadensmeldung/$contractId/schadennr/$schadenId',
)({
  params: {
    parse: ({ contractId, schadenId }) => ({
      contractId: parseIdParam(contractId),
      schadenId: parseIdParam(schadenId),
    }),
    stringify: ({ contractId, schadenId }) => ({ contractId: String(contractId), schadenId: String(schadenId) }),
  },
  loader: ({ context, params }) => prefetchSchadensmeldung(context, params.contractId, params.schadenId),
  component: SchadensmeldungByNrRoute,
});

function SchadensmeldungByNrRoute() {
  const { contractId, schadenId } = Route.useParams();
  return <SchadensmeldungPage contractId={contractId} schadenId={schadenId} />;
}
