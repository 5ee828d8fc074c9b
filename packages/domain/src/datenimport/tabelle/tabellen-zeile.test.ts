import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TabellenZuordnung, tabellenFeldKeys } from './tabellen-felder';
import type { TabellenZeile } from './tabellen-wert';
import { TABELLE_SATZART, tabellenZeileZuVertrag } from './tabellen-zeile';

const zuordnung: TabellenZuordnung = {
  'Vers.-Nr.': 'versicherungsnummer',
  Versicherer: 'gesellschaftName',
  Sparte: 'sparte',
  Status: 'status',
  Beginn: 'beginn',
  Ablauf: 'ablauf',
  Zahlweise: 'zahlweise',
  Prämie: 'beitragBrutto',
  Anrede: 'anrede',
  Nachname: 'name',
  Vorname: 'vorname',
  'Geb.-Datum': 'geburtsdatum',
  Straße: 'strasse',
  'Haus-Nr.': 'hausnummer',
  PLZ: 'plz',
  Ort: 'ort',
  Land: 'land',
  IBAN: 'iban',
  Kennzeichen: 'kennzeichen',
  HSN: 'hsn',
  TSN: 'tsn',
  Erstzulassung: 'erstzulassung',
  Bemerkung: null,
};

const zeile = (werte: TabellenZeile): TabellenZeile => ({
  'Vers.-Nr.': 'KH-4711',
  Versicherer: 'Allianz Versicherungs-AG',
  Sparte: 'Kraftfahrt',
  Status: 'lebend',
  Beginn: '01.01.2020',
  Ablauf: '',
  Zahlweise: 'jährl.',
  Prämie: '1.234,56 €',
  Anrede: 'Frau',
  Nachname: 'Müller',
  Vorname: 'Jürgen',
  'Geb.-Datum': '15.7.65',
  Straße: 'Hauptstraße',
  'Haus-Nr.': '12a',
  PLZ: '80331',
  Ort: 'München',
  Land: 'D',
  IBAN: 'DE89 3704 0044 0532 0130 00',
  Kennzeichen: 'M-AB 123',
  HSN: '0603',
  TSN: 'ABC',
  Erstzulassung: '01.03.2019',
  Bemerkung: 'egal',
  ...werte,
});

