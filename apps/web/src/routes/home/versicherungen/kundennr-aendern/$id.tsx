import { createFileRoute } from '@tanstack/react-router';
import { KundennrPage } from '../../../../features/vertrag/kundennr-page';
import { idRouteParams } from '../../../../lib/route-params';
import { prefetchContractDetails } from '../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/kundennr-aendern/$id')({
  params: idRouteParams,
  loader: prefetchContractDetails,
  component: KundennrRoute,
});

function KundennrRoute() {
  const { id } = Route.useParams();
  return <KundennrPage id={id} />;
}
