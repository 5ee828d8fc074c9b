import { FEHLBETRAEGE_PAGE_SIZE } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { fehlbetraegeQueryOptions } from '../../features/courtage/courtage-abgleich.queries';
import { CourtageAbgleichPage } from '../../features/courtage/courtage-abgleich-page';
import { courtageAbgleichSearchSchema } from '../../features/courtage/courtage-abgleich-search';

/** Courtage-Abgleich (issue 14 item 7): the contracts where less commission came in than expected. */
export const Route = createFileRoute('/home/courtage-abgleich')({
  validateSearch: courtageAbgleichSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start loading in parallel with the page's code; the page shows its own loading state.
    void context.queryClient.prefetchQuery(
      fehlbetraegeQueryOptions(deps.jahr, ((deps.page ?? 1) - 1) * FEHLBETRAEGE_PAGE_SIZE),
    );
  },
  component: CourtageAbgleichRoute,
});

function CourtageAbgleichRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CourtageAbgleichPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