describe('tabellenZeileZuVertrag', () => {
  it('reads a good row into a contract with its Versicherungsnehmer and vehicle', () => {
    const { vertrag, meldungen } = tabellenZeileZuVertrag(zeile({}), zuordnung, 7, 'b.csv');
    expect(meldungen).toEqual([]);
    expect(vertrag).toEqual({
      zeile: 7,
      satzart: TABELLE_SATZART,
      versicherungsnummer: 'KH-4711',
      sparteCode: null,
      sparteName: 'Kraftfahrt',
      status: 'aktiv',
      beginn: '2020-01-01',
      ablauf: null,
      hauptfaelligkeit: null,
      zahlweise: 'jährlich',
      beitragBruttoCents: 123456,
      beitragNettoCents: null,
      waehrung: null,
      vermittlernummer: null,
      produktbezeichnung: null,
      gesellschaftName: 'Allianz Versicherungs-AG',
      personen: [
        {
          zeile: 7,
          satzart: 'Tabelle',
          rolle: 'versicherungsnehmer',
          rollenkennzeichen: null,
          anrede: 'Frau',
          titel: null,
          name: 'Müller',
          vorname: 'Jürgen',
          name2: null,
          name3: null,
          geburtsdatum: '1965-07-15',
          strasse: 'Hauptstraße 12a',
          plz: '80331',
          ort: 'München',
          land: 'DE',
          iban: 'DE89370400440532013000',
          bic: null,
        },
      ],
      spartenteile: [],
      fahrzeug: {
        zeile: 7,
        satzart: 'Tabelle',
        kennzeichen: 'M-AB 123',
        hsn: '0603',
        tsn: 'ABC',
        fin: null,
        erstzulassung: '2019-03-01',
      },
      versicherteSachen: [],
    });
  });

  it('a bad IBAN is an error of that row naming line, Satzart and column; no contract', () => {
    const { vertrag, meldungen } = tabellenZeileZuVertrag(
      zeile({ IBAN: 'DE89 3704 0044 0532 0130 01' }),
      zuordnung,
      12,
      'bestand.csv',
    );
    expect(vertrag).toBeNull();
    expect(meldungen).toHaveLength(1);
    expect(meldungen[0]).toMatchObject({
      datei: 'bestand.csv',
      zeile: 12,
      satzart: 'Tabelle',
      feld: 'IBAN',
      art: 'fehler',
    });
    expect(meldungen[0]?.text).toMatch(/^„DE89 3704 0044 0532 0130 01“ in Spalte „IBAN“: .*Prüfziffer/);
  });

  it('a postal code that does not fit the country is an error of that row', () => {
    const de = tabellenZeileZuVertrag(zeile({ PLZ: '8033' }), zuordnung, 3, 'b.csv');
    expect(de.vertrag).toBeNull();
    expect(de.meldungen.map((m) => [m.feld, m.text])).toEqual([
      ['PLZ', "„8033“ in Spalte „PLZ“: Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen."],
    ]);
    const at = tabellenZeileZuVertrag(zeile({ PLZ: '1010', Land: 'A' }), zuordnung, 3, 'b.csv');
    expect(at.meldungen).toEqual([]);
    expect(at.vertrag?.personen[0]?.land).toBe('AT');
  });

  it('an Excel number cell gets back the leading zero of a German postal code and of the HSN', () => {
    const { vertrag } = tabellenZeileZuVertrag(zeile({ PLZ: 1067, HSN: 603 }), zuordnung, 2, 'x');
    expect(vertrag?.personen[0]?.plz).toBe('01067');
    expect(vertrag?.fahrzeug?.hsn).toBe('0603');
  });

  it('reports every bad value of a row, each with its column', () => {
    const { vertrag, meldungen } = tabellenZeileZuVertrag(
      zeile({
        Beginn: '31.02.2020',
        Prämie: '12,345',
        Zahlweise: 'alle 3 Jahre',
        Status: 'vielleicht',
        'Geb.-Datum': '01.01.2099',
        Nachname: 'x'.repeat(101),
        HSN: '12345',
        Erstzulassung: 'gestern',
      }),
      zuordnung,
      4,
      'b.csv',
    );
    expect(vertrag).toBeNull();
    expect(meldungen.map((m) => m.feld).sort()).toEqual(
      ['Beginn', 'Erstzulassung', 'Geb.-Datum', 'HSN', 'Nachname', 'Prämie', 'Status', 'Zahlweise'].sort(),
    );
    expect(meldungen.every((m) => m.art === 'fehler' && m.zeile === 4 && m.satzart === 'Tabelle')).toBe(true);
    expect(meldungen.find((m) => m.feld === 'Geb.-Datum')?.text).toContain(
      'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    );
    expect(meldungen.find((m) => m.feld === 'Nachname')?.text).toContain('höchstens 100 Zeichen');
    expect(meldungen.find((m) => m.feld === 'Nachname')?.text).toContain('xxxxxxxxxx…');
  });

  it('a negative premium is refused as the contract form refuses it', () => {
    const { meldungen } = tabellenZeileZuVertrag(zeile({ Prämie: '-12,50' }), zuordnung, 5, 'b');
    expect(meldungen.map((m) => m.text)).toEqual(['„-12,50“ in Spalte „Prämie“: Der Betrag darf nicht negativ sein.']);
  });

  it('a row without Versicherungsnummer or Name is an error of that row', () => {
    const { vertrag, meldungen } = tabellenZeileZuVertrag(
      zeile({ 'Vers.-Nr.': '  ', Nachname: null }),
      zuordnung,
      9,
      'b.csv',
    );
    expect(vertrag).toBeNull();
    expect(meldungen.map((m) => [m.feld, m.text])).toEqual([
      ['Vers.-Nr.', 'Spalte „Vers.-Nr.“: Versicherungsnummer fehlt.'],
      ['Nachname', 'Spalte „Nachname“: Name fehlt.'],
    ]);
  });

  it('a required field without any column is named by its label', () => {
    const { meldungen } = tabellenZeileZuVertrag({ Ort: 'Köln' }, { Ort: 'ort' }, 2, 'b.csv');
    expect(meldungen.map((m) => m.feld)).toEqual(['Versicherungsnummer', 'Name']);
  });

  it('an empty row gives nothing and no message', () => {
    expect(tabellenZeileZuVertrag({ 'Vers.-Nr.': '', Nachname: ' ' }, zuordnung, 30, 'b.csv')).toEqual({
      vertrag: null,
      meldungen: [],
    });
  });

  it('a Sparte given as GDV code becomes the code, Excel cells as numbers and dates are read', () => {
    const { vertrag, meldungen } = tabellenZeileZuVertrag(
      zeile({
        'Vers.-Nr.': 123456789,
        Sparte: 50,
        Beginn: new Date(Date.UTC(2021, 3, 1)),
        Prämie: 99.9,
        Zahlweise: 12,
        Erstzulassung: 43525,
      }),
      zuordnung,
      2,
      'b.xlsx',
    );
    expect(meldungen).toEqual([]);
    expect(vertrag).toMatchObject({
      versicherungsnummer: '123456789',
      sparteCode: '050',
      sparteName: null,
      beginn: '2021-04-01',
      beitragBruttoCents: 9990,
      zahlweise: 'monatlich',
    });
    expect(vertrag?.fahrzeug?.erstzulassung).toBe('2019-03-01');
  });

  it('property: never throws on arbitrary strings, and a contract comes only without errors', () => {
    const spalten = [...tabellenFeldKeys];
    const alle: TabellenZuordnung = Object.fromEntries(spalten.map((f) => [f, f]));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...spalten), fc.oneof(fc.string(), fc.string({ unit: 'binary' }))),
        fc.integer({ min: 1, max: 1_000_000 }),
        (row, nr) => {
          const { vertrag, meldungen } = tabellenZeileZuVertrag(row, alle, nr, 'x.csv');
          expect(vertrag === null || meldungen.length === 0).toBe(true);
          expect(meldungen.every((m) => m.zeile === nr && m.satzart === 'Tabelle' && m.art === 'fehler')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
