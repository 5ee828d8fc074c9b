import { createFileRoute } from '@tanstack/react-router';
import { ContractOverviewPage } from '../../../../../features/vertrag-details/contract-overview-page';
import { contractDetailsQueryOptions } from '../../../../../features/vertrag-details/vertrag-details.queries';
import { parseIdParam } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/overview/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
    }
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  const { id } = Route.useParams();
  return <ContractOverviewPage id={id} />;
}
