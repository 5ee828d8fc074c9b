import { createFileRoute } from '@tanstack/react-router';
import { KundennrPage } from '../../../../features/vertrag/kundennr-page';
import { contractIdRouteParams } from '../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/kundennr-aendern/$contractId')({
  params: contractIdRouteParams,
  loader: prefetchContractDetails,
  component: KundennrRoute,
});

function KundennrRoute() {
  const { contractId } = Route.useParams();
  return <KundennrPage id={contractId} />;
}
