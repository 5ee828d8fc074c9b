import { createFileRoute } from '@tanstack/react-router';
import { ContractOverviewPage } from '../../../../../features/vertrag/vertrag-overview-page';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/overview/$contractId')({
  params: contractIdRouteParams,
  loader: prefetchContractDetails,
  component: OverviewRoute,
});

function OverviewRoute() {
  const { contractId } = Route.useParams();
  return <ContractOverviewPage id={contractId} />;
}
