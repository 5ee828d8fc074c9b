import { createFileRoute } from '@tanstack/react-router';
import { KundennrPage } from '../../../../features/vertrag/kundennr-page';
import { prefetchContractDetails } from '../../../../features/vertrag/vertrag.queries';
import { idRouteParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/kundennr-aendern/$id')({
  params: idRouteParams,
  loader: prefetchContractDetails,
  component: KundennrRoute,
});

function KundennrRoute() {
  const { id } = Route.useParams();
  return <KundennrPage id={id} />;
}
