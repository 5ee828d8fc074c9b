import { type Abrechnungen, type Buchung, COURTAGE_MESSAGES, type Verteilung } from '@maklerwerk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { AbrechnungenStep } from './abrechnungen-step';
import { abrechnungenQueryOptions, verteilungQueryOptions } from './courtage.queries';

const contractId = 42;

const buchung = (over: Partial<Buchung> = {}): Buchung => ({
  buchungsnr: 5001,
  vertragId: contractId,
  maklernr: '10001',
  zeichnungsdatum: '2025-03-01',
  courtageeingDatum: '2025-03-20',
  courtageart: 'ABSCHLUSS',
  provisionsSatzProzent: 2.5,
  bewertungssumme: 1_200_000,
  courtagesumme: 30_000,
  provBetrag: 24_000,
  status: 1,
  automatisch: false,
  rechDatum: '2025-04-01',
  istOverhead: true,
  userId: 3,
  bearbeiter: 'Ines Intern',
  bemerkung: 'Jahresabschluss',
  allowNewBuchung: true,
  stornoVon: null,
  courtageDesVermittlers: [],
  deletable: true,
  version: 1,
  ...over,
});

const internalColumns: Abrechnungen['columns'] = [
  'buchungsnr',
  'maklernr',
  'zeichnungsdatum',
  'courtageart',
  'provisionsSatzProzent',
  'bewertungssumme',
  'courtagesumme',
  'courtageeingDatum',
  'rechDatum',
  'status',
  'automatisch',
  'istOverhead',
  'bearbeiter',
  'bemerkung',
];
const brokerColumns: Abrechnungen['columns'] = [
  'maklernr',
  'zeichnungsdatum',
  'courtageart',
  'bewertungssumme',
  'provBetrag',
  'rechDatum',
];

const answerOf = (over: Partial<Abrechnungen> = {}): Abrechnungen => ({
  items: [buchung(), buchung({ buchungsnr: 5002, status: 3, deletable: false, allowNewBuchung: false })],
  total: 2,
  offset: 0,
  limit: 10,
  columns: internalColumns,
  editable: true,
  isInternal: true,
  specialPermission: true,
  bemerkung: {
    value: '',
    label: 'Bemerkung zur Courtage (Sichtbar für Vermittler)',
    locked: false,
    version: 1,
  },
  produktbez: 'Kfz-Haftpflicht Komfort',
  vergleichsrechner: false,
  angebotserstellung: true,
  ...over,
});

const verteilung: Verteilung = {
  buchungsnr: 5001,
  title: 'Buchungsnr 5001 - Verteilung der Abrechnung auf die Struktur',
  lines: [
    {
      lfdNr: 1,
      maklernr: '10001',
      name: 'Max Makler',
      provSatz: 60,
      betrag: 18_000,
      prozentsatz: 60,
      mwstProzent: 0,
      mwst: 0,
      stornoReserveProzent: 5,
      stornoReserve: 900,
      versicherungseinbehalt: 0,
      buchungId: 5001,
      vertragId: contractId,
    },
    {
      lfdNr: 2,
      maklernr: '10002',
      name: 'Udo Unter',
      provSatz: 20,
      betrag: 6_000,
      prozentsatz: 20,
      mwstProzent: 19,
      mwst: 1_140,
      stornoReserveProzent: 5,
      stornoReserve: 300,
      versicherungseinbehalt: 0,
      buchungId: 5001,
      vertragId: contractId,
    },
  ],
  sums: { betrag: 24_000, mwst: 1_140, stornoReserve: 1_200, provSatz: 80 },
  editable: true,
};

