import { describe, expect, it } from 'vitest';
import { pillFor } from '../dokument/status-legends';
import { isKundenformular } from './formular-antrag.rules';
import { formularKatalog } from './formular-katalog';

describe("a customer's forms", () => {
  it("'Neues Formular' offers every catalogue form but the application, which needs a contract", () => {
    expect(formularKatalog.filter((e) => isKundenformular(e.antragTyp)).map((e) => e.label)).toEqual([
      'Beratungsdokumentation Versicherungen',
      'Beratungsprotokoll',
      'Anlegerprofil',
      'Anlegerprofil Wealthkonzept',
      'Beschwerde',
    ]);
    expect(isKundenformular('ANTRAG')).toBe(false);
  });

  it('shows an open form as in Bearbeitung (neutral), a finished one as its application status', () => {
    expect(pillFor('FORMULAR', 'OFFEN')).toEqual({ label: 'in Bearbeitung', tone: 'neutral' });
    expect(pillFor('FORMULAR', 'ANTRAG_ORDNUNG')).toEqual({ label: 'in Ordnung', tone: 'success' });
    expect(pillFor('FORMULAR', 'ANTRAG_FEHLER')).toEqual({ label: 'fehlerhaft', tone: 'danger' });
  });
});
