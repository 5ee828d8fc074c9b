import type { DamageReportDetails, DamageReportList, DamageReportRow } from '@maklerwerk/domain';
import { bearbeitungsstaende } from '@maklerwerk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../test/render';

export const row = (over: Partial<DamageReportRow> & { schadenId: number }): DamageReportRow => ({
  meldedatum: '2025-06-02',
  schadennr: `KS-${over.schadenId}`,
  sparte: 'Kraftfahrt',
  ereignisdatum: '2025-06-01',
  schadensursacheText: 'Glasbruch Windschutzscheibe',
  bearbstand: 'IN_BEARBEITUNG',
  gemeldetVonKunde: false,
  ...over,
});

export const list = (items: DamageReportRow[], over: Partial<DamageReportList> = {}): DamageReportList => ({
  items,
  total: items.length,
  offset: 0,
  limit: 10,
  bearbstaende: [...bearbeitungsstaende],
  canReport: true,
  canDelete: false,
  canMerge: false,
  ...over,
});

export const details = (over: Partial<DamageReportDetails> = {}): DamageReportDetails => ({
  schadenId: 11,
  version: 3,
  contract: {
    id: 7,
    nummer: 'KF-4711-0815',
    gesellschaftName: 'HUK-COBURG',
    bezeichnung: 'Kraftfahrt',
    kundeName: 'Erika Mustermann',
  },
  meldedatum: '2025-06-02',
  schadennr: 'KS-2025-0107',
  sparteId: 5,
  sparte: 'Kraftfahrt',
  ereignisdatum: '2025-06-01',
  schadensursacheText: 'Glasbruch Windschutzscheibe',
  bearbstand: 'IN_BEARBEITUNG',
  schadenort: 'A7 bei Kassel',
  schilderung: null,
  schadenhoeheCents: 120_000,
  reserveCents: null,
  versichererSchadennr: null,
  gemeldetVonKunde: false,
  gemeldetVon: null,
  zahlungen: [],
  zahlungenSummeCents: 0,
  offenCents: 120_000,
  statusHistory: [],
  sparten: [{ value: '5', label: 'Kraftfahrt' }],
  bearbstaende: [...bearbeitungsstaende],
  canEdit: true,
  canDelete: false,
  ...over,
});

/** Renders inside a router (the components navigate) with a prepared query client. */
export async function renderInRouter(ui: () => ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  const rootRoute = createRootRoute({ component: ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = renderWithProviders(<RouterProvider router={router} />, queryClient);
  await router.load();
  return { ...result, router };
}

/**
 * A wide screen: `min-width` queries match (happy-dom matches nothing); the empty query, which
 * mantine-datatable asks for columns shown everywhere, matches as in a browser.
 */
export function onWideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '' || query.includes('min-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as never,
  );
}
