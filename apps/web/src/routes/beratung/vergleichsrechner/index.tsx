import { createFileRoute } from '@tanstack/react-router';
import { vergleichsrechnerListQueryOptions } from '../../../features/vergleichsportal/vergleichsportal.queries';
import { VergleichsrechnerPage } from '../../../features/vergleichsportal/vergleichsportal-page';

/** Spec dokumente-formulare §2: /beratung/vergleichsrechner, the comparison tools. */
export const Route = createFileRoute('/beratung/vergleichsrechner/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vergleichsrechnerListQueryOptions());
  },
  component: VergleichsrechnerPage,
});
