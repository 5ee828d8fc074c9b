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
  '/home/versicherungen/insurance-group/versicherung-eingebundene-wertpapiere/$versicherungId/$sparteId',
)({
  params: {
    parse: ({ versicherungId, sparteId }) => ({
      versicherungId: parseIdParam(versicherungId),
      sparteId: parseIdParam(sparteId),
    }),
    stringify: ({ versicherungId, sparteId }) => ({
      versicherungId: String(versicherungId),
      sparteId: String(sparteId),
    }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.versicherungId)) {
      void context.queryClient.prefetchQuery(contractDetailsQueryOptions(params.versicherungId));
      void context.queryClient.prefetchQuery(depotpositionenQueryOptions(params.versicherungId));
      if (!Number.isNaN(params.sparteId)) {
        void context.queryClient.prefetchQuery(wertpapiereQueryOptions(params.versicherungId, params.sparteId));
      }
    }
  },
  component: WertpapiereRoute,
});

function WertpapiereRoute() {
  const { versicherungId, sparteId } = Route.useParams();
  return <WertpapierePage contractId={versicherungId} sparteId={sparteId} />;
}
