import { createFileRoute } from '@tanstack/react-router';
import { anmerkungenQueryOptions } from '../../../../../features/vertrag/anmerkung/anmerkung.queries';
import { AnmerkungenPage } from '../../../../../features/vertrag/anmerkung/anmerkungen-page';
import { contractDetailsQueryOptions } from '../../../../../features/vertrag/vertrag.queries';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/anmerkungen/$id')({
  params: idRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
      void context.queryClient.prefetchQuery(anmerkungenQueryOptions(params.id, 0));
    }
  },
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return <AnmerkungenPage id={id} fromOverview={fromOverview === true} />;
}
