import { createFileRoute } from '@tanstack/react-router';
import { signingSessionQueryOptions } from '../features/signieren/signieren.queries';
import { SigningPage } from '../features/signieren/signieren-page';

/** The personal signing link (issue 12): public, outside the login guard of /home. */
export const Route = createFileRoute('/signieren/$token')({
  loader: ({ context, params }) => {
    // Prefetch only: a bad link is the page's answer (its message in a card), not a route error.
    void context.queryClient.prefetchQuery(signingSessionQueryOptions(params.token));
  },
  component: SigningRoute,
});

function SigningRoute() {
  const { token } = Route.useParams();
  return <SigningPage token={token} />;
}
