import { createFileRoute } from '@tanstack/react-router';
import { PostfachPage } from '../../../../../features/vertrag/kommunikation-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../../shared/vertrag/vertrag.queries';

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
