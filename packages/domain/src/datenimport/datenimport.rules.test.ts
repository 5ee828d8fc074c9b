import { describe, expect, it } from 'vitest';
import { isDatenimportDatei, uebernahmeGesperrt } from './datenimport.rules';
import { type DatenimportZaehler, leereZaehler } from './datenimport.schema';

const zaehler = (z: Partial<DatenimportZaehler> = {}): DatenimportZaehler => ({ ...leereZaehler(), ...z });

describe('uebernahmeGesperrt', () => {
  it('lets a finished preview with a contract and known VU-Nummern be applied, errors of other Datenpakete aside', () => {
    expect(
      uebernahmeGesperrt({
        status: 'vorschau',
        unbekannteVuNummern: [],
        zaehler: zaehler({ vertraegeNeu: 1, fehler: 3 }),
      }),
    ).toBeNull();
    expect(
      uebernahmeGesperrt({
        status: 'vorschau',
        unbekannteVuNummern: [],
        zaehler: zaehler({ vertraegeUnveraendert: 2 }),
      }),
    ).toBeNull();
  });

  it('refuses every state but a finished preview', () => {
    for (const status of ['vorschau_laeuft', 'uebernahme_laeuft', 'uebernommen', 'verworfen', 'fehler'] as const) {
      expect(uebernahmeGesperrt({ status, unbekannteVuNummern: [], zaehler: zaehler({ vertraegeNeu: 1 }) })).toBe(
        'Nur eine fertige Vorschau kann übernommen werden.',
      );
    }
  });

  it('names the VU-Nummern without a Gesellschaft, in the singular for one', () => {
    const z = zaehler({ vertraegeNeu: 1 });
    expect(uebernahmeGesperrt({ status: 'vorschau', unbekannteVuNummern: ['9999'], zaehler: z })).toBe(
      'Bitte ordnen Sie zuerst der VU-Nummer 9999 eine Gesellschaft zu.',
    );
    expect(uebernahmeGesperrt({ status: 'vorschau', unbekannteVuNummern: ['1234', '9999'], zaehler: z })).toBe(
      'Bitte ordnen Sie zuerst den VU-Nummern 1234, 9999 eine Gesellschaft zu.',
    );
  });

  it('refuses a preview without a contract: errors only, or nothing at all', () => {
    expect(
      uebernahmeGesperrt({
        status: 'vorschau',
        unbekannteVuNummern: [],
        zaehler: zaehler({ fehler: 2, kundenNeu: 1 }),
      }),
    ).toBe('Die Vorschau enthält nur Fehler: Es gibt nichts zu übernehmen.');
    expect(uebernahmeGesperrt({ status: 'vorschau', unbekannteVuNummern: [], zaehler: zaehler() })).toBe(
      'Die Vorschau enthält keinen Vertrag: Es gibt nichts zu übernehmen.',
    );
  });
});

describe('isDatenimportDatei', () => {
  it('takes GDV, zip, CSV and Excel files by their ending, in any case, and nothing else', () => {
    for (const name of ['bestand.gdv', 'VU5342.TXT', 'daten.dat', 'paket.zip', 'alt.csv', 'Export.XLSX']) {
      expect(isDatenimportDatei(name), name).toBe(true);
    }
    for (const name of ['alt.xls', 'bericht.pdf', 'gdv', 'daten.gdv.exe']) {
      expect(isDatenimportDatei(name), name).toBe(false);
    }
  });
});
