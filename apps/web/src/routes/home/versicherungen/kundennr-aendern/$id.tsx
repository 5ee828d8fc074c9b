import { createFileRoute } from '@tanstack/react-router';
import { KundennrPage } from '../../../../features/vertrag-details/kundennr-page';
import { contractDetailsQueryOptions } from '../../../../features/vertrag-details/vertrag-details.queries';
import { parseIdParam } from '../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/kundennr-aendern/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
    }
  },
  component: KundennrRoute,
});

function KundennrRoute() {
  const { id } = Route.useParams();
  return <KundennrPage id={id} />;
}
