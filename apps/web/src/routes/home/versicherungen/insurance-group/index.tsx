import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '../../../../features/vertrag/vertrag-list-page';
import { contractListSearchSchema, toContractListQuery } from '../../../../features/vertrag/vertrag-list-search';
import { contractListQueryOptions } from '../../../../shared/vertrag/vertrag-list.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/')({
  validateSearch: contractListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start loading in parallel with the page's code; the page shows its own loading state.
    void context.queryClient.prefetchQuery(contractListQueryOptions(toContractListQuery(deps)));
  },
  component: ContractListRoute,
});

function ContractListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractListPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