/** The step inside a router (it links and navigates), with the answers already loaded. */
async function renderStep(answer: Abrechnungen, queryClient: QueryClient = createTestQueryClient()) {
  queryClient.setQueryData(abrechnungenQueryOptions(contractId, 0).queryKey, answer);
  queryClient.setQueryData(verteilungQueryOptions(contractId, 5001).queryKey, verteilung);
  const rootRoute = createRootRoute({ component: () => <AbrechnungenStep contract={{ id: contractId }} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await router.load();
  await screen.findByRole('heading', { name: 'Abrechnungen' });
  return queryClient;
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim() ?? '')
    .filter(Boolean);

async function menuOf(nr: number) {
  fireEvent.click(screen.getByRole('button', { name: `Aktionen zu Buchung ${nr}` }));
  return screen.findByRole('menu', { hidden: true });
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

describe('AbrechnungenStep', () => {
  it('shows exactly the columns of an internal answer, in its order, plus Aktionen', async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(answerOf());
    expect(headers()).toEqual([
      'Buchungsnr',
      'Vermittlernr',
      'Z.-Datum',
      'Prov. Art',
      'Prov. Satz %',
      'Bew.Summe',
      'Courtagesumme',
      'Prov. Eingang',
      'Abr. Datum',
      'Status',
      'Auto',
      'Overhead',
      'Bearbeiter',
      'Bemerkung',
      'Aktionen',
    ]);
    const row = screen.getByRole('row', { name: /5001/ });
    expect(within(row).getByRole('link', { name: '5001' })).toBeTruthy();
    expect(within(row).getByText('2,5000 %')).toBeTruthy();
    expect(within(row).getByText('12.000,00 €')).toBeTruthy();
    expect(within(row).getByText('300,00 €')).toBeTruthy();
    expect(within(row).getByText('01.03.2025')).toBeTruthy();
    expect(within(row).getByText('Abschlusscourtage')).toBeTruthy();
    expect(within(row).getByText('Erfasst')).toBeTruthy();
    expect(within(row).getByText('Ja')).toBeTruthy();
    expect(within(row).getByText('Nein')).toBeTruthy();
    // The internal parts of the card.
    expect(screen.getByLabelText('Bemerkung zur Courtage (Sichtbar für Vermittler)')).toBeTruthy();
    expect((screen.getByLabelText('Produktbezeichnung') as HTMLInputElement).value).toBe('Kfz-Haftpflicht Komfort');
    expect(screen.getByRole('checkbox', { name: 'Vergleichsrechner' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Angebotserstellung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neue' })).toBeTruthy();
  });

  it('shows a plain broker only his six columns, no actions, no checkboxes and no Neue', async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(
      answerOf({
        columns: brokerColumns,
        isInternal: false,
        editable: false,
        specialPermission: false,
        vergleichsrechner: null,
        angebotserstellung: null,
        bemerkung: { value: '', label: 'Bemerkung zur Courtage', locked: false, version: 1 },
      }),
    );
    expect(headers()).toEqual(['Vermittlernr', 'Z.-Datum', 'Prov. Art', 'Bew.Summe', 'Prov. Betrag', 'Abr. Datum']);
    expect(screen.queryByRole('columnheader', { name: 'Prov. Satz %' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Aktionen zu Buchung/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '5001' })).toBeNull();
    expect(screen.getAllByText('240,00 €')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Vergleichsrechner' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Neue' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bemerkung zur Courtage' })).toBeTruthy();
  });

  it("shows 'Es wurden keine Einträge gefunden' without bookings", async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(answerOf({ items: [], total: 0 }));
    expect(screen.getByText('Es wurden keine Einträge gefunden')).toBeTruthy();
  });

  it('offers the export of the table as CSV and Excel', async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(answerOf());
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    const csv = await screen.findByRole('menuitem', { name: 'Export CSV', hidden: true });
    expect(csv.getAttribute('href')).toBe('/MSC3/restful/insurances/42/abrechnungen/export?format=csv');
    expect(screen.getByRole('menuitem', { name: 'Export Excel', hidden: true }).getAttribute('href')).toBe(
      '/MSC3/restful/insurances/42/abrechnungen/export?format=xlsx',
    );
  });

  it("asks 'Soll die Buchung … wirklich gelöscht werden?' and deletes; only deletable rows offer it", async () => {
    const { writes } = stubWrites({ status: 200, body: { deleted: true } });
    await renderStep(answerOf());
    const menu = await menuOf(5001);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Löschen', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung löschen' });
    expect(within(dialog).getByText(COURTAGE_MESSAGES.deleteBuchung(5001))).toBeTruthy();
    expect(within(dialog).getByText('Soll die Buchung 5001 wirklich gelöscht werden?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/insurances/42/abrechnungen/5001');
    expect(init?.method).toBe('DELETE');
  });

  it('offers neither Löschen nor copy and Storno for a booking in status 3 without allowNewBuchung', async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(answerOf());
    const locked = await menuOf(5002);
    expect(within(locked).getByRole('menuitem', { name: 'Bearbeiten', hidden: true })).toBeTruthy();
    expect(within(locked).getByRole('menuitem', { name: 'Verteilung auf die Struktur', hidden: true })).toBeTruthy();
    expect(within(locked).queryByRole('menuitem', { name: 'Löschen', hidden: true })).toBeNull();
    expect(within(locked).queryByRole('menuitem', { name: 'Buchung kopieren', hidden: true })).toBeNull();
    expect(within(locked).queryByRole('menuitem', { name: 'Buchung Stornieren', hidden: true })).toBeNull();
  });

  it("warns 'ACHTUNG!' before copying and cancelling", async () => {
    const { writes } = stubWrites({ status: 200, body: buchung({ buchungsnr: 5003 }) });
    await renderStep(answerOf());
    fireEvent.click(within(await menuOf(5001)).getByRole('menuitem', { name: 'Buchung kopieren', hidden: true }));
    const copy = await screen.findByRole('dialog', { name: 'Buchung kopieren' });
    expect(within(copy).getByText('ACHTUNG!')).toBeTruthy();
    expect(within(copy).getByText(COURTAGE_MESSAGES.copyWarning)).toBeTruthy();
    fireEvent.click(within(copy).getByRole('button', { name: 'kopieren' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.[0]).toBe('/MSC3/restful/insurances/42/abrechnungen/5001/kopieren');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buchung kopieren' })).toBeNull());
    fireEvent.click(within(await menuOf(5001)).getByRole('menuitem', { name: 'Buchung Stornieren', hidden: true }));
    const storno = await screen.findByRole('dialog', { name: 'Buchung Stornieren' });
    expect(within(storno).getByText(COURTAGE_MESSAGES.stornoWarning)).toBeTruthy();
    expect(within(storno).getByRole('button', { name: 'Stornieren' })).toBeTruthy();
  });

  it('shows no distribution on load; a row click selects the booking and shows its distribution', async () => {
    stubWrites({ status: 200, body: {} });
    await renderStep(answerOf());
    expect(screen.queryByText(verteilung.title)).toBeNull();
    fireEvent.click(within(screen.getByRole('row', { name: /5001/ })).getByText('Jahresabschluss'));
    expect(await screen.findByRole('heading', { name: verteilung.title })).toBeTruthy();
    expect(screen.getByRole('row', { name: /5001/ }).getAttribute('aria-selected')).toBe('true');
    for (const title of [
      'Lfd. Nr.',
      'Vermittlernr',
      'Name',
      'Prov. Satz',
      'Prov. Betrag',
      'Prozent',
      'MwSt.',
      'Stornoreserve',
      'Vers. Einbehalt',
    ]) {
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Udo Unter')).toBeTruthy();
    expect(screen.getByText('Summe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neue Zeile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Automatisch verteilen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zeile 2 (10002) löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provisionssatz löschen' });
    expect(within(dialog).getByText('Soll der Datensatz wirklich gelöscht werden?')).toBeTruthy();
  });

  it('clears the distribution after the selected booking was deleted', async () => {
    stubWrites({ status: 200, body: { deleted: true } });
    await renderStep(answerOf());
    fireEvent.click(within(screen.getByRole('row', { name: /5001/ })).getByText('Jahresabschluss'));
    await screen.findByRole('heading', { name: verteilung.title });
    fireEvent.click(within(await menuOf(5001)).getByRole('menuitem', { name: 'Löschen', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: verteilung.title })).toBeNull());
  });
});
