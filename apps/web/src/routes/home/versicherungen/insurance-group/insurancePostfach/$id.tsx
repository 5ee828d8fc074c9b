import { createFileRoute } from '@tanstack/react-router';
import { PostfachPage } from '../../../../../features/vertrag/kommunikation/kommunikation-page';
import { prefetchContractDetails } from '../../../../../features/vertrag/vertrag.queries';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/insurancePostfach/$id')({
  params: idRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: prefetchContractDetails,
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <PostfachPage id={id} fromOverview={fromOverview === true} />;
}
