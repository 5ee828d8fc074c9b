import { createFileRoute } from '@tanstack/react-router';
import { abrechnungenQueryOptions } from '../../../../../../features/courtage/courtage.queries';
import { BuchungPage } from '../../../../../../features/vertrag/buchung-page';
import { parseIdParam } from '../../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../../shared/vertrag/vertrag.queries';

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
