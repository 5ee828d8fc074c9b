import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailsPage } from '../../../../../features/vertrag/vertrag-details-page';
import { vertragDetailsSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag-details.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/details/$contractId')({
  params: contractIdRouteParams,
  validateSearch: vertragDetailsSearchSchema,
  loaderDeps: ({ search }) => ({ newVertrag: search.newVertrag === true }),
  loader: ({ context, params, deps }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId, deps.newVertrag));
    }
  },
  component: DetailsRoute,
});

function DetailsRoute() {
  const { contractId } = Route.useParams();
  const search = Route.useSearch();
  return <ContractDetailsPage id={contractId} search={search} />;
}
