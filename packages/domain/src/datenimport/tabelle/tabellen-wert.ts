/**
 * A cell of a table as the readers hand it over: CSV cells are text; an Excel cell may be a number, a
 * date (exceljs reads date-formatted cells as a JavaScript Date at UTC midnight), a boolean or empty.
 */
export type TabellenWert = string | number | boolean | Date | null | undefined;

/** A row of a table: the (unique) column header → its cell. */
export type TabellenZeile = Record<string, TabellenWert>;

/** The result of reading one value: the value, or the German reason it cannot be read. */
export type Gelesen<T> = { ok: true; wert: T } | { ok: false; fehler: string };

/** 'yyyy-mm-dd' of a Date cell: exceljs puts the day at UTC midnight (a time of day rounds to the second). */
export function isoTagVonDate(datum: Date): string | null {
  const ms = datum.getTime();
  if (Number.isNaN(ms)) {
    return null;
  }
  return new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 10);
}

/**
 * The cell as text: trimmed, null when empty. A number keeps its digits (no exponent below 10^21, no
 * grouping), a date cell becomes its ISO day, a boolean 'ja'/'nein'.
 */
export function wertAlsText(wert: TabellenWert): string | null {
  if (wert === null || wert === undefined) {
    return null;
  }
  if (typeof wert === 'string') {
    const text = wert.trim();
    return text === '' ? null : text;
  }
  if (typeof wert === 'number') {
    return Number.isFinite(wert) ? String(wert) : null;
  }
  if (typeof wert === 'boolean') {
    return wert ? 'ja' : 'nein';
  }
  return isoTagVonDate(wert);
}

/** Whether every cell of the row is empty (an empty line of the file, skipped without a message). */
export function istLeereZeile(zeile: TabellenZeile): boolean {
  return Object.values(zeile).every((w) => wertAlsText(w) === null);
}
