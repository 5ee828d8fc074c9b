import {
  ERWARTUNG_MESSAGES,
  FEHLBETRAEGE_COLUMNS,
  type Fehlbetraege,
  type Fehlbetrag,
  vorjahrInGermany,
} from '@maklerwerk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { fehlbetraegeQueryOptions } from './courtage-abgleich.queries';
import { CourtageAbgleichPage } from './courtage-abgleich-page';
import type { CourtageAbgleichSearch } from './courtage-abgleich-search';

const row = (over: Partial<Fehlbetrag> = {}): Fehlbetrag => ({
  contractId: 7,
  nummer: 'KF-4711-0815',
  kunde: 'Erika Mustermann',
  kundennr: '100001',
  gesellschaft: 'Allianz',
  sparte: 'Kfz',
  erwartet: 12_000,
  erhalten: 4_500,
  differenz: -7_500,
  ...over,
});

const answerOf = (over: Partial<Fehlbetraege> = {}): Fehlbetraege => ({
  items: [
    row(),
    row({
      contractId: 8,
      nummer: 'LV-2024-000123',
      kunde: 'Max Muster',
      kundennr: '100002',
      gesellschaft: 'Ergo',
      sparte: 'Leben',
      erwartet: 30_000,
      erhalten: 29_000,
      differenz: -1_000,
    }),
  ],
  total: 2,
  offset: 0,
  limit: 25,
  jahr: 2025,
  summe: { erwartet: 42_000, erhalten: 33_500, differenz: -8_500 },
  ...over,
});

async function renderPage(
  answer: Fehlbetraege | null,
  search: CourtageAbgleichSearch = { jahr: 2025 },
  queryClient: QueryClient = createTestQueryClient(),
) {
  if (answer) {
    queryClient.setQueryData(fehlbetraegeQueryOptions(search.jahr, answer.offset).queryKey, answer);
  }
  const onSearchChange = vi.fn();
  const rootRoute = createRootRoute({
    component: () => <CourtageAbgleichPage search={search} onSearchChange={onSearchChange} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await router.load();
  await screen.findByRole('heading', { name: 'Courtage-Abgleich' });
  return { onSearchChange };
}

beforeEach(() => {
  // A desktop: the table, not the phone cards.
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
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CourtageAbgleichPage', () => {
  it("shows the answer's rows with the columns and the sums", async () => {
    stubWrites({ status: 200, body: {} });
    await renderPage(answerOf());
    expect(
      screen.getByText('Verträge, bei denen im gewählten Jahr weniger Courtage eingegangen ist als erwartet.'),
    ).toBeTruthy();
    const headers = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim() ?? '')
      .filter(Boolean);
    expect(headers).toEqual([...FEHLBETRAEGE_COLUMNS]);

    const first = screen.getByRole('row', { name: /KF-4711-0815/ });
    const link = within(first).getByRole('link', { name: 'KF-4711-0815' });
    expect(link.getAttribute('href')).toMatch(/^\/home\/versicherungen\/insurance-group\/details\/7(\?|$)/);
    expect(within(first).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(first).getByText('100001')).toBeTruthy();
    expect(within(first).getByText('120,00 €')).toBeTruthy();
    expect(within(first).getByText('45,00 €')).toBeTruthy();
    expect(
      within(first)
        .getByText(/75,00 €/)
        .getAttribute('style'),
    ).toContain('--mantine-color-red-9');
    expect(within(screen.getByRole('row', { name: /LV-2024-000123/ })).getByText('Ergo')).toBeTruthy();

    const sums = screen.getByLabelText('Summen');
    expect(within(sums).getByText('420,00 €')).toBeTruthy();
    expect(within(sums).getByText('335,00 €')).toBeTruthy();
    expect(within(sums).getByText(/85,00 €/)).toBeTruthy();
    expect(screen.getByText('2 Verträge mit Fehlbetrag in 2025')).toBeTruthy();
  });

  it('links the export with the chosen year', async () => {
    stubWrites({ status: 200, body: {} });
    await renderPage(answerOf({ jahr: 2023 }), { jahr: 2023 });
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    const csv = await screen.findByRole('menuitem', { name: 'Export CSV', hidden: true });
    expect(csv.getAttribute('href')).toBe('/MSC3/restful/courtage/fehlbetraege/export?jahr=2023&format=csv');
    expect(screen.getByRole('menuitem', { name: 'Export Excel', hidden: true }).getAttribute('href')).toBe(
      '/MSC3/restful/courtage/fehlbetraege/export?jahr=2023&format=xlsx',
    );
  });

  it(`shows '${ERWARTUNG_MESSAGES.empty}' without shortfalls`, async () => {
    stubWrites({ status: 200, body: {} });
    await renderPage(answerOf({ items: [], total: 0, summe: { erwartet: 0, erhalten: 0, differenz: 0 } }));
    expect(await screen.findByText(ERWARTUNG_MESSAGES.empty)).toBeTruthy();
  });

  it('asks the server for the page and the year of the search', async () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    await renderPage(null, { jahr: 2024, page: 2 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url.startsWith('/MSC3/restful/courtage/fehlbetraege?')).toBe(true);
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('jahr')).toBe('2024');
    expect(params.get('offset')).toBe('25');
    expect(params.get('limit')).toBe('25');
  });

  it('offers this year and the five before it; a change starts at page 1', async () => {
    stubWrites({ status: 200, body: {} });
    const jahr = vorjahrInGermany();
    const { onSearchChange } = await renderPage(answerOf({ jahr }), { jahr, page: 3 });
    const select = screen.getByRole('combobox', { name: 'Jahr' });
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    const years = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(years).toEqual([0, 1, 2, 3, 4, 5].map((i) => String(jahr + 1 - i)));
    fireEvent.click(within(listbox).getByRole('option', { name: String(jahr - 1), hidden: true }));
    expect(onSearchChange).toHaveBeenCalledWith({ jahr: jahr - 1, page: undefined });
  });
});
