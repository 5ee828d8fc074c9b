import { createFileRoute } from '@tanstack/react-router';
import { ContractOverviewPage } from '../../../../../features/vertrag/vertrag-overview-page';
import { idRouteParams } from '../../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/overview/$id')({
  params: idRouteParams,
  loader: prefetchContractDetails,
  component: OverviewRoute,
});

function OverviewRoute() {
  const { id } = Route.useParams();
  return <ContractOverviewPage id={id} />;
}
