import { createFileRoute } from '@tanstack/react-router';
import { ContractOverviewPage } from '../../../../../features/contracts/contract-overview-page';
import { contractHeaderQueryOptions } from '../../../../../features/contracts/contracts.queries';
import { parseIdParam } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/overview/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractHeaderQueryOptions(params.id));
    }
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  const { id } = Route.useParams();
  return <ContractOverviewPage id={id} />;
}
