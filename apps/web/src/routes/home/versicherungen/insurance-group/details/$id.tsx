import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContractDetailsPage } from '../../../../../features/contracts/contract-details-page';
import { contractHeaderQueryOptions } from '../../../../../features/contracts/contracts.queries';
import { parseIdParam } from '../../../../../lib/route-params';

/** Spec 2.1 query parameters; the stepper that uses them comes with the detail steps. */
const detailsSearchSchema = z.object({
  stepKey: z.string().optional().catch(undefined),
  newVertrag: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/home/versicherungen/insurance-group/details/$id')({
  params: { parse: ({ id }) => ({ id: parseIdParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: detailsSearchSchema,
  loader: ({ context, params }) => {
    if (!Number.isNaN(params.id)) {
      void context.queryClient.prefetchQuery(contractHeaderQueryOptions(params.id));
    }
  },
  component: DetailsRoute,
});

function DetailsRoute() {
  const { id } = Route.useParams();
  return <ContractDetailsPage id={id} />;
}
