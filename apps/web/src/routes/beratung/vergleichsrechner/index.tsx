import { createFileRoute } from '@tanstack/react-router';
import { vergleichsportalListQueryOptions } from '../../../features/vergleichsportal/vergleichsportal.queries';
import { VergleichsportalPage } from '../../../features/vergleichsportal/vergleichsportal-page';

/** Spec dokumente-formulare §2: /beratung/vergleichsrechner, the comparison tools. */
export const Route = createFileRoute('/beratung/vergleichsrechner/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vergleichsportalListQueryOptions());
  },
  component: VergleichsportalPage,
});
