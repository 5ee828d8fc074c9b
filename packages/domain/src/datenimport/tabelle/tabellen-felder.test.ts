import { describe, expect, it } from 'vitest';
import {
  eindeutigeSpalten,
  spalteVonFeld,
  TabellenZuordnungSchema,
  tabellenFelder,
  tabellenFeldLabel,
  zuordnungFehler,
} from './tabellen-felder';

describe('tabellenFelder', () => {
  it('lists our fields with their German labels, each key once', () => {
    expect(tabellenFeldLabel.versicherungsnummer).toBe('Versicherungsnummer');
    expect(tabellenFeldLabel.hauptfaelligkeit).toBe('Hauptfälligkeit');
    expect(tabellenFeldLabel.beitragBrutto).toBe('Beitrag brutto');
    expect(tabellenFeldLabel.strasse).toBe('Straße');
    expect(new Set(tabellenFelder.map((f) => f.key)).size).toBe(tabellenFelder.length);
  });
});

describe('eindeutigeSpalten', () => {
  it('names empty headers by position and numbers repeated ones', () => {
    expect(eindeutigeSpalten(['Name', ' ', 'Name', 'Ort ', 'Name'])).toEqual([
      'Name',
      'Spalte 2',
      'Name (2)',
      'Ort',
      'Name (3)',
    ]);
  });
});

describe('TabellenZuordnungSchema', () => {
  it('takes a column → field mapping with columns left out', () => {
    expect(TabellenZuordnungSchema.parse({ VSNR: 'versicherungsnummer', Bemerkung: null })).toEqual({
      VSNR: 'versicherungsnummer',
      Bemerkung: null,
    });
  });

  it('refuses an unknown field and a field mapped twice', () => {
    expect(TabellenZuordnungSchema.safeParse({ VSNR: 'policeNr' }).success).toBe(false);
    const doppelt = TabellenZuordnungSchema.safeParse({ Name: 'name', Nachname: 'name' });
    expect(doppelt.error?.issues[0]?.message).toBe('Das Feld „Name“ ist mehreren Spalten zugeordnet.');
  });
});

describe('zuordnungFehler and spalteVonFeld', () => {
  it('names the required fields without a column', () => {
    expect(zuordnungFehler({ Ort: 'ort' })).toEqual([
      'Dem Feld „Versicherungsnummer“ ist keine Spalte zugeordnet.',
      'Dem Feld „Name“ ist keine Spalte zugeordnet.',
    ]);
    expect(zuordnungFehler({ VSNR: 'versicherungsnummer', Nachname: 'name' })).toEqual([]);
    expect(spalteVonFeld({ VSNR: 'versicherungsnummer', X: null }, 'versicherungsnummer')).toBe('VSNR');
    expect(spalteVonFeld({ X: null }, 'name')).toBeNull();
  });
});
