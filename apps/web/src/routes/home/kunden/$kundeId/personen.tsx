import { createFileRoute } from '@tanstack/react-router';
import { PersonenPage } from '../../../../features/kunde/personen-page';
import { personenSearchSchema } from '../../../../features/kunde/personen-search';
import { parseIdParam } from '../../../../lib/route-params';

export const Route = createFileRoute('/home/kunden/$kundeId/personen')({
  params: {
    parse: ({ kundeId }) => ({ kundeId: parseIdParam(kundeId) }),
    stringify: ({ kundeId }) => ({ kundeId: String(kundeId) }),
  },
  validateSearch: personenSearchSchema,
  component: PersonenRoute,
});

function PersonenRoute() {
  const { kundeId } = Route.useParams();
  const search = Route.useSearch();
  return <PersonenPage kundeId={kundeId} search={search} />;
}
