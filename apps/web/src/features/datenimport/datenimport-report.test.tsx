import { type DatenimportReport, datenimportZaehlerLabel, leereZaehler } from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vertragKeys } from '../../shared/vertrag/vertrag-keys';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { datenimportKeys } from './datenimport.queries';
import { DATENIMPORT_TABELLE_FELDER } from './datenimport-felder';
import { MELDUNGEN_PAGE_SIZE } from './datenimport-meldungen';
import { DatenimportBericht, DatenimportBerichtLaden } from './datenimport-report';

const reportOf = (over: Partial<DatenimportReport> = {}): DatenimportReport => ({
  id: 5,
  status: 'vorschau',
  fortschritt: 100,
  erstelltAm: '2026-11-28T09:30:00Z',
  erstelltVon: 'Max Makler',
  uebernommenAm: null,
  dateien: [
    {
      name: 'allianz_2026-11.gdv',
      sha256: 'a3f1c9e0b2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4',
      groesse: 512_000,
      art: 'gdv',
      vuNummern: ['5312'],
      gesellschaften: [{ id: 3, name: 'Allianz Versicherungs-AG' }],
      erstellungsdatumVon: '2026-11-01',
      erstellungsdatumBis: '2026-11-27',
      datenpakete: 1,
      saetze: 2000,
    },
  ],
  zaehler: {
    kundenNeu: 12,
    kundenGeaendert: 3,
    vertraegeNeu: 17,
    vertraegeGeaendert: 4,
    vertraegeUnveraendert: 210,
    uebersprungen: 2,
    fehler: 1,
    warnungen: 5,
  },
  meldungen: [],
  meldungenGesamt: 0,
  unbekannteVuNummern: [],
  aenderungen: [],
  tabelle: null,
  ...over,
});

