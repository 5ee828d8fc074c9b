import { createFileRoute } from '@tanstack/react-router';
import { contractDetailsQueryOptions } from '../../../../../features/vertrag/vertrag-details.queries';
import { ContractDetailsPage } from '../../../../../features/vertrag/vertrag-details-page';
import { vertragDetailsSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/details/$id')({
  params: idRouteParams,
  validateSearch: vertragDetailsSearchSchema,
  loaderDeps: ({ search }) => ({ newVertrag: search.newVertrag === true }),
  loader: ({ context, params, deps }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id, deps.newVertrag));
    }
  },
  component: DetailsRoute,
});

function DetailsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <ContractDetailsPage id={id} search={search} />;
}
