import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cssVariablesResolver, theme } from '../theme';

/** Renders inside the app's Mantine theme, as every component runs in production. */
export function renderWithMantine(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    ),
  });
}

/** A query client that never refetches on its own: tests put the server's answers in with setQueryData. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false }, mutations: { retry: false } },
  });
}

/** Theme, notifications and a query client, for components that load or save. */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
