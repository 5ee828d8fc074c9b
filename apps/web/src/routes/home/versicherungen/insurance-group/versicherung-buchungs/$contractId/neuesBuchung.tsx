import { createFileRoute } from '@tanstack/react-router';
import { BuchungPage } from '../../../../../../features/vertrag/courtage/buchung-page';
import { abrechnungenQueryOptions } from '../../../../../../features/vertrag/courtage/courtage.queries';
import { contractDetailsQueryOptions } from '../../../../../../features/vertrag/vertrag.queries';
import { parseIdParam } from '../../../../../../lib/route-params';

/** Spec termine-courtage-aenderungslog.md §2.3: a new booking of a contract. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/neuesBuchung',
)({
  params: {
    parse: ({ contractId }) => ({ contractId: parseIdParam(contractId) }),
    stringify: ({ contractId }) => ({ contractId: String(contractId) }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(abrechnungenQueryOptions(params.contractId, 0));
    }
  },
  component: NeueBuchungRoute,
});

function NeueBuchungRoute() {
  const { contractId } = Route.useParams();
  return <BuchungPage contractId={contractId} buchungsnr={null} />;
}
