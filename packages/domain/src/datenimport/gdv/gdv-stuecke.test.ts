// The reader hands on a large Datenpaket in pieces (memory flat), and what a piece leaves out is still checked.
import { describe, expect, it } from 'vitest';
import type { ImportStueck } from '../datenimport-datensatz';
import { GdvParser } from './gdv-parser';
import { erzeugeText, testVertrag } from './gdv-testdaten';
import { kodiereLatin1 } from './gdv-zeichensatz';

function stuecke(text: string): ImportStueck[] {
  const parser = new GdvParser('gross.gdv');
  return [...parser.push(kodiereLatin1(text)), ...parser.end()];
}

const zeilen = (text: string) => text.split('\r\n').filter(Boolean);
const nummer = (satz: string) => satz.slice(13, 30).trim();

describe('GDV reader pieces', () => {
  it('hands on the contracts of a large Datenpaket in batches before its end, in file order', () => {
    const vs = Array.from({ length: 1100 }, (_, i) => testVertrag(i + 1));
    const teile = stuecke(erzeugeText(vs));
    expect(teile.map((t) => (t.art === 'vertraege' ? t.vertraege.length : `ende:${t.paket.vertraege.length}`))).toEqual(
      [250, 250, 250, 250, 'ende:100'],
    );
    const erstes = teile[0];
    expect(erstes?.art === 'vertraege' && erstes.kopf).toMatchObject({ vuNummer: '5312', nummer: 1 });
    const alle = teile.flatMap((t) => (t.art === 'vertraege' ? t.vertraege : t.paket.vertraege));
    expect(alle.map((v) => v.versicherungsnummer)).toEqual(vs.map((v) => v.versicherungsnummer));
    const ende = teile.at(-1);
    expect(ende?.art === 'ende' && [ende.paket.fehlerhaft, ende.paket.meldungen]).toEqual([false, []]);
  });

  it('finds a Versicherungsnummer twice although the first one was handed on long before', () => {
    const vs = Array.from({ length: 40 }, (_, i) => testVertrag(i + 1));
    const saetze = zeilen(erzeugeText(vs));
    const zweiter = saetze.find((s) => s.startsWith('0200') && nummer(s) === 'VS00000001') as string;
    // The doubled record goes in before the Nachsatz (whose count then is one short: another error).
    saetze.splice(saetze.length - 1, 0, zweiter);
    const ende = stuecke(`${saetze.join('\r\n')}\r\n`).at(-1);
    expect(ende?.art === 'ende' && ende.paket.fehlerhaft).toBe(true);
    expect(ende?.art === 'ende' && ende.paket.meldungen.map((m) => [m.satzart, m.feld, m.text])).toContainEqual([
      '0200',
      'Versicherungsschein-Nummer',
      'Die Versicherungsschein-Nummer VS00000001 kommt in diesem Datenpaket zweimal vor.',
    ]);
  });

  it('skips with a warning a record of a contract whose records ended long before', () => {
    const vs = Array.from({ length: 40 }, (_, i) => testVertrag(i + 1));
    const saetze = zeilen(erzeugeText(vs));
    const adresse = saetze.find((s) => s.startsWith('0100') && nummer(s) === 'VS00000002') as string;
    saetze.splice(saetze.length - 1, 0, adresse);
    const ende = stuecke(`${saetze.join('\r\n')}\r\n`).at(-1);
    expect(ende?.art === 'ende' && ende.paket.meldungen.filter((m) => m.art === 'warnung').map((m) => m.text)).toEqual([
      'Der Satz gehört zur Versicherungsschein-Nummer VS00000002, deren Sätze weiter oben schon endeten; er wird übersprungen.',
    ]);
  });
});
