import { createFileRoute } from '@tanstack/react-router';
import { BuchungPage } from '../../../../../../features/vertrag/courtage/buchung-page';
import {
  abrechnungenQueryOptions,
  buchungQueryOptions,
} from '../../../../../../features/vertrag/courtage/courtage.queries';
import { contractDetailsQueryOptions } from '../../../../../../features/vertrag/vertrag.queries';
import { parseIdParam } from '../../../../../../lib/route-params';

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
