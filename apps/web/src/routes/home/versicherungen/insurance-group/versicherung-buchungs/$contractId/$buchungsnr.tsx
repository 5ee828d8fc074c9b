import { createFileRoute } from '@tanstack/react-router';
import { abrechnungenQueryOptions, buchungQueryOptions } from '../../../../../../features/courtage/courtage.queries';
import { BuchungPage } from '../../../../../../features/vertrag/buchung-page';
import { parseIdParam } from '../../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../../shared/vertrag/vertrag.queries';

/** Spec termine-courtage-aenderungslog.md §2.3: one booking of a contract. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/$buchungsnr',
)({
  params: {
    parse: ({ contractId, buchungsnr }) => ({
      contractId: parseIdParam(contractId),
      buchungsnr: parseIdParam(buchungsnr),
    }),
    stringify: ({ contractId, buchungsnr }) => ({ contractId: String(contractId), buchungsnr: String(buchungsnr) }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(abrechnungenQueryOptions(params.contractId, 0));
      if (!Number.isNaN(params.buchungsnr)) {
        void context.queryClient.prefetchQuery(buchungQueryOptions(params.contractId, params.buchungsnr));
      }
    }
  },
  component: BuchungRoute,
});

function BuchungRoute() {
  const { contractId, buchungsnr } = Route.useParams();
  return <BuchungPage contractId={contractId} buchungsnr={buchungsnr} />;
}
