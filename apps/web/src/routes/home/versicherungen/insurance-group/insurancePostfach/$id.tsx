import { createFileRoute } from '@tanstack/react-router';
import { ContractTabPlaceholderPage } from '../../../../../features/vertrag/contract-tab-placeholder-page';
import { prefetchContractDetails } from '../../../../../features/vertrag/vertrag.queries';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { idRouteParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/home/versicherungen/insurance-group/insurancePostfach/$id')({
  params: idRouteParams,
  validateSearch: contractTabSearchSchema,
  loader: prefetchContractDetails,
  component: TabRoute,
});

function TabRoute() {
  const { id } = Route.useParams();
  const { fromOverview } = Route.useSearch();
  return (
    <ContractTabPlaceholderPage
      id={id}
      tab="insurancePostfach"
      fromOverview={fromOverview === true}
      title="E-Mails & Aufgaben"
      description="Hier erscheinen die E-Mails, Nachrichten und Aufgaben zu dieser Versicherung."
    />
  );
}
