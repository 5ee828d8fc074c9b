import { createReadStream } from 'node:fs';
import type { TabellenWert } from '@maklerwerk/domain';
import type { TabellenRohzeile } from './tabelle-rohzeile';

// Excel files (.xlsx) through exceljs' streaming reader: the first worksheet, row by row, never the whole
// workbook in memory. Styles are read so that date-formatted cells come as Date; shared strings are cached
// (an Excel file keeps every text once). exceljs is loaded at the first Excel file (it costs start-up time).

type Zellinhalt =
  | TabellenWert
  | { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string; formula?: string };

/** An exceljs cell value → a table value: rich text as its text, a formula as its result, an error as its code. */
export function zellwert(inhalt: unknown): TabellenWert {
  if (inhalt === null || inhalt === undefined) {
    return null;
  }
  if (
    typeof inhalt === 'string' ||
    typeof inhalt === 'number' ||
    typeof inhalt === 'boolean' ||
    inhalt instanceof Date
  ) {
    return inhalt;
  }
  if (typeof inhalt !== 'object') {
    return null;
  }
  const o = inhalt as Exclude<Zellinhalt, TabellenWert>;
  if (Array.isArray(o.richText)) {
    return o.richText.map((t) => t.text).join('');
  }
  if ('result' in o || 'formula' in o) {
    return zellwert(o.result);
  }
  if (typeof o.error === 'string') {
    return o.error;
  }
  if ('text' in o) {
    return zellwert(o.text);
  }
  return null;
}

/** The rows of the first worksheet, each with its Excel row number (empty rows are not emitted). */
export async function* xlsxZeilen(path: string): AsyncIterable<TabellenRohzeile> {
  const { default: ExcelJS } = await import('exceljs');
  const datei = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(datei, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const blaetter = reader[Symbol.asyncIterator]();
  try {
    const erstes = await blaetter.next();
    if (!erstes.done) {
      for await (const row of erstes.value) {
        const werte = Array.isArray(row.values) ? row.values : [];
        // row.values is 1-based (index 0 empty) and sparse: a missing cell is empty.
        const zellen = Array.from({ length: Math.max(0, werte.length - 1) }, (_, i) => zellwert(werte[i + 1]));
        yield { zeile: row.number, zellen };
      }
    }
  } finally {
    await restUeberspringen(blaetter);
    datei.destroy();
  }
}

/**
 * exceljs copies the worksheets that come before the shared strings into temporary files and removes each
 * (closing its handle) only when its iteration goes on past it: the other worksheets are passed over
 * unread (their streams closed), also after a stop at the header, so that no file or handle is left behind.
 */
async function restUeberspringen(blaetter: AsyncGenerator<unknown>): Promise<void> {
  try {
    for (let n = await blaetter.next(); !n.done; n = await blaetter.next()) {
      (n.value as { iterator?: { destroy?: () => void } }).iterator?.destroy?.();
    }
  } catch {
    // A broken file: the error was already thrown to the reader, or there is nothing left to close.
  }
}
