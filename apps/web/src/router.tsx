import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageSkeleton } from './components/page-skeleton';
import { RouteError } from './components/route-error';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    // Query owns caching; the router only decides what to render.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
