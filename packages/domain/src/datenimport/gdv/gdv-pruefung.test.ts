// The bad-file messages of the GDV reader (issue 38, deliverable 4): each names Zeile, Satzart and Feld.
import { describe, expect, it } from 'vitest';
import { leseGdvDatei } from './gdv-parser';
import { erzeugeText, leseText, testVertrag } from './gdv-testdaten';

const zeilen = (text: string) => text.split('\r\n').filter(Boolean);
const datei = (z: string[]) => `${z.join('\r\n')}\r\n`;
/** Replaces characters of a record (1-based position as in the GDV layouts). */
const ersetze = (satz: string, start: number, wert: string) =>
  satz.slice(0, start - 1) + wert + satz.slice(start - 1 + wert.length);

describe('GDV reader checks', () => {
  const gut = erzeugeText([testVertrag(1), testVertrag(2)]);

  it('reads a valid generated file without messages, with CRLF, LF and no line breaks', () => {
    for (const text of [gut, gut.replaceAll('\r\n', '\n'), gut.replaceAll('\r\n', '')]) {
      const [paket, ...rest] = leseText(text);
      expect(rest).toEqual([]);
      expect(paket?.meldungen).toEqual([]);
      expect(paket?.fehlerhaft).toBe(false);
      expect(paket?.vertraege.map((v) => v.versicherungsnummer)).toEqual(['VS00000001', 'VS00000002']);
    }
  });

  it('refuses a file whose first record has the wrong length', () => {
    const [paket, ...rest] = leseText('Name;Vorname;PLZ\nMüller;Hans;50667\n', 'kunden.txt');
    expect(rest).toEqual([]);
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.meldungen).toEqual([
      {
        datei: 'kunden.txt',
        zeile: 1,
        satzart: null,
        feld: null,
        art: 'fehler',
        text: 'Zeile 1 hat 16 statt 256 Zeichen. Die Datei ist keine GDV-Datei.',
      },
    ]);
  });

  it('refuses a binary file and a file that does not start with a Vorsatz', () => {
    const binaer = leseGdvDatei(
      'bild.png',
      Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256),
    );
    expect(binaer).toHaveLength(1);
    expect(binaer[0]?.meldungen[0]?.text).toMatch(/Die Datei ist keine GDV-Datei\.$/);
    const ohneVorsatz = leseText(datei(zeilen(gut).slice(3)));
    expect(ohneVorsatz[0]?.meldungen[0]).toMatchObject({
      zeile: 1,
      art: 'fehler',
      text: 'Die Datei beginnt nicht mit einem Vorsatz (Satzart 0001), sondern mit „0100“. Die Datei ist keine GDV-Datei.',
    });
    expect(leseText('')[0]?.meldungen[0]?.text).toBe('Die Datei ist leer; sie enthält keinen GDV-Satz.');
  });

  it('reports a missing Nachsatz', () => {
    const z = zeilen(gut);
    const [paket] = leseText(datei(z.slice(0, -1)));
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.meldungen).toContainEqual(
      expect.objectContaining({
        zeile: z.length - 1,
        satzart: '9999',
        text: 'Der Nachsatz (Satzart 9999) fehlt; das Datenpaket ist unvollständig.',
      }),
    );
  });

  it('reports a Nachsatz whose record count or premium sum does not match', () => {
    const z = zeilen(gut);
    const ohneSatz = [...z.slice(0, 5), ...z.slice(6)];
    const [weniger] = leseText(datei(ohneSatz));
    expect(weniger?.meldungen).toContainEqual(
      expect.objectContaining({ zeile: ohneSatz.length, satzart: '9999', feld: 'Anzahl der Sätze', art: 'fehler' }),
    );
    const nachsatz = z.at(-1) as string;
    const [summe] = leseText(datei([...z.slice(0, -1), ersetze(nachsatz, 25, '000000000099999')]));
    expect(summe?.fehlerhaft).toBe(true);
    expect(summe?.meldungen).toEqual([
      expect.objectContaining({
        zeile: z.length,
        satzart: '9999',
        feld: 'Gesamtbeitrag',
        text: 'Der Nachsatz nennt als Gesamtbeitrag 999,99 €, die Verträge ergeben zusammen 240,00 €.',
      }),
    ]);
  });

  it('warns about an unknown Satzart and skips the record', () => {
    const z = zeilen(gut);
    const fremd = ersetze(z[4] as string, 1, '0815');
    const [paket] = leseText(datei([...z.slice(0, 4), fremd, ...z.slice(5)]));
    expect(paket?.fehlerhaft).toBe(false);
    expect(paket?.meldungen).toEqual([
      expect.objectContaining({
        zeile: 5,
        satzart: '0815',
        art: 'warnung',
        text: expect.stringContaining('übersprungen'),
      }),
    ]);
  });

  it('reports an impossible date with Zeile, Satzart and Feld', () => {
    const z = zeilen(gut);
    const index = z.findIndex((s) => s.startsWith('0200'));
    z[index] = ersetze(z[index] as string, 44, '31022024');
    const [paket] = leseText(datei(z));
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.meldungen).toEqual([
      {
        datei: 'test.gdv',
        zeile: index + 1,
        satzart: '0200',
        feld: 'Vertragsbeginn',
        art: 'fehler',
        text: 'Das Datum 31.02.2024 gibt es nicht.',
      },
    ]);
    expect(paket?.vertraege[0]?.beginn).toBeNull();
  });

  it('reports a Versicherungsnummer twice in one Datenpaket', () => {
    const [paket] = leseText(erzeugeText([testVertrag(1), testVertrag(2), testVertrag(1)]));
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.meldungen).toEqual([
      expect.objectContaining({
        satzart: '0200',
        feld: 'Versicherungsschein-Nummer',
        text: 'Die Versicherungsschein-Nummer VS00000001 kommt in diesem Datenpaket zweimal vor.',
      }),
    ]);
  });

  it('keeps a broken Datenpaket apart from a good one of the same file', () => {
    const kaputt = zeilen(gut).slice(0, -1);
    const pakete = leseText(datei([...kaputt, ...zeilen(gut)]));
    expect(pakete.map((p) => [p.nummer, p.fehlerhaft, p.vertraege.length])).toEqual([
      [1, true, 2],
      [2, false, 2],
    ]);
    expect(pakete[0]?.meldungen[0]).toMatchObject({ zeile: kaputt.length, satzart: '9999' });
  });

  it('reports a record of the wrong length inside a Datenpaket and reads the rest', () => {
    const z = zeilen(gut);
    z[5] = (z[5] as string).slice(0, 200);
    const [paket] = leseText(datei(z));
    expect(paket?.fehlerhaft).toBe(true);
    expect(paket?.meldungen[0]).toMatchObject({
      zeile: 6,
      text: 'Zeile 6 hat 200 statt 256 Zeichen. Der Satz wird nicht gelesen.',
    });
  });
});
