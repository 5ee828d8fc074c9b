import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError, type ImportDatenpaket, suggestZuordnung } from '@maklerwerk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEINE_KOPFZEILE, readTabellenDatei, readTabellenSpalten, XLS_NICHT_UNTERSTUETZT } from './tabelle-quelle';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tabelle-quelle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function datei(name: string, inhalt: string | Buffer) {
  const p = path.join(dir, name);
  await writeFile(p, inhalt);
  return { name, path: p };
}

async function allePakete(
  d: { name: string; path: string },
  zuordnung: Record<string, string | null>,
  onProgress?: (rows: number) => void,
): Promise<ImportDatenpaket[]> {
  const pakete: ImportDatenpaket[] = [];
  for await (const paket of readTabellenDatei(d, zuordnung, onProgress)) {
    pakete.push(paket);
  }
  return pakete;
}

/** Text in Windows-1252: Latin-1, but „€“ is byte 0x80 (Node has no encoder for it). */
function windows1252(text: string): Buffer {
  const teile = text.split('€').map((t) => Buffer.from(t, 'latin1'));
  return Buffer.concat(teile.flatMap((t, i) => (i === 0 ? [t] : [Buffer.from([0x80]), t])));
}

/** An old broker system's export: German Excel's CSV, „;“ and Windows-1252, CRLF. */
const altbestand = [
  'Vers.-Nr.;Versicherer;Sparte;Status;Vertragsbeginn;Zahlungsweise;Prämie;Anrede;Nachname;Vorname;Geb.-Datum;Straße;PLZ;Ort;IBAN;Bemerkung',
  'AL-100200;Allianz Versicherungs-AG;Hausrat;lebend;01.04.2019;jährl.;"1.234,56 €";Frau;Müller;Jürgen;15.07.1965;Königsallee 12;40212;Düsseldorf;DE89 3704 0044 0532 0130 00;"Kunde seit 1990; sehr ""treu"""',
  'HUK-77;HUK-COBURG;Kraftfahrt;aktiv;1.1.24;monatl.;45,90;Herr;Özdemir;Ömer;3.2.1980;Straßburger Str. 5;50667;Köln;;',
  'AL-100201;Allianz Versicherungs-AG;Privathaftpflicht;lebend;01.01.2020;12;5,00;Herr;Weiß;Björn;01.01.1970;Am Ring 1;10115;Berlin;DE89 3704 0044 0532 0130 01;falsche IBAN',
  '',
  'AL-100202;allianz  versicherungs-ag;Unfall;Storno;01.01.2021;jährlich;99;Frau;Groß;Änne;02.02.1990;Weg 2;1234;Bonn;;PLZ zu kurz',
  'AL-100200;Allianz Versicherungs-AG;Hausrat;lebend;01.04.2019;jährl.;10;Frau;Doppelt;Dora;;;;;;Nummer doppelt',
].join('\r\n');

