import { createFileRoute } from '@tanstack/react-router';
import { ContractTabPlaceholderPage } from '../../../../../features/vertrag-details/contract-tab-placeholder-page';
import { contractDetailsQueryOptions } from '../../../../../features/vertrag-details/vertrag-details.queries';
import { contractTabSearchSchema } from '../../../../../features/vertrag-details/vertrag-details-search';
import { parseIdParam } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/dokumente/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: contractTabSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.id));
    }
  },
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return (
    <ContractTabPlaceholderPage
      id={id}
      tab="dokumente"
      fromOverview={fromOverview === 'true'}
      title="Dokumente"
      description="Hier erscheinen die Dokumente der Versicherung; Sie können hier auch Dokumente hochladen."
    />
  );
}
