import { dokumentNodeIds } from '@maklerwerk/domain';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { SignaturPage } from '../../../features/dokument/signatur/signatur-page';
import { coercedInt, oneOf, pair, searchSchema } from '../../../lib/search-schema';
import { signWorkspaceQueryOptions } from '../../../shared/dokumentenarchiv/signatur.queries';

// ?docInfo={nodeId}&docInfo={documentId} (issue 12): the router reads the repeated key as a list.
const search = searchSchema({
  docInfo: pair(oneOf(dokumentNodeIds), coercedInt({ min: 1 })),
});

/** Preparing a document for e-signature and following its request (the archive's sign action opens it). */
export const Route = createFileRoute('/communication/documents/signatur')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ docInfo: search.docInfo }),
  loader: ({ context, deps }) => {
    // Prefetch only: an error is the page's answer (its message in a box), not a route error.
    if (deps.docInfo) {
      void context.queryClient.prefetchQuery(signWorkspaceQueryOptions(deps.docInfo[0], deps.docInfo[1]));
    }
  },
  component: SignaturRoute,
});

function SignaturRoute() {
  const { docInfo } = Route.useSearch();
  if (!docInfo) {
    return <NotFoundPage />;
  }
  return <SignaturPage nodeId={docInfo[0]} documentId={docInfo[1]} />;
}
