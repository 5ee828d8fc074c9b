import { isIsoCalendarDate } from '../../common/date.schema';
import { type Gelesen, isoTagVonDate, type TabellenWert } from './tabellen-wert';

export const DATUM_UNGUELTIG =
  'Das Datum ist nicht lesbar (erwartet zum Beispiel 01.02.2024, 1.2.24, 2024-02-01 oder ein Excel-Datum).';
export const DATUM_UNMOEGLICH = 'Dieses Datum gibt es nicht.';

/** Excel's first day: serial 1 is 1900-01-01; from serial 61 on the count starts at 1899-12-30 (Excel's 1900-02-29). */
const EXCEL_TAG_NULL = Date.UTC(1899, 11, 30);
const MS_PRO_TAG = 86_400_000;
/** Serials taken as Excel dates: 1900-01-01 … 9999-12-31. */
const EXCEL_MAX = 2_958_465;

function iso(jahr: number, monat: number, tag: number): Gelesen<string> {
  const text = `${String(jahr).padStart(4, '0')}-${String(monat).padStart(2, '0')}-${String(tag).padStart(2, '0')}`;
  return isIsoCalendarDate(text) ? { ok: true, wert: text } : { ok: false, fehler: DATUM_UNMOEGLICH };
}

/** Two-digit years as Excel reads them: 00–29 → 2000–2029, 30–99 → 1930–1999. */
function vierstelligesJahr(jahr: string): number {
  const n = Number(jahr);
  if (jahr.length !== 2) {
    return n;
  }
  return n < 30 ? 2000 + n : 1900 + n;
}

/** An Excel serial day (1900 date system; a time of day is cut off) → ISO. */
export function excelSerialZuIso(serial: number): Gelesen<string> {
  const tag = Math.floor(serial);
  if (!Number.isFinite(serial) || tag < 1 || tag > EXCEL_MAX || tag === 60) {
    return { ok: false, fehler: DATUM_UNGUELTIG };
  }
  const ms = tag < 60 ? EXCEL_TAG_NULL + (tag + 1) * MS_PRO_TAG : EXCEL_TAG_NULL + tag * MS_PRO_TAG;
  const d = new Date(ms);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** A time of day after the date („01.02.2024 00:00“, „2024-02-01T00:00:00Z“) does not count. */
const uhrzeit = /(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)$/;

/**
 * A date cell → ISO 'yyyy-mm-dd': „01.02.2024“, „1.2.24“ (two-digit years as Excel: 00–29 → 20xx),
 * „2024-02-01“, „01/02/2024“ (day first), „01022024“ (TTMMJJJJ) or „20240201“ (JJJJMMTT), an Excel
 * serial day (a number cell, or text of five digits: 1927–2173) and a Date cell of exceljs. A day that does not exist
 * (31.02.) or a year outside 1800–2200 is an error.
 */
export function parseGermanDate(wert: TabellenWert): Gelesen<string> {
  if (wert instanceof Date) {
    const tag = isoTagVonDate(wert);
    return tag !== null && isIsoCalendarDate(tag) ? { ok: true, wert: tag } : { ok: false, fehler: DATUM_UNMOEGLICH };
  }
  if (typeof wert === 'number') {
    return excelSerialZuIso(wert);
  }
  if (typeof wert !== 'string') {
    return { ok: false, fehler: DATUM_UNGUELTIG };
  }
  const text = wert.trim().replace(uhrzeit, '');
  const deutsch = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(text);
  if (deutsch) {
    return iso(vierstelligesJahr(deutsch[3] ?? ''), Number(deutsch[2]), Number(deutsch[1]));
  }
  const isoText = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (isoText) {
    return iso(Number(isoText[1]), Number(isoText[2]), Number(isoText[3]));
  }
  if (/^\d{8}$/.test(text)) {
    const jjjjmmtt = iso(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));
    return jjjjmmtt.ok ? jjjjmmtt : iso(Number(text.slice(4, 8)), Number(text.slice(2, 4)), Number(text.slice(0, 2)));
  }
  if (/^\d{5}(?:[.,]\d+)?$/.test(text)) {
    return excelSerialZuIso(Number(text.replace(',', '.')));
  }
  return { ok: false, fehler: DATUM_UNGUELTIG };
}
