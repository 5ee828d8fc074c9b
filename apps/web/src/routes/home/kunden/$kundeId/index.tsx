import { createFileRoute } from '@tanstack/react-router';
import { KundeFormulareCard } from '../../../../features/formular/kunde-formulare-card';
import { customerQueryOptions } from '../../../../features/kunde/kunde.queries';
import { KundePage } from '../../../../features/kunde/kunde-page';
import { KundeVertraege } from '../../../../features/vertrag/kunde-vertraege';
import { NeueVersicherungButton } from '../../../../features/vertrag/neue-versicherung-button';
import { parseIdParam } from '../../../../lib/route-params';

export const Route = createFileRoute('/home/kunden/$kundeId/')({
  params: {
    parse: ({ kundeId }) => ({ kundeId: parseIdParam(kundeId) }),
    stringify: ({ kundeId }) => ({ kundeId: String(kundeId) }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.kundeId)) {
      void context.queryClient.prefetchQuery(customerQueryOptions(params.kundeId));
    }
  },
  component: KundeRoute,
});

/** The customer page composes three areas: the customer (features/kunde), his contracts (features/vertrag) and his forms (features/formular). */
function KundeRoute() {
  const { kundeId } = Route.useParams();
  return (
    <KundePage
      kundeId={kundeId}
      actions={<NeueVersicherungButton kundeId={kundeId} />}
      versicherungen={<KundeVertraege kundeId={kundeId} />}
      formulare={<KundeFormulareCard kundeId={kundeId} />}
    />
  );
}
