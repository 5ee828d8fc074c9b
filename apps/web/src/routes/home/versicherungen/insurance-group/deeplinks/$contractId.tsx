import { createFileRoute } from '@tanstack/react-router';
import { deeplinksQueryOptions } from '../../../../../features/vergleichsportal/vertrag-portale.queries';
import { DeeplinksPage } from '../../../../../features/vertrag/deeplinks-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

/** Tab 'Versicherungsportal' (spec dokumente-formulare §2): only shown when insurance.isDeeplinkAvailable. */
export const Route = createFileRoute('/home/versicherungen/insurance-group/deeplinks/$contractId')({
  params: contractIdRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(deeplinksQueryOptions(params.contractId));
    }
  },
  component: TabRoute,
});

function TabRoute() {
  const { contractId } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <DeeplinksPage id={contractId} fromOverview={fromOverview === true} />;
}
