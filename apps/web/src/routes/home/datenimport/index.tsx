import { createFileRoute } from '@tanstack/react-router';
import {
  datenimportListQueryOptions,
  ensureDatenimportAllowed,
} from '../../../features/datenimport/datenimport.queries';
import { DatenimportPage } from '../../../features/datenimport/datenimport-page';

/** Datenimport (issue 38, 5): upload, preview and apply GDV and CSV/Excel files; earlier imports. */
export const Route = createFileRoute('/home/datenimport/')({
  loader: async ({ context }) => {
    await ensureDatenimportAllowed(context.queryClient);
    void context.queryClient.prefetchQuery(datenimportListQueryOptions());
  },
  component: DatenimportRoute,
});

function DatenimportRoute() {
  const navigate = Route.useNavigate();
  return (
    <DatenimportPage
      onStarted={(id) => void navigate({ to: '/home/datenimport/$importId', params: { importId: id } })}
    />
  );
}