describe('readTabellenDatei: CSV', () => {
  it('reads a semicolon CSV in Windows-1252 with umlauts: one Datenpaket per Gesellschaft, bad rows as errors', async () => {
    const d = await datei('altbestand.csv', windows1252(`${altbestand}\r\n`));
    const spalten = await readTabellenSpalten(d);
    expect(spalten).toContain('Prämie');
    expect(spalten).toContain('Straße');
    const zuordnung = suggestZuordnung(spalten);
    expect(zuordnung.Bemerkung).toBeNull();
    const fortschritt: number[] = [];
    const pakete = await allePakete(d, zuordnung, (n) => fortschritt.push(n));
    expect(fortschritt.at(-1)).toBe(5);

    expect(pakete.map((p) => [p.nummer, p.quelle, p.vuNummer, p.saetze, p.fehlerhaft])).toEqual([
      [1, 'tabelle', null, 4, false],
      [2, 'tabelle', null, 1, false],
    ]);
    const [allianz, huk] = pakete as [ImportDatenpaket, ImportDatenpaket];
    expect(allianz.vertraege.map((v) => v.versicherungsnummer)).toEqual(['AL-100200']);
    expect(allianz.vertraege[0]).toMatchObject({
      zeile: 2,
      satzart: 'Tabelle',
      gesellschaftName: 'Allianz Versicherungs-AG',
      sparteName: 'Hausrat',
      status: 'aktiv',
      beginn: '2019-04-01',
      zahlweise: 'jährlich',
      beitragBruttoCents: 123456,
    });
    expect(allianz.vertraege[0]?.personen).toEqual([
      expect.objectContaining({
        rolle: 'versicherungsnehmer',
        anrede: 'Frau',
        name: 'Müller',
        vorname: 'Jürgen',
        geburtsdatum: '1965-07-15',
        strasse: 'Königsallee 12',
        plz: '40212',
        ort: 'Düsseldorf',
        land: 'DE',
        iban: 'DE89370400440532013000',
      }),
    ]);
    expect(allianz.meldungen.map((m) => [m.zeile, m.satzart, m.feld, m.art])).toEqual([
      [4, 'Tabelle', 'IBAN', 'fehler'],
      [6, 'Tabelle', 'PLZ', 'fehler'],
      [7, 'Tabelle', 'Vers.-Nr.', 'fehler'],
    ]);
    expect(allianz.meldungen[1]?.text).toBe(
      "„1234“ in Spalte „PLZ“: Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.",
    );
    expect(allianz.meldungen[2]?.text).toContain('steht schon in Zeile 2');
    expect(allianz.meldungen.every((m) => m.datei === 'altbestand.csv')).toBe(true);

    expect(huk.vertraege).toHaveLength(1);
    expect(huk.vertraege[0]).toMatchObject({
      zeile: 3,
      versicherungsnummer: 'HUK-77',
      gesellschaftName: 'HUK-COBURG',
      beginn: '2024-01-01',
      zahlweise: 'monatlich',
      beitragBruttoCents: 4590,
    });
    expect(huk.vertraege[0]?.personen[0]).toMatchObject({
      name: 'Özdemir',
      vorname: 'Ömer',
      strasse: 'Straßburger Str. 5',
    });
    expect(huk.meldungen).toEqual([]);
  });

  it('reads a BOM’d UTF-8 CSV with „,“ and quoted fields; without a Gesellschaft column one Datenpaket for the file', async () => {
    const text = [
      'Versicherungsnummer,Name,Vorname,Beitrag,Zahlweise,Beginn,Ort',
      '"V-1","Schäfer, geb. Groß","Zoë","1.000,00",vierteljährlich,2023-07-01,"Fürth"',
      'V-2,Łukasiewicz,Paweł,"12,5",halbjährlich,01.07.2023,Straßkirchen',
    ].join('\n');
    const d = await datei('export.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const spalten = await readTabellenSpalten(d);
    expect(spalten[0]).toBe('Versicherungsnummer');
    const pakete = await allePakete(d, suggestZuordnung(spalten));
    expect(pakete).toHaveLength(1);
    expect(pakete[0]?.meldungen).toEqual([]);
    expect(
      pakete[0]?.vertraege.map((v) => [
        v.versicherungsnummer,
        v.gesellschaftName,
        v.beitragBruttoCents,
        v.zahlweise,
        v.beginn,
      ]),
    ).toEqual([
      ['V-1', null, 100000, 'vierteljährlich', '2023-07-01'],
      ['V-2', null, 1250, 'halbjährlich', '2023-07-01'],
    ]);
    expect(pakete[0]?.vertraege.map((v) => [v.personen[0]?.name, v.personen[0]?.vorname, v.personen[0]?.ort])).toEqual([
      ['Schäfer, geb. Groß', 'Zoë', 'Fürth'],
      ['Łukasiewicz', 'Paweł', 'Straßkirchen'],
    ]);
  });

  it('detects a tab separator', async () => {
    const d = await datei('tab.txt', 'VSNR\tName\nT-1\tMeier\n');
    expect(await readTabellenSpalten(d)).toEqual(['VSNR', 'Name']);
    const pakete = await allePakete(d, { VSNR: 'versicherungsnummer', Name: 'name' });
    expect(pakete[0]?.vertraege[0]).toMatchObject({ versicherungsnummer: 'T-1', personen: [{ name: 'Meier' }] });
  });

  it('follows Excel’s „sep=“ line and counts it as line 1', async () => {
    const d = await datei('sep.csv', 'sep=,\r\nVSNR;Nr,Name\r\nS-1;2,Roth\r\n');
    expect(await readTabellenSpalten(d)).toEqual(['VSNR;Nr', 'Name']);
    const pakete = await allePakete(d, { 'VSNR;Nr': 'versicherungsnummer', Name: 'name' });
    expect(pakete[0]?.vertraege[0]).toMatchObject({ zeile: 3, versicherungsnummer: 'S-1;2' });
  });

  it('a file that breaks off (a quote never closed) imports nothing and names the line', async () => {
    const d = await datei('kaputt.csv', 'VSNR;Name\nK-1;Meier\nK-2;"Schulz\nK-3;Roth\n');
    const pakete = await allePakete(d, { VSNR: 'versicherungsnummer', Name: 'name' });
    expect(pakete.every((p) => p.fehlerhaft)).toBe(true);
    expect(pakete[0]?.meldungen).toContainEqual(
      expect.objectContaining({ zeile: 3, art: 'fehler', text: expect.stringContaining('Anführungszeichen') }),
    );
  });

  it('a mapping without a column for the Versicherungsnummer is an error of the file; a missing optional column a warning', async () => {
    const d = await datei('ohne.csv', 'Name;Ort\nMeier;Köln\n');
    const pakete = await allePakete(d, { Name: 'name', Ort: 'ort', 'Vers.-Nr.': 'versicherungsnummer', PLZ: 'plz' });
    expect(pakete).toHaveLength(1);
    expect(pakete[0]?.fehlerhaft).toBe(true);
    expect(pakete[0]?.vertraege).toEqual([]);
    expect(pakete[0]?.meldungen.map((m) => [m.art, m.text])).toEqual([
      ['warnung', 'Die zugeordnete Spalte „Vers.-Nr.“ fehlt in der Datei.'],
      ['warnung', 'Die zugeordnete Spalte „PLZ“ fehlt in der Datei.'],
      ['fehler', 'Dem Feld „Versicherungsnummer“ ist keine Spalte zugeordnet.'],
    ]);
  });

  it('an empty file has no header: readTabellenSpalten answers 422, the reader one broken Datenpaket', async () => {
    const d = await datei('leer.csv', '');
    await expect(readTabellenSpalten(d)).rejects.toMatchObject({ status: 422, message: KEINE_KOPFZEILE });
    const pakete = await allePakete(d, { VSNR: 'versicherungsnummer', Name: 'name' });
    expect(pakete.map((p) => [p.fehlerhaft, p.meldungen.map((m) => m.text)])).toEqual([[true, [KEINE_KOPFZEILE]]]);
  });

  it('an old .xls file is refused with a clear message', async () => {
    const d = await datei('alt.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    const fehler = await readTabellenSpalten(d).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(AppError);
    expect((fehler as AppError).message).toBe(XLS_NICHT_UNTERSTUETZT);
  });
});

const XLSX_KOPF = [
  'VSNR',
  'Gesellschaft',
  'Sparte',
  'Beginn',
  'Ablauf',
  'Beitrag',
  'Zahlweise',
  'Name',
  'Vorname',
  'Geburtsdatum',
  'PLZ',
  'Ort',
  'Kennzeichen',
  'HSN',
  'TSN',
  'Erstzulassung',
];

describe('readTabellenDatei: Excel (.xlsx)', () => {
  async function xlsx(name: string): Promise<{ name: string; path: string }> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bestand');
    ws.addRow(XLSX_KOPF);
    ws.addRow([
      987654321,
      'HUK-COBURG',
      50,
      new Date(Date.UTC(2024, 0, 1)),
      new Date(Date.UTC(2025, 0, 1)),
      45.9,
      12,
      'Schröder',
      'Jörg',
      new Date(Date.UTC(1975, 4, 17)),
      1067,
      'Dresden',
      'DD-XY 42',
      603,
      'ABC',
      '15.03.2018',
    ]);
    ws.addRow([
      'X-2',
      'HUK-COBURG',
      'Hausrat',
      '01.02.2024',
      null,
      '120,00',
      'jährlich',
      'Kaiser',
      'Eva',
      '3.3.1983',
      '01067',
      'Dresden',
    ]);
    ws.addRow([
      'X-3',
      'HUK-COBURG',
      'Hausrat',
      '31.02.2024',
      null,
      10,
      'jährlich',
      'Fehler',
      'Fritz',
      null,
      '01067',
      'Dresden',
    ]);
    ws.addRow([]);
    ws.addRow([
      'X-4',
      { richText: [{ text: 'HUK-' }, { text: 'COBURG' }] },
      'Unfall',
      { formula: 'DATE(2024,3,1)', result: new Date(Date.UTC(2024, 2, 1)) },
      null,
      { formula: '2*5', result: 10 },
      'jährlich',
      'Formel',
      'Frieda',
    ]);
    for (const spalte of [4, 5, 10]) {
      ws.getColumn(spalte).numFmt = 'dd.mm.yyyy';
    }
    const andere = wb.addWorksheet('Notizen');
    andere.addRow(['VSNR', 'Name']);
    andere.addRow(['N-1', 'Nicht lesen']);
    const p = path.join(dir, name);
    await wb.xlsx.writeFile(p);
    return { name, path: p };
  }

  it('reads the first worksheet: Date cells, dates as text, numbers, rich text and formulas', async () => {
    const d = await xlsx('bestand.xlsx');
    const spalten = await readTabellenSpalten(d);
    expect(spalten).toEqual(XLSX_KOPF);
    const pakete = await allePakete(d, suggestZuordnung(spalten));
    expect(pakete).toHaveLength(1);
    const [paket] = pakete as [ImportDatenpaket];
    expect(paket.saetze).toBe(4);
    expect(paket.vertraege.map((v) => v.versicherungsnummer)).toEqual(['987654321', 'X-2', 'X-4']);
    const [kfz, hausrat, formel] = paket.vertraege;
    expect(kfz).toMatchObject({
      zeile: 2,
      gesellschaftName: 'HUK-COBURG',
      sparteCode: '050',
      sparteName: null,
      beginn: '2024-01-01',
      ablauf: '2025-01-01',
      beitragBruttoCents: 4590,
      zahlweise: 'monatlich',
      fahrzeug: { kennzeichen: 'DD-XY 42', hsn: '0603', tsn: 'ABC', fin: null, erstzulassung: '2018-03-15' },
    });
    expect(kfz?.personen[0]).toMatchObject({
      name: 'Schröder',
      vorname: 'Jörg',
      geburtsdatum: '1975-05-17',
      plz: '01067',
    });
    expect(hausrat).toMatchObject({ zeile: 3, beginn: '2024-02-01', beitragBruttoCents: 12000, fahrzeug: null });
    expect(hausrat?.personen[0]?.geburtsdatum).toBe('1983-03-03');
    expect(formel).toMatchObject({
      zeile: 6,
      gesellschaftName: 'HUK-COBURG',
      beginn: '2024-03-01',
      beitragBruttoCents: 1000,
    });
    expect(paket.meldungen).toEqual([
      expect.objectContaining({ datei: 'bestand.xlsx', zeile: 4, satzart: 'Tabelle', feld: 'Beginn', art: 'fehler' }),
    ]);
    expect(paket.meldungen[0]?.text).toBe('„31.02.2024“ in Spalte „Beginn“: Dieses Datum gibt es nicht.');
  });

  it('a file named .xlsx that is no workbook is an error of the file', async () => {
    const d = await datei('falsch.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]));
    await expect(readTabellenSpalten(d)).rejects.toMatchObject({ status: 422 });
    const pakete = await allePakete(d, { VSNR: 'versicherungsnummer', Name: 'name' });
    expect(pakete[0]?.fehlerhaft).toBe(true);
    expect(pakete[0]?.meldungen[0]?.text).toBe('Die Datei „falsch.xlsx“ ist keine lesbare Excel- oder CSV-Datei.');
  });
});
