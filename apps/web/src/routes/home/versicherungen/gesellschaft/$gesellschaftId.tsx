import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../../../features/gesellschaft/company-page';
import { parseIdParam } from '../../../../lib/route-params';
import { gesellschaftInfoQueryOptions } from '../../../../shared/gesellschaft/gesellschaft.queries';

export const Route = createFileRoute('/home/versicherungen/gesellschaft/$gesellschaftId')({
  params: {
    parse: ({ gesellschaftId }) => ({ gesellschaftId: parseIdParam(gesellschaftId) }),
    stringify: ({ gesellschaftId }) => ({ gesellschaftId: String(gesellschaftId) }),
  },
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.gesellschaftId)) {
      void context.queryClient.prefetchQuery(gesellschaftInfoQueryOptions(params.gesellschaftId));
    }
  },
  component: CompanyRoute,
});

function CompanyRoute() {
  const { gesellschaftId } = Route.useParams();
  return <CompanyPage gesellschaftId={gesellschaftId} />;
}
