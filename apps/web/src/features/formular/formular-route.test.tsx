import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { loadFormularOrForbidden } from './formular.queries';
import { FormularRoutePage } from './formular-route-page';
import { formularIdOf, formularSearchSchema } from './formular-search';

// The route of apps/web/src/routes/beratung/formulare/antrag/$formGroupPath/$formPath.tsx, with its loader.
function renderAt(url: string) {
  const queryClient = createTestQueryClient();
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: () => <Outlet /> });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/beratung/formulare/antrag/$formGroupPath/$formPath',
    validateSearch: formularSearchSchema,
    loaderDeps: ({ search }) => ({ id: formularIdOf(search) }),
    loader: ({ context, params, deps }) => loadFormularOrForbidden(context.queryClient, { ...params, id: deps.id }),
    component: function FormRoute() {
      const { formGroupPath, formPath } = formRoute.useParams();
      return <FormularRoutePage formGroupPath={formGroupPath} formPath={formPath} search={formRoute.useSearch()} />;
    },
  });
  const forbiddenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/role-forbidden',
    component: () => <p>verboten</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([formRoute, forbiddenRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/beratung/formulare/antrag/{formGroupPath}/{formPath}', () => {
  it('an unknown application type leads to /role-forbidden before the page shows (spec §2)', async () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    const router = renderAt('/beratung/formulare/antrag/UNBEKANNT/gibtEsNicht');
    await screen.findByText('verboten');
    expect(router.state.location.pathname).toBe('/role-forbidden');
    expect(screen.queryByText('Neues Formular')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an unknown form of a known type leads to /role-forbidden without asking the server', async () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    const router = renderAt('/beratung/formulare/antrag/VERSICHERUNG/gibtEsNicht?dynamicFormId=1');
    await screen.findByText('verboten');
    expect(router.state.location.pathname).toBe('/role-forbidden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a form of the catalogue still opens', async () => {
    stubWrites({ status: 200, body: {} });
    const router = renderAt('/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag');
    await screen.findByRole('heading', { level: 1, name: 'Neues Formular' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/beratung/formulare/antrag/VERSICHERUNG/hausratAntrag'),
    );
  });
});
