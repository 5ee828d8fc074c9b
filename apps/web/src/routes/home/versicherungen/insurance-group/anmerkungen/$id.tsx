import { createFileRoute } from '@tanstack/react-router';
import { AnmerkungenPage } from '../../../../../features/vertrag/anmerkungen-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';
import { anmerkungenQueryOptions } from '../../../../../shared/anmerkung/anmerkung.queries';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

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
