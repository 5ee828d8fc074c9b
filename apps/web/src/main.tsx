import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './app.css';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions, sessionKeys } from './lib/session';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setUnauthorizedHandler(() => {
  queryClient.setQueryData(sessionKeys.me, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
  const { pathname, searchStr } = router.state.location;
  if (pathname !== '/login') {
    void router.navigate({ to: '/login', search: { redirect: pathname + searchStr } });
  }
});

// The session check (auth/me, which /home's beforeLoad awaits) starts before anything renders, and the
// code of the page being opened is fetched meanwhile rather than after it.
void queryClient.prefetchQuery(meQueryOptions);
for (const route of router.getMatchedRoutes(router.state.location.pathname)[0]) {
  // A chunk that fails to load here fails again, and is shown, when the route renders.
  router.loadRouteChunk(route)?.catch(() => undefined);
}

const NotificationsContainer = lazy(() => import('./app/notifications-container'));

/**
 * The notifications' container (with its transitions) is not part of the first page: it is loaded with
 * the first notification (the store keeps it meanwhile), or a few seconds after the page has loaded.
 */
function DeferredNotifications() {
  const pending = useNotifications().notifications.length > 0;
  const [later, setLater] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => setLater(true), 5000);
    return () => window.clearTimeout(handle);
  }, []);
  return pending || later ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root fehlt in index.html');
}

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Date fields load dayjs with its German locale themselves (components/fields/german-date-input). */}
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <DeferredNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
