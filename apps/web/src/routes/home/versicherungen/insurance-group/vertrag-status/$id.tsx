import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../../../../../features/vertrag/status-page';
import { idRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions, statusHistoryQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/vertrag-status/$id')({
  params: idRouteParams,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
      void context.queryClient.prefetchQuery(statusHistoryQueryOptions(params.id));
    }
  },
  component: StatusRoute,
});

function StatusRoute() {
  const { id } = Route.useParams();
  return <StatusPage id={id} />;
}
