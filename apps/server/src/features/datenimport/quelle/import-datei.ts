/**
 * One uploaded file (spooled to disk) → its Datenpakete: a zip is opened with yauzl and each entry read
 * in turn (streamed, never unpacked to memory as a whole); GDV files are told by their content (the
 * first record is a Vorsatz 0001), tables by their extension (.csv/.xlsx → readTabellenDatei). A file
 * that is neither ends as one fehlerhaft Datenpaket with a German message; nothing here throws.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportStueck } from '@maklerwerk/domain/datenimport/datenimport-datensatz';
import { alsStuecke } from '@maklerwerk/domain/datenimport/datenimport-stuecke';
import yauzl from 'yauzl';
import { readGdvDatei } from './gdv-quelle';
import { readTabellenDatei } from './tabelle-quelle';

type Datei = { name: string; path: string };
type Zuordnung = Record<string, string | null> | null;

const tabellenEndung = /\.(csv|xlsx)$/i;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function fehlerPaket(datei: string, text: string): ImportStueck {
  return {
    art: 'ende',
    paket: {
      datei,
      nummer: 1,
      quelle: 'gdv',
      vuNummer: null,
      absender: null,
      adressat: null,
      erstellungsdatumVon: null,
      erstellungsdatumBis: null,
      versionen: {},
      saetze: 0,
      vertraege: [],
      meldungen: [{ datei, zeile: null, satzart: null, feld: null, art: 'fehler', text }],
      fehlerhaft: true,
    },
  };
}

async function kopf(path: string, laenge: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const puffer = Buffer.alloc(laenge);
    const { bytesRead } = await handle.read(puffer, 0, laenge, 0);
    return puffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function* readImportDatei(
  datei: Datei,
  zuordnung: Zuordnung,
  onProgress?: (done: number) => void,
): AsyncIterable<ImportStueck> {
  let anfang: Buffer;
  try {
    anfang = await kopf(datei.path, 4);
  } catch {
    yield fehlerPaket(datei.name, 'Die Datei konnte nicht gelesen werden.');
    return;
  }
  if (anfang.equals(ZIP) || /\.zip$/i.test(datei.name)) {
    yield* readZip(datei, zuordnung, onProgress);
    return;
  }
  if (tabellenEndung.test(datei.name)) {
    yield* tabelle(datei, zuordnung, onProgress);
    return;
  }
  // Everything else is read as GDV: the reader itself says when it is not (first record no Vorsatz …).
  yield* readGdvDatei({ name: datei.name, stream: createReadStream(datei.path) }, onProgress);
}

/** A table is grouped by Gesellschaft over the whole file: its Datenpakete come whole. */
async function* tabelle(datei: Datei, zuordnung: Zuordnung, onProgress?: (done: number) => void) {
  for await (const paket of readTabellenDatei(datei, zuordnung ?? {}, onProgress)) {
    yield* alsStuecke([paket]);
  }
}

function oeffneZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (fehler, zip) =>
      fehler || !zip ? reject(fehler) : resolve(zip),
    ),
  );
}

function naechsterEintrag(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const weg = () => {
      zip.off('entry', eintrag);
      zip.off('end', ende);
      zip.off('error', fehler);
    };
    const eintrag = (e: yauzl.Entry) => {
      weg();
      resolve(e);
    };
    const ende = () => {
      weg();
      resolve(null);
    };
    const fehler = (f: Error) => {
      weg();
      reject(f);
    };
    zip.on('entry', eintrag);
    zip.on('end', ende);
    zip.on('error', fehler);
    zip.readEntry();
  });
}

function eintragStream(zip: yauzl.ZipFile, eintrag: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(eintrag, (fehler, stream) => (fehler || !stream ? reject(fehler) : resolve(stream))),
  );
}

async function* readZip(
  datei: Datei,
  zuordnung: Zuordnung,
  onProgress?: (done: number) => void,
): AsyncIterable<ImportStueck> {
  let zip: yauzl.ZipFile;
  try {
    zip = await oeffneZip(datei.path);
  } catch {
    yield fehlerPaket(datei.name, 'Die ZIP-Datei ist beschädigt und kann nicht geöffnet werden.');
    return;
  }
  let gelesen = 0;
  let eintraege = 0;
  try {
    for (;;) {
      const eintrag = await naechsterEintrag(zip);
      if (!eintrag) {
        break;
      }
      if (eintrag.fileName.endsWith('/') || /(^|\/)(__MACOSX|\.)/.test(eintrag.fileName)) {
        continue;
      }
      eintraege++;
      const name = `${datei.name}/${eintrag.fileName}`;
      const fortschritt = (n: number) => onProgress?.(gelesen + n);
      if (tabellenEndung.test(eintrag.fileName)) {
        // Tables are read from a path: the entry is spooled to a temporary file first.
        const ordner = await mkdtemp(join(tmpdir(), 'datenimport-'));
        try {
          const pfad = join(ordner, 'tabelle');
          await pipeline(await eintragStream(zip, eintrag), createWriteStream(pfad));
          yield* tabelle({ name, path: pfad }, zuordnung, fortschritt);
        } finally {
          await rm(ordner, { recursive: true, force: true });
        }
      } else {
        yield* readGdvDatei({ name, stream: await eintragStream(zip, eintrag) }, fortschritt);
      }
      gelesen += eintrag.compressedSize;
    }
  } catch {
    yield fehlerPaket(datei.name, 'Die ZIP-Datei ist beschädigt und kann nicht vollständig gelesen werden.');
  } finally {
    zip.close();
  }
  if (eintraege === 0) {
    yield fehlerPaket(datei.name, 'Die ZIP-Datei enthält keine Datei.');
  }
}