async function renderBericht(report: DatenimportReport) {
  const rootRoute = createRootRoute({
    component: () => <DatenimportBericht report={report} felder={[...DATENIMPORT_TABELLE_FELDER]} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />);
  await router.load();
  await screen.findByRole('heading', { name: 'Bericht' });
}

/** Opens the select `label` and picks `option` in its own dropdown. */
async function choose(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  // Reads stay pending (the Gesellschaften of the VU-Nummer select); tests that write stub their answer.
  stubWrites({ status: 200, body: reportOf() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DatenimportBericht', () => {
  it('shows each count in its card, labelled as the issue names them', async () => {
    await renderBericht(reportOf());
    const expected: Record<string, string> = {
      'Neue Kunden': '12',
      'Geänderte Kunden': '3',
      'Neue Verträge': '17',
      'Geänderte Verträge': '4',
      'Unveränderte Verträge': '210',
      Übersprungen: '2',
      Fehler: '1',
      Warnungen: '5',
    };
    expect(Object.values(datenimportZaehlerLabel).sort()).toEqual(Object.keys(expected).sort());
    for (const [label, count] of Object.entries(expected)) {
      const card = screen.getByRole('listitem', { name: `${label}: ${count}` });
      expect(within(card).getByText(label)).toBeTruthy();
      expect(within(card).getByText(count)).toBeTruthy();
    }
  });

  it('keeps „Import übernehmen“ disabled with its reason while a VU-Nummer has no Gesellschaft', async () => {
    await renderBericht(reportOf({ unbekannteVuNummern: ['9999'] }));
    const button = screen.getByRole('button', { name: 'Import übernehmen' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const reasonId = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(reasonId)?.textContent).toBe(
      'Bitte ordnen Sie zuerst der VU-Nummer 9999 eine Gesellschaft zu.',
    );
    expect(screen.getByRole('combobox', { name: 'Gesellschaft für VU-Nummer 9999' })).toBeTruthy();
  });

  it('assigns the chosen Gesellschaft to the unknown VU-Nummer', async () => {
    const { fetchMock, writes } = stubWrites({ status: 200, body: reportOf() });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vertragKeys.newContractOptions(), {
      gesellschaften: [
        { value: '3', label: 'Allianz Versicherungs-AG' },
        { value: '8', label: 'ERGO Versicherung AG' },
      ],
      sparten: [],
    });
    // Loaded by its id, as the page does: the answer of the POST replaces the report in the cache.
    queryClient.setQueryData(datenimportKeys.report(5), reportOf({ unbekannteVuNummern: ['9999'] }));
    const rootRoute = createRootRoute({ component: () => <DatenimportBerichtLaden id={5} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    await router.load();
    await screen.findByRole('heading', { name: 'Bericht' });
    const zuordnen = screen.getByRole('button', { name: 'Zuordnen' });
    expect(zuordnen.hasAttribute('disabled')).toBe(true);
    await choose('Gesellschaft für VU-Nummer 9999', 'ERGO Versicherung AG');
    fireEvent.click(zuordnen);
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(url).toBe('/MSC3/restful/datenimport/5/zuordnung');
    expect(JSON.parse(String(init?.body))).toEqual({ vuNummer: '9999', gesellschaftId: 8 });
    // The answer (every VU-Nummer assigned) replaces the report: the select is gone.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /VU-Nummer 9999/ })).toBeNull());
  });

  it('enables „Import übernehmen“ once every VU-Nummer is assigned and asks before applying', async () => {
    await renderBericht(reportOf());
    const button = screen.getByRole('button', { name: 'Import übernehmen' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Import übernehmen' });
    expect(dialog.textContent).toContain('17 neue und 4 geänderte Verträge');
  });

  it('disables applying a preview with errors only', async () => {
    const nurFehler = { ...leereZaehler(), fehler: 3 };
    await renderBericht(reportOf({ zaehler: nurFehler }));
    expect(screen.getByRole('button', { name: 'Import übernehmen' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Die Vorschau enthält nur Fehler: Es gibt nichts zu übernehmen.')).toBeTruthy();
  });

  it('posts the chosen column mapping of a table file, every column with its field or null', async () => {
    const { fetchMock, writes } = stubWrites({ status: 200, body: reportOf() });
    await renderBericht(
      reportOf({
        tabelle: {
          spalten: ['VSNR', 'Nachname', 'Beitrag'],
          zuordnung: { VSNR: 'versicherungsnummer', Nachname: 'name', Beitrag: null },
        },
      }),
    );
    expect(screen.getByRole('combobox', { name: 'VSNR' })).toHaveProperty('value', 'Versicherungsnummer');
    expect(screen.getByRole('combobox', { name: 'Beitrag' })).toHaveProperty('value', 'nicht übernehmen');
    await choose('Beitrag', 'Beitrag brutto');
    await choose('Nachname', 'nicht übernehmen');
    fireEvent.click(screen.getByRole('button', { name: 'Zuordnung speichern und neu prüfen' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(url).toBe('/MSC3/restful/datenimport/5/spalten');
    const body = JSON.parse(String(init?.body)) as { zuordnung: Record<string, string | null> };
    expect(body.zuordnung).toEqual({ VSNR: 'versicherungsnummer', Nachname: null, Beitrag: 'beitragBrutto' });
  });

  it('lists errors and warnings with Zeile, Satzart, Feld and Meldung, page by page', async () => {
    const meldungen = Array.from({ length: MELDUNGEN_PAGE_SIZE + 3 }, (_, i) => ({
      datei: 'allianz_2026-11.gdv',
      zeile: i + 10,
      satzart: '0200',
      feld: 'Beginn',
      art: i === 0 ? ('fehler' as const) : ('warnung' as const),
      text: `Zeile ${i + 10}, Satzart 0200, Feld Beginn: Das Datum 31.02.2024 gibt es nicht.`,
    }));
    await renderBericht(reportOf({ meldungen, meldungenGesamt: 40 }));
    const table = screen.getByRole('table', { name: 'Fehler und Warnungen' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Art', 'Zeile', 'Satzart', 'Feld', 'Meldung']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(MELDUNGEN_PAGE_SIZE);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Fehler', '10', '0200', 'Beginn', meldungen[0]?.text]);
    expect(screen.getByText(/Es werden 23 von 40 Meldungen gezeigt/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    expect(within(table).getByText(meldungen[MELDUNGEN_PAGE_SIZE]?.text ?? '')).toBeTruthy();
  });

  it('names the file of each message when the import has several files', async () => {
    const datei = reportOf().dateien[0];
    if (!datei) {
      throw new Error('fixture');
    }
    await renderBericht(
      reportOf({
        dateien: [datei, { ...datei, name: 'bestand.csv', art: 'tabelle', sha256: 'ff'.repeat(32) }],
        meldungen: [
          {
            datei: 'bestand.csv',
            zeile: 4,
            satzart: null,
            feld: 'IBAN',
            art: 'fehler',
            text: 'Die IBAN ist ungültig.',
          },
        ],
        meldungenGesamt: 1,
      }),
    );
    const table = screen.getByRole('table', { name: 'Fehler und Warnungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Art', 'Datei', 'Zeile', 'Satzart', 'Feld', 'Meldung']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Fehler', 'bestand.csv', '4', '–', 'IBAN', 'Die IBAN ist ungültig.']);
  });

  it('marks new contracts and links a contract that exists to its page', async () => {
    await renderBericht(
      reportOf({
        status: 'uebernommen',
        uebernommenAm: '2026-11-28T10:00:00Z',
        aenderungen: [
          {
            versicherungsnummer: 'AS-100200',
            kunde: 'Erika Mustermann',
            art: 'neu',
            vertragId: 41,
            felder: [{ feld: 'Beitrag brutto', alt: null, neu: '120,00 €' }],
          },
          {
            versicherungsnummer: 'KF-4711',
            kunde: 'Max Muster',
            art: 'geaendert',
            vertragId: 7,
            felder: [{ feld: 'Ablauf', alt: '01.01.2026', neu: '01.01.2027' }],
          },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Neue und geänderte Verträge' });
    const neu = within(table).getByRole('link', { name: 'AS-100200' });
    expect(neu.getAttribute('href')).toBe('/home/versicherungen/insurance-group/details/41');
    expect(within(neu.closest('tr') as HTMLElement).getByText('Neu')).toBeTruthy();
    expect(within(table).getByText('01.01.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import übernehmen' })).toBeNull();
    expect(screen.getByText('Übernommen', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });
});
