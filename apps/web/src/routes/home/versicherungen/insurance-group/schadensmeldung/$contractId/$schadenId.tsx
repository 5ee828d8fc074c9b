import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchadensmeldung } from '../../../../../../features/schadensmeldung/schadensmeldung.queries';
import { SchadensmeldungPage } from '../../../../../../features/vertrag/schadensmeldung-page';
import { schadensmeldungRouteParams } from '../../../../../../lib/route-params';

/** Spec vertrag-details.md 2.1: a damage report of a contract (also the kept report after a merge). */
export const Route = createFileRoute('/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId')({
  params: schadensmeldungRouteParams,
  loader: ({ context, params }) => prefetchSchadensmeldung(context, params.contractId, params.schadenId),
  component: SchadensmeldungRoute,
});

function SchadensmeldungRoute() {
  const { contractId, schadenId } = Route.useParams();
  return <SchadensmeldungPage contractId={contractId} schadenId={schadenId} />;
}
