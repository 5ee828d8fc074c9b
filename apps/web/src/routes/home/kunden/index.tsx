import { createFileRoute } from '@tanstack/react-router';
import { customerListQueryOptions } from '../../../features/kunde/kunde-list.queries';
import { KundeListPage } from '../../../features/kunde/kunde-list-page';
import { customerListSearchSchema, toCustomerListQuery } from '../../../features/kunde/kunde-list-search';

export const Route = createFileRoute('/home/kunden/')({
  validateSearch: customerListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start loading in parallel with the page's code; the page shows its own loading state.
    void context.queryClient.prefetchQuery(customerListQueryOptions(toCustomerListQuery(deps)));
  },
  component: KundeListRoute,
});

function KundeListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <KundeListPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
