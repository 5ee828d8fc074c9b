import { createFileRoute } from '@tanstack/react-router';
import {
  depotpositionenQueryOptions,
  wertpapiereQueryOptions,
} from '../../../../../../features/vertrag/vertragsteile/vertragsteile.queries';
import { WertpapierePage } from '../../../../../../features/vertrag/vertragsteile/wertpapiere-page';
import { parseIdParam } from '../../../../../../lib/route-params';
import { contractDetailsQueryOptions } from '../../../../../../shared/vertrag/vertrag.queries';

/** Spec termine-courtage-aenderungslog.md §2.2: the embedded securities of one Sparte of a contract. */
export const Route = createFileRoute(
  '/home/versicherungen/insurance-group/versicherung-eingebundene-wertpapiere/$contractId/$sparteId',
)({
  params: {
    parse: ({ contractId, sparteId }) => ({
      contractId: parseIdParam(contractId),
      sparteId: parseIdParam(sparteId),
    }),
    stringify: ({ contractId, sparteId }) => ({
      contractId: String(contractId),
      sparteId: String(sparteId),
    }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.contractId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.contractId));
      void context.queryClient.prefetchQuery(depotpositionenQueryOptions(params.contractId));
      if (!Number.isNaN(params.sparteId)) {
        void context.queryClient.prefetchQuery(wertpapiereQueryOptions(params.contractId, params.sparteId));
      }
    }
  },
  component: WertpapiereRoute,
});

function WertpapiereRoute() {
  const { contractId, sparteId } = Route.useParams();
  return <WertpapierePage contractId={contractId} sparteId={sparteId} />;
}
