import { createFileRoute } from '@tanstack/react-router';
import { DokumentePage } from '../../../../../features/vertrag/dokumente-page';
import { contractTabSearchSchema } from '../../../../../features/vertrag/vertrag-details-search';
import { contractIdRouteParams } from '../../../../../lib/route-params';
import { bool } from '../../../../../lib/search-schema';
import { prefetchContractDetails } from '../../../../../shared/vertrag/vertrag.queries';

export const Route = createFileRoute('/home/versicherungen/insurance-group/dokumente/$contractId')({
  params: contractIdRouteParams,
  // `upload`: 'Dokumente hochladen' of the contract's menu opens the upload at once.
  validateSearch: contractTabSearchSchema.extend({ upload: bool() }),
  loader: prefetchContractDetails,
  component: TabRoute,
});

function TabRoute() {
  const { contractId } = Route.useParams();
  const { fromOverview, upload } = Route.useSearch();
  return <DokumentePage id={contractId} fromOverview={fromOverview === true} upload={upload === true} />;
}
