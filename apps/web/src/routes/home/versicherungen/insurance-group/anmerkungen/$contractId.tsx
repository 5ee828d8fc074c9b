import { createFileRoute } from '@tanstack/react-router';
import { AnmerkungenPage } from '../../../../../features/vertrag/anmerkungen-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { anmerkungenQueryOptions } from '../../../../../shared/anmerkung/anmerkung.queries';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/anmerkungen/$contractId')({
  params: contractIdRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(anmerkungenQueryOptions(params.contractId, 0));
    }
  },
  component: TabRoute,
});

function TabRoute() {
  const { contractId } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <AnmerkungenPage id={contractId} fromOverview={fromOverview === true} />;
}
