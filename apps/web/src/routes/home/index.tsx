import { createFileRoute } from '@tanstack/react-router';
import { startPageQueryOptions } from '../../features/start/start.queries';
import { StartPage } from '../../features/start/start-page';
import { NeueVersicherungButton } from '../../features/vertrag/neue-versicherung-button';

export const Route = createFileRoute('/home/')({
  loader: ({ context, preload }) => {
    // Fresh on every visit (what was opened last has changed), loading in parallel with the page's code;
    // the page shows its own loading state. Hovering the link does not fetch it yet.
    if (!preload) {
      void context.queryClient.prefetchQuery({ ...startPageQueryOptions(), staleTime: 0 });
    }
  },
  component: StartRoute,
});

function StartRoute() {
  return <StartPage actions={<NeueVersicherungButton />} />;
}
