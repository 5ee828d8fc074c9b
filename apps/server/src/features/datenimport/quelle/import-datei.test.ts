import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportDatenpaket, ImportStueck } from '@maklerwerk/domain/datenimport/datenimport-datensatz';
import { sammlePakete } from '@maklerwerk/domain/datenimport/datenimport-stuecke';
import { erzeugeGdvZeilen } from '@maklerwerk/domain/datenimport/gdv/gdv-generator';
import { beispielDatei, erzeugeText, testKopf, testVertrag } from '@maklerwerk/domain/datenimport/gdv/gdv-testdaten';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZipStream } from '../../../files/zip-stream';
import { readGdvDatei } from './gdv-quelle';
import { readImportDatei } from './import-datei';

let ordner: string;
beforeAll(async () => {
  ordner = await mkdtemp(join(tmpdir(), 'gdv-quelle-'));
});
afterAll(async () => {
  await rm(ordner, { recursive: true, force: true });
});

async function alle(stuecke: AsyncIterable<ImportStueck>): Promise<ImportDatenpaket[]> {
  const liste: ImportStueck[] = [];
  for await (const s of stuecke) {
    liste.push(s);
  }
  return sammlePakete(liste);
}

async function datei(name: string, inhalt: Uint8Array | string): Promise<{ name: string; path: string }> {
  const path = join(ordner, name);
  await writeFile(path, typeof inhalt === 'string' ? Buffer.from(inhalt, 'latin1') : inhalt);
  return { name, path };
}

describe('readImportDatei', () => {
  it('reads each GDV file of a zip, named by zip and entry', async () => {
    const zip = createZipStream([
      { name: 'musterdatei.gdv', open: async () => Readable.from([Buffer.from(beispielDatei('musterdatei_041222'))]) },
      { name: 'bestand.txt', open: async () => Readable.from([Buffer.from(erzeugeText([testVertrag(1)]), 'latin1')]) },
    ]);
    const path = join(ordner, 'lieferung.zip');
    await pipeline(zip, createWriteStream(path));
    const fortschritt: number[] = [];
    const pakete = await alle(readImportDatei({ name: 'lieferung.zip', path }, null, (n) => fortschritt.push(n)));
    expect(pakete.map((p) => [p.datei, p.vuNummer, p.vertraege.length, p.fehlerhaft])).toEqual([
      ['lieferung.zip/musterdatei.gdv', '9999', 14, false],
      ['lieferung.zip/bestand.txt', '5312', 1, false],
    ]);
    expect(pakete[1]?.vertraege[0]?.personen[0]).toMatchObject({ name: 'Größer', vorname: 'Jürgen', ort: 'Köln' });
    expect(fortschritt.length).toBeGreaterThan(0);
  });

  it('tells GDV by content, whatever the extension', async () => {
    const pakete = await alle(readImportDatei(await datei('BESTAND.DAT', beispielDatei('musterdatei_2009')), null));
    expect(pakete.map((p) => [p.datei, p.vertraege.length, p.fehlerhaft])).toEqual([['BESTAND.DAT', 14, false]]);
  });

  it('answers a file that is not GDV, a broken zip and a table with a German message, never throwing', async () => {
    const text = await alle(readImportDatei(await datei('notizen.txt', 'Hallo Welt\n'), null));
    expect(text[0]?.meldungen[0]?.text).toBe('Zeile 1 hat 10 statt 256 Zeichen. Die Datei ist keine GDV-Datei.');
    expect(text[0]?.fehlerhaft).toBe(true);
    const zip = await alle(readImportDatei(await datei('kaputt.zip', 'PK\u0003\u0004 nichts weiter'), null));
    expect(zip[0]?.meldungen[0]?.text).toBe('Die ZIP-Datei ist beschädigt und kann nicht geöffnet werden.');
    const png = await alle(
      readImportDatei(await datei('bild.gdv', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])), null),
    );
    expect(png[0]?.meldungen[0]?.text).toMatch(/keine GDV-Datei\.$/);
    const zuordnung = { VSNR: 'versicherungsnummer', Name: 'name' };
    const csv = await alle(readImportDatei(await datei('bestand.csv', 'VSNR;Name\n1;Müller\n'), zuordnung));
    expect(csv[0]?.quelle).toBe('tabelle');
    expect(csv[0]?.vertraege[0]).toMatchObject({ versicherungsnummer: '1', personen: [{ name: 'Müller' }] });
  });
});

describe('readGdvDatei', () => {
  it('stops reading a file as soon as it is clearly no GDV file', async () => {
    let erzeugt = 0;
    function* binaer(): Generator<Buffer> {
      for (let i = 0; i < 1000; i++) {
        erzeugt++;
        yield Buffer.alloc(64 * 1024, i % 251);
      }
    }
    let gelesen = 0;
    const pakete = await alle(
      readGdvDatei({ name: 'film.mp4', stream: Readable.from(binaer()) }, (n) => {
        gelesen = n;
      }),
    );
    expect(pakete).toHaveLength(1);
    expect(pakete[0]?.meldungen[0]?.text).toMatch(/keine GDV-Datei\.$/);
    expect(erzeugt).toBeLessThan(10);
    expect(gelesen).toBeLessThan(1024 * 1024);
  });

  it('streams a large file: 20 000 contracts in two Datenpakete, the first handed on before the file is read', async () => {
    const path = join(ordner, 'gross.gdv');
    function* zwei(): Generator<string> {
      for (const teil of [0, 1]) {
        yield* erzeugeGdvZeilen(
          testKopf,
          (function* () {
            for (let i = 0; i < 10_000; i++) {
              yield testVertrag(teil * 10_000 + i);
            }
          })(),
        );
      }
    }
    await pipeline(
      Readable.from(zwei(), { objectMode: false }).map((z: string) => Buffer.from(z, 'latin1')),
      createWriteStream(path),
    );
    const groesse = (await stat(path)).size;
    let gelesen = 0;
    const beimStueck: number[] = [];
    const { createReadStream } = await import('node:fs');
    const stuecke: ImportStueck[] = [];
    for await (const s of readGdvDatei({ name: 'gross.gdv', stream: createReadStream(path) }, (n) => {
      gelesen = n;
    })) {
      beimStueck.push(gelesen);
      stuecke.push(s);
    }
    const pakete = sammlePakete(stuecke);
    expect(pakete.map((p) => [p.nummer, p.vertraege.length, p.fehlerhaft, p.meldungen.length])).toEqual([
      [1, 10_000, false, 0],
      [2, 10_000, false, 0],
    ]);
    expect(pakete[1]?.vertraege.at(-1)?.versicherungsnummer).toBe('VS00019999');
    // Contracts come in small pieces from the start: no piece waits for its Datenpaket's end.
    expect(beimStueck[0]).toBeLessThan(groesse * 0.05);
    expect(Math.max(...stuecke.map((s) => (s.art === 'vertraege' ? s.vertraege : s.paket.vertraege).length))).toBe(250);
    expect(gelesen).toBe(groesse);
  }, 60_000);
});
