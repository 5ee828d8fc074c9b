import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../../../../../features/vertrag/status-page';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions, statusHistoryQueryOptions } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/vertrag-status/$contractId')({
  params: contractIdRouteParams,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(statusHistoryQueryOptions(params.contractId));
    }
  },
  component: StatusRoute,
});

function StatusRoute() {
  const { contractId } = Route.useParams();
  return <StatusPage id={contractId} />;
}
