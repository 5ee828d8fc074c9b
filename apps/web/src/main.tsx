import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './app.css';
import 'dayjs/locale/de';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { sessionKeys } from './lib/session';
import { createAppRouter } from './router';
import { theme } from './theme';

dayjs.locale('de');

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

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root fehlt in index.html');
}

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <Notifications position="bottom-right" />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Bestätigen', cancel: 'Abbrechen' }}>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
