import { ERWARTUNG_MESSAGES, type Erwartung } from '@maklerwerk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { erwartungQueryOptions } from './erwartung.queries';
import { ErwartungCard } from './erwartung-card';

const contractId = 42;

const answerOf = (over: Partial<Erwartung> = {}): Erwartung => ({
  contractId,
  maklernr: '10001',
  rows: [
    { jahr: 2024, erwartet: 90_000, erhalten: 95_000, differenz: 5_000 },
    { jahr: 2025, erwartet: 90_000, erhalten: 60_000, differenz: -30_000 },
  ],
  satz: 7.5,
  basis: 'netto',
  hinweis: null,
  ...over,
});

function renderCard(answer?: Erwartung) {
  const queryClient = createTestQueryClient();
  if (answer) {
    queryClient.setQueryData(erwartungQueryOptions(contractId).queryKey, answer);
  }
  renderWithProviders(<ErwartungCard contractId={contractId} />, queryClient);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ErwartungCard', () => {
  it('shows expected, received and the difference per year with the rate and its basis', () => {
    stubWrites({ status: 200, body: {} });
    renderCard(answerOf());
    expect(screen.getByRole('heading', { name: 'Erwartet und erhalten' })).toBeTruthy();
    expect(screen.getByText('Vereinbarter Satz 7,5000 % der Nettoprämie')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers).toEqual(['Jahr', 'Erwartet', 'Erhalten', 'Differenz']);

    const plain = screen.getByRole('row', { name: /2024/ });
    expect(within(plain).getAllByText('900,00 €')).toHaveLength(1);
    expect(within(plain).getByText('950,00 €')).toBeTruthy();
    expect(within(plain).getByText('50,00 €')).toBeTruthy();
    expect(within(plain).queryByText('Fehlbetrag')).toBeNull();
  });

  it("marks a shortfall 'Fehlbetrag' in the accessible red", () => {
    stubWrites({ status: 200, body: {} });
    renderCard(answerOf());
    const row = screen.getByRole('row', { name: /2025/ });
    expect(within(row).getByText('600,00 €')).toBeTruthy();
    const label = within(row).getByText('Fehlbetrag');
    const amount = label.parentElement as HTMLElement;
    expect(amount.textContent).toMatch(/300,00 €/);
    expect(amount.textContent?.startsWith('-') || amount.textContent?.startsWith('−')).toBe(true);
    expect(amount.getAttribute('style')).toContain('--mantine-color-red-9');
  });

  it('names the gross premium and shows the hint dimmed', () => {
    stubWrites({ status: 200, body: {} });
    renderCard(answerOf({ basis: 'brutto', rows: [], hinweis: ERWARTUNG_MESSAGES.keinePraemie }));
    expect(screen.getByText('Vereinbarter Satz 7,5000 % der Bruttoprämie')).toBeTruthy();
    expect(screen.getByText(ERWARTUNG_MESSAGES.keinePraemie)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows no rate line without an agreed rate', () => {
    stubWrites({ status: 200, body: {} });
    renderCard(answerOf({ satz: null, basis: null, rows: [], hinweis: ERWARTUNG_MESSAGES.keinSatz }));
    expect(screen.queryByText(/Vereinbarter Satz/)).toBeNull();
    expect(screen.getByText(ERWARTUNG_MESSAGES.keinSatz)).toBeTruthy();
  });

  it('loads from /insurances/:id/courtage-erwartung with a placeholder meanwhile', async () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    renderCard();
    expect(screen.getByLabelText('Erwartete Courtage wird geladen')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/MSC3/restful/insurances/42/courtage-erwartung');
  });

  it('shows the load error when the answer fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Keine Berechtigung.' }), { status: 403 }),
        ),
      ),
    );
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fehler beim Laden')).toBeTruthy();
  });
});
