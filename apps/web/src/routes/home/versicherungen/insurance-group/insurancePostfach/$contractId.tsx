import { createFileRoute } from '@tanstack/react-router';
import { KommunikationPage } from '../../../../../features/vertrag/kommunikation-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/insurancePostfach/$contractId')({
  params: contractIdRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: prefetchContractDetails,
  component: TabRoute,
});

function TabRoute() {
  const { contractId } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <KommunikationPage id={contractId} fromOverview={fromOverview === true} />;
}
