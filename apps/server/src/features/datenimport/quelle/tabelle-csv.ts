import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { TabellenRohzeile } from './tabelle-rohzeile';

// CSV files of other systems: German Excel writes „;“ and Windows-1252, newer ones „,“ or tab and UTF-8
// (with or without BOM). The encoding is found by one streaming pass (valid UTF-8 throughout → UTF-8, else
// Windows-1252, which covers Latin-1), the separator from the header line; the rows are then streamed
// through csv-parse (quoted fields with separators, quotes and line breaks inside). Never the whole file
// in memory: a record longer than MAX_RECORD characters is an error of the file.

export type CsvKodierung = 'utf-8' | 'windows-1252';

const MAX_RECORD = 1_000_000;
/** Bytes read to find the header line's separator. */
const KOPF_BYTES = 64 * 1024;

/** UTF-8 when every byte of the file is valid UTF-8 (a BOM included), else Windows-1252. */
export async function erkenneKodierung(path: string): Promise<CsvKodierung> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  } finally {
    stream.destroy();
  }
}

/** The separator of the header line: the most frequent of „;“, tab and „,“ outside quotes (a tie: „;“ first). */
export function erkenneTrenner(text: string): string {
  const zaehler = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let inQuotes = false;
  for (const zeichen of text) {
    if (zeichen === '"') {
      inQuotes = !inQuotes;
    } else if (!inQuotes && (zeichen === '\n' || zeichen === '\r')) {
      break;
    } else if (!inQuotes && zaehler.has(zeichen)) {
      zaehler.set(zeichen, (zaehler.get(zeichen) ?? 0) + 1);
    }
  }
  let best = ';';
  for (const [trenner, n] of zaehler) {
    if (n > (zaehler.get(best) ?? 0)) {
      best = trenner;
    }
  }
  return best;
}

/** Bytes → text of the encoding (a UTF-8 BOM is dropped); multi-byte characters across chunks stay whole. */
function dekodierer(kodierung: CsvKodierung): Transform {
  const decoder = new TextDecoder(kodierung);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const text = decoder.decode(chunk, { stream: true });
      done(null, text === '' ? undefined : text);
    },
    flush(done) {
      const text = decoder.decode();
      done(null, text === '' ? undefined : text);
    },
  });
}

async function kopfText(path: string, kodierung: CsvKodierung): Promise<string> {
  const stream = createReadStream(path, { start: 0, end: KOPF_BYTES - 1 });
  const teile: Buffer[] = [];
  for await (const chunk of stream) {
    teile.push(chunk as Buffer);
  }
  return new TextDecoder(kodierung).decode(Buffer.concat(teile));
}

const csvFehlertexte: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.',
  CSV_INVALID_CLOSING_QUOTE: 'Nach einem schließenden Anführungszeichen folgt kein Trennzeichen.',
  CSV_MAX_RECORD_SIZE: 'Eine Zeile ist zu lang (mehr als 1.000.000 Zeichen).',
};

/** A CSV file that cannot be read on, with the line where reading stopped. */
export class CsvLesefehler extends Error {
  constructor(
    readonly zeile: number | null,
    text: string,
  ) {
    super(text);
  }
}

/** The records of a CSV file, each with the file line it starts on (the header is line 1). */
export async function* csvZeilen(path: string): AsyncIterable<TabellenRohzeile> {
  const kodierung = await erkenneKodierung(path);
  const kopf = await kopfText(path, kodierung);
  // Excel's own hint in the first line („sep=;“) names the separator; the line is no header.
  const hinweis = /^sep=(.)\r?\n/i.exec(kopf);
  const delimiter = hinweis?.[1] ?? erkenneTrenner(kopf);
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD,
    info: true,
  });
  const quelle = createReadStream(path).pipe(dekodierer(kodierung));
  quelle.on('error', (e) => parser.destroy(e));
  quelle.pipe(parser);
  let endeVorher = 0;
  let leerVorher = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { empty_lines: number } }>) {
      // A record starts after the previous one and the empty lines between; it ends after the line breaks
      // inside its quoted fields (counted here: csv-parse's own line count takes a quoted CRLF for two).
      const beginn = endeVorher + 1 + (info.empty_lines - leerVorher);
      endeVorher = beginn + record.reduce((n, feld) => n + (feld.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      leerVorher = info.empty_lines;
      if (hinweis && beginn === 1) {
        continue;
      }
      yield { zeile: beginn, zellen: record };
    }
  } catch (e) {
    const fehler = e as { code?: string };
    const text = (fehler.code && csvFehlertexte[fehler.code]) ?? 'Die Datei ist keine lesbare CSV-Datei.';
    // The record that could not be read starts after the last one read.
    throw new CsvLesefehler(endeVorher + 1, text);
  } finally {
    quelle.destroy();
    parser.destroy();
  }
}
