import { createFileRoute } from '@tanstack/react-router';
import { deeplinksQueryOptions } from '../../../../../features/vergleichsportal/vertrag-portale.queries';
import { DeeplinksPage } from '../../../../../features/vertrag/deeplinks-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

/** Tab 'Versicherungsportal' (spec dokumente-formulare §2): only shown when insurance.isDeeplinkAvailable. */
export const Route = createFileRoute('/home/versicherungen/insurance-group/deeplinks/$id')({
  params: idRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
      void context.queryClient.prefetchQuery(deeplinksQueryOptions(params.id));
    }
  },
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <DeeplinksPage id={id} fromOverview={fromOverview === true} />;
}
