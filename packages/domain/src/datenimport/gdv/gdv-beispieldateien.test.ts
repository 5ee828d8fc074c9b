// Every layout the reader uses, against the example files of gdv.xport (testdaten/SOURCE.md).
import { describe, expect, it } from 'vitest';
import { leseBeispiel } from './gdv-testdaten';

describe('GDV example files', () => {
  it('reads the GDV Musterdatei: Vorsatz, persons, contracts, Sparte parts, vehicles, Nachsatz', () => {
    const [paket, ...rest] = leseBeispiel('musterdatei_041222');
    expect(rest).toHaveLength(0);
    expect(paket).toMatchObject({
      nummer: 1,
      quelle: 'gdv',
      vuNummer: '9999',
      absender: 'XXX Versicherung AG',
      adressat: 'BRBRIENNEE,JÜRGEN',
      erstellungsdatumVon: '2004-07-22',
      erstellungsdatumBis: '2004-07-22',
      saetze: 165,
      fehlerhaft: false,
      meldungen: [],
    });
    expect(paket?.versionen).toMatchObject({ '0001': '1.9', '0100': '1.9', '0200': '1.9', '0210.050': '2.1' });
    expect(paket?.vertraege).toHaveLength(14);
    const erster = paket?.vertraege[0];
    expect(erster).toMatchObject({
      zeile: 5,
      satzart: '0200',
      versicherungsnummer: '59999999999',
      sparteCode: '030',
      sparteName: 'Unfall',
      status: 'aktiv',
      beginn: '2004-05-01',
      ablauf: '2009-05-01',
      hauptfaelligkeit: '2005-05-01',
      zahlweise: 'jährlich',
      beitragNettoCents: 41141,
      waehrung: 'EUR',
      vermittlernummer: '9999009999',
    });
    expect(erster?.personen).toEqual([
      expect.objectContaining({
        zeile: 3,
        rolle: 'versicherungsnehmer',
        rollenkennzeichen: '01',
        anrede: 'Frau',
        name: 'Kitzelpfütze',
        vorname: 'Martina',
        geburtsdatum: '1979-11-11',
        strasse: 'Sebeneteriestr. 44',
        plz: '52222',
        ort: 'Stolberg (Rhld.)',
        land: 'DE',
      }),
    ]);
    expect(erster?.spartenteile).toEqual([
      expect.objectContaining({ satzart: '0210.030', sparteCode: '030', beitragCents: 41141 }),
    ]);
    expect(erster?.versicherteSachen).toEqual([{ zeile: 7, satzart: '0220.030', bezeichnung: 'Martina Kitzelpfütze' }]);

    const haftpflicht = paket?.vertraege.find((v) => v.versicherungsnummer === '59999999995');
    expect(haftpflicht?.personen[0]).toMatchObject({ anrede: 'Herr', titel: 'Dottore', name: 'Fresy', ort: 'Hürth' });
    expect(haftpflicht?.spartenteile[0]).toMatchObject({ sparteCode: '040', beitragCents: 11250 });

    const kfz = paket?.vertraege.find((v) => v.versicherungsnummer === '59999999990');
    expect(kfz).toMatchObject({ sparteCode: '050', beitragNettoCents: 110795 });
    expect(kfz?.fahrzeug).toEqual({
      zeile: 110,
      satzart: '0210.050',
      kennzeichen: 'K-WB 4444',
      hsn: '0603',
      tsn: '055',
      fin: '1212345621',
      erstzulassung: '2004-07-01',
    });
    expect(paket?.vertraege.find((v) => v.versicherungsnummer === '59999999988')?.zahlweise).toBe('halbjährlich');

    const gebuendelt = paket?.vertraege.find((v) => v.versicherungsnummer === '59999999986');
    expect(gebuendelt?.spartenteile.map((t) => [t.sparteCode, t.beitragCents])).toEqual([
      ['040', 4700],
      ['130', 11985],
    ]);
  });

  it('reads the 2009 variant of the Musterdatei alike', () => {
    const [paket] = leseBeispiel('musterdatei_2009');
    expect(paket?.fehlerhaft).toBe(false);
    expect(paket?.vertraege.map((v) => v.versicherungsnummer)).toEqual(
      leseBeispiel('musterdatei_041222')[0]?.vertraege.map((v) => v.versicherungsnummer),
    );
  });

  it('reads two Datenpakete of one file; the second names its wrong Nachsatz', () => {
    const pakete = leseBeispiel('zwei_datenpakete_strict');
    expect(pakete.map((p) => [p.nummer, p.vuNummer, p.vertraege.length, p.fehlerhaft])).toEqual([
      [1, '9999', 14, false],
      [2, '1111', 5, true],
    ]);
    const zweites = pakete[1];
    expect(zweites).toMatchObject({ erstellungsdatumVon: '2009-05-27', saetze: 32 });
    expect(zweites?.vertraege[0]).toMatchObject({
      versicherungsnummer: '10680009018297020',
      sparteCode: '050',
      beginn: '2006-08-09',
      beitragNettoCents: 14460,
      vermittlernummer: '109-60013',
    });
    expect(zweites?.meldungen).toEqual([
      {
        datei: 'zwei_datenpakete_strict',
        zeile: 197,
        satzart: '9999',
        feld: 'Anzahl der Sätze',
        art: 'fehler',
        text: 'Der Nachsatz nennt 31605 Sätze, das Datenpaket enthält aber 30 (ohne Vor- und Nachsatz).',
      },
      expect.objectContaining({ zeile: 197, feld: 'Gesamtbeitrag', art: 'fehler' }),
    ]);
  });

  it('reads a UTF-8 file and skips the unknown Satzart 0820 with a warning', () => {
    const [paket] = leseBeispiel('test0820satzregistry');
    expect(paket?.adressat).toBe('BRBRIENNEE,JÜRGEN');
    expect(paket?.vertraege.map((v) => v.versicherungsnummer)).toEqual(['59999999999', '59999999998']);
    expect(paket?.vertraege[1]?.personen[0]).toMatchObject({ name: 'Pollsmann', vorname: 'Rudolf', ort: 'Köln' });
    const warnungen = paket?.meldungen.filter((m) => m.art === 'warnung');
    expect(warnungen?.map((m) => [m.zeile, m.satzart, m.text])).toEqual([
      [6, '0820', 'Die Satzart 0820 ist im GDV-Release 2023 nicht beschrieben; der Satz wird übersprungen.'],
      [11, '0820', 'Die Satzart 0820 ist im GDV-Release 2023 nicht beschrieben; der Satz wird übersprungen.'],
    ]);
  });

  it('reads a CP850 (DOS) file: Leben with three persons and the insured person of the 0220.010', () => {
    const [paket] = leseBeispiel('testcase_0220_010_48_v2_2_error');
    expect(paket).toMatchObject({ vuNummer: '1234', absender: 'Testvers', fehlerhaft: false, saetze: 18 });
    const [vertrag] = paket?.vertraege ?? [];
    expect(vertrag).toMatchObject({
      versicherungsnummer: '2222222',
      sparteCode: '010',
      beginn: '1992-09-01',
      ablauf: '2025-09-01',
      beitragNettoCents: 14123,
      produktbezeichnung: 'Testpro',
    });
    expect(vertrag?.personen.map((p) => [p.rollenkennzeichen, p.rolle, p.vorname, p.name, p.plz])).toEqual([
      ['01', 'versicherungsnehmer', 'Cornelia', 'Tester', '85053'],
      ['03', 'beitragszahler', 'Cornelia', 'Tester', '85053'],
      ['09', 'sonstige', 'Cornelia', 'Tester', '85053'],
    ]);
    expect(vertrag?.versicherteSachen).toEqual([{ zeile: 15, satzart: '0220.010.0', bezeichnung: 'Cornelia Tester' }]);
  });

  it('reports the faulty 0220.020 excerpt: records without contract part, Nachsatz count', () => {
    const [paket] = leseBeispiel('satz220.20.fehlerhaft');
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.vertraege).toEqual([]);
    expect(paket?.meldungen).toContainEqual(
      expect.objectContaining({ zeile: 6, satzart: '9999', feld: 'Anzahl der Sätze', art: 'fehler' }),
    );
    expect(paket?.meldungen).toContainEqual(
      expect.objectContaining({
        satzart: '0220.020.1',
        art: 'warnung',
        text: 'Zur Versicherungsschein-Nummer 59999999999 fehlt der Allgemeine Vertragsteil (Satzart 0200); ihre Sätze werden übersprungen.',
      }),
    );
  });
});
