import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailsPage } from '../../../../../features/vertrag/vertrag-details-page';
import { vertragDetailsSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../shared/vertrag/vertrag-details.queries';

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
