import { open } from 'node:fs/promises';
import {
  AppError,
  eindeutigeSpalten,
  type ImportDatenpaket,
  istLeereZeile,
  type TabellenZeile,
  tabellenZeileZuVertrag,
  wertAlsText,
  zuordnungFehler,
} from '@maklerwerk/domain';
import { CsvLesefehler, csvZeilen } from './tabelle-csv';
import { TabellenDatenpakete } from './tabelle-datenpakete';
import type { TabellenRohzeile } from './tabelle-rohzeile';
import { xlsxZeilen } from './tabelle-xlsx';

// The CSV/Excel takeover's reader (issue 38, 7): a table file and the user's column mapping → Datenpakete
// of ImportVertrag, one row one contract with its Versicherungsnehmer (the row's person). The file is
// streamed from disk; a bad value is an error of its row (the row is skipped, the rest goes on); a file
// that cannot be read to its end marks every Datenpaket broken, so nothing of it is imported.

type TabellenDatei = { name: string; path: string };

const PROGRESS_ALLE = 500;

export const XLS_NICHT_UNTERSTUETZT =
  'Das alte Excel-Format (.xls) wird nicht unterstützt. Bitte speichern Sie die Tabelle als .xlsx oder CSV.';
export const KEINE_KOPFZEILE = 'Die Datei enthält keine Kopfzeile.';
export const KEINE_DATENZEILEN = 'Die Datei enthält keine Datenzeilen.';

/** xlsx (a zip: „PK“), old xls (OLE2) or else CSV — by content, whatever the file is called. */
async function artDerDatei(path: string): Promise<'xlsx' | 'xls' | 'csv'> {
  const datei = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await datei.read(Buffer.alloc(4), 0, 4, 0);
    const kopf = buffer.subarray(0, bytesRead);
    if (kopf.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      return 'xlsx';
    }
    return kopf.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) ? 'xls' : 'csv';
  } finally {
    await datei.close();
  }
}

async function* rohzeilen(datei: TabellenDatei): AsyncIterable<TabellenRohzeile> {
  const art = await artDerDatei(datei.path);
  if (art === 'xls') {
    throw new CsvLesefehler(null, XLS_NICHT_UNTERSTUETZT);
  }
  yield* art === 'xlsx' ? xlsxZeilen(datei.path) : csvZeilen(datei.path);
}

function lesefehlerText(e: unknown, datei: TabellenDatei): { zeile: number | null; text: string } {
  if (e instanceof CsvLesefehler) {
    return { zeile: e.zeile, text: e.message };
  }
  return { zeile: null, text: `Die Datei „${datei.name}“ ist keine lesbare Excel- oder CSV-Datei.` };
}

/** The header row of the file (made unique: „Name (2)“, „Spalte 3“), for the column mapping screen. */
export async function readTabellenSpalten(datei: TabellenDatei): Promise<string[]> {
  try {
    for await (const { zellen } of rohzeilen(datei)) {
      return eindeutigeSpalten(zellen.map((z) => wertAlsText(z) ?? ''));
    }
  } catch (e) {
    throw new AppError('UNPROCESSABLE', lesefehlerText(e, datei).text);
  }
  throw new AppError('UNPROCESSABLE', KEINE_KOPFZEILE);
}

/**
 * The Datenpakete of a table file read with `zuordnung` (column header → field): one per Gesellschaft named
 * in the rows, else one for the whole file (see TabellenDatenpakete). `quelle: 'tabelle'`, `vuNummer: null`,
 * every message with Satzart „Tabelle“. `onProgress` gets the number of rows read.
 */
export async function* readTabellenDatei(
  datei: TabellenDatei,
  zuordnung: Record<string, string | null>,
  onProgress?: (rows: number) => void,
): AsyncIterable<ImportDatenpaket> {
  const pakete = new TabellenDatenpakete(datei.name, zuordnung);
  let kopf: string[] | null = null;
  let passt = true;
  let zeilen = 0;
  try {
    for await (const { zeile, zellen } of rohzeilen(datei)) {
      if (kopf === null) {
        kopf = eindeutigeSpalten(zellen.map((z) => wertAlsText(z) ?? ''));
        passt = spaltenPassen(kopf, zuordnung, pakete);
        if (!passt) {
          break;
        }
        continue;
      }
      const row: TabellenZeile = Object.fromEntries(kopf.map((s, i) => [s, zellen[i] ?? null]));
      zeilen++;
      if (zeilen % PROGRESS_ALLE === 0) {
        onProgress?.(zeilen);
      }
      if (istLeereZeile(row)) {
        continue;
      }
      const { vertrag, meldungen } = tabellenZeileZuVertrag(row, zuordnung, zeile, datei.name);
      pakete.zeile(pakete.gesellschaftDerZeile(row), vertrag, meldungen);
    }
    if (kopf === null) {
      pakete.meldung('fehler', KEINE_KOPFZEILE);
      pakete.alleFehlerhaft();
    } else if (passt && pakete.leer) {
      pakete.meldung('warnung', KEINE_DATENZEILEN);
    }
  } catch (e) {
    const { zeile, text } = lesefehlerText(e, datei);
    pakete.meldung('fehler', text, zeile);
    pakete.alleFehlerhaft();
  }
  onProgress?.(zeilen);
  yield* pakete.alle();
}

/**
 * Whether the mapping fits the header: a required field without a column, or mapped to a column the file
 * lacks, is an error of the file (nothing is read); another mapped column the file lacks is a warning.
 */
function spaltenPassen(kopf: string[], zuordnung: Record<string, string | null>, pakete: TabellenDatenpakete): boolean {
  const fehlend = Object.entries(zuordnung)
    .filter(([spalte, feld]) => feld !== null && !kopf.includes(spalte))
    .map(([spalte]) => spalte);
  const ohneFehlende = Object.fromEntries(Object.entries(zuordnung).filter(([s]) => !fehlend.includes(s)));
  const fehler = zuordnungFehler(ohneFehlende);
  for (const spalte of fehlend) {
    pakete.meldung('warnung', `Die zugeordnete Spalte „${spalte}“ fehlt in der Datei.`, 1, spalte);
  }
  for (const text of fehler) {
    pakete.meldung('fehler', text, 1);
  }
  if (fehler.length > 0) {
    pakete.alleFehlerhaft();
    return false;
  }
  return true;
}
