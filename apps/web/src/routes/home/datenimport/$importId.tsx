import { createFileRoute } from '@tanstack/react-router';
import {
  datenimportListQueryOptions,
  datenimportReportQueryOptions,
  ensureDatenimportAllowed,
} from '../../../features/datenimport/datenimport.queries';
import { DatenimportPage } from '../../../features/datenimport/datenimport-page';
import { parseIdParam } from '../../../lib/route-params';

/** The report of one import (issue 38, 5), with the earlier imports below. */
export const Route = createFileRoute('/home/datenimport/$importId')({
  params: {
    parse: ({ importId }: { importId: string }) => ({ importId: parseIdParam(importId) }),
    stringify: ({ importId }: { importId: number }) => ({ importId: String(importId) }),
  },
  loader: async ({ context, params }) => {
    await ensureDatenimportAllowed(context.queryClient);
    if (!Number.isNaN(params.importId)) {
      void context.queryClient.prefetchQuery(datenimportReportQueryOptions(params.importId));
    }
    void context.queryClient.prefetchQuery(datenimportListQueryOptions());
  },
  component: DatenimportReportRoute,
});

function DatenimportReportRoute() {
  const { importId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <DatenimportPage
      importId={importId}
      onStarted={(id) => void navigate({ to: '/home/datenimport/$importId', params: { importId: id } })}
    />
  );
}
