import { createFileRoute } from '@tanstack/react-router';
import { ContractTabPlaceholderPage } from '../../../../../features/vertrag/contract-tab-placeholder-page';
import { prefetchContractDetails } from '../../../../../features/vertrag/vertrag.queries';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/deeplinks/$id')({
  params: idRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: prefetchContractDetails,
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return (
    <ContractTabPlaceholderPage
      id={id}
      tab="deeplinks"
      fromOverview={fromOverview === true}
      title="Versicherungsportal"
      description="Hier öffnen Sie die Versicherung direkt im Portal der Gesellschaft."
    />
  );
}
