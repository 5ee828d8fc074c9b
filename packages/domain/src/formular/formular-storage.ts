import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../common/date.schema';
import type { FormularComponent } from './formular-component.schema';

// Storage formats of form values (spec dokumente-formulare.md §5). Every pair here round-trips exactly.

/** Decimals of a number component: configured, else currency and percent 2, number 0. */
export function precisionOf(component: Pick<FormularComponent, 'type' | 'config'>): number {
  return component.config?.precision ?? (component.type === 'number' ? 0 : 2);
}

/** Digits a stored number may have in all: beyond 15 a double no longer holds it exactly. */
export const GERMAN_NUMBER_MAX_DIGITS = 15;

/** 1234.5 with precision 2 → '1.234,50' (comma decimal, dot thousands, rounded to `precision`). */
export function formatGermanNumber(value: number, precision: number): string {
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
    useGrouping: true,
  }).format(value);
}

const grouped = /^-?\d{1,3}(\.\d{3})*(,\d+)?$/;
const plain = /^-?\d+(,\d+)?$/;

/** A German number ('1.234,50', '1234,5', '-3') → its digits; null for anything else ('1,2,3', '1.23', '12.5'). */
export function parseGermanNumberParts(text: string): { value: number; decimals: number; digits: number } | null {
  const trimmed = text.trim();
  if (!grouped.test(trimmed) && !plain.test(trimmed)) {
    return null;
  }
  const [whole = '', fraction = ''] = trimmed.replace(/\./g, '').split(',');
  const digits = whole.replace('-', '').replace(/^0+(?=\d)/, '').length + fraction.length;
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.length, digits };
}

/** '1.234,50' → 1234.5; null when the text is no German number. */
export function parseGermanNumber(text: string): number | null {
  return parseGermanNumberParts(text)?.value ?? null;
}

/** A month: zero-based index (0 = January) and year. */
export type MonthValue = { monthIndex: number; year: number };

/** { monthIndex: 0, year: 2027 } → '0.2027' (zero-based month index, a dot, the year). */
export function formatMonthValue({ monthIndex, year }: MonthValue): string {
  return `${monthIndex}.${year}`;
}

/** '0.2027' → January 2027; '11.2027' → December; null for '12.2027', '01.2027' or a year outside 1800–2200. */
export function parseMonthValue(text: string): MonthValue | null {
  const match = /^(\d|1[01])\.(\d{4})$/.exec(text);
  if (!match) {
    return null;
  }
  const year = Number(match[2]);
  return year < DATE_MIN_YEAR || year > DATE_MAX_YEAR ? null : { monthIndex: Number(match[1]), year };
}

/** '0.2027' → '2027-01-01' (the first day, as month pickers hold a month); null when no month value. */
export function monthValueToIsoDate(text: string): string | null {
  const month = parseMonthValue(text);
  return month ? `${month.year}-${String(month.monthIndex + 1).padStart(2, '0')}-01` : null;
}

/** '2027-01-15' → '0.2027'; null when no ISO date. */
export function isoDateToMonthValue(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(iso);
  return match ? formatMonthValue({ monthIndex: Number(match[2]) - 1, year: Number(match[1]) }) : null;
}

/** Whether a component stores a month value: type month, or a date with `config.monthPicker`. */
export function storesMonth(component: Pick<FormularComponent, 'type' | 'config'>): boolean {
  return component.type === 'month' || (component.type === 'date' && component.config?.monthPicker === true);
}

/** A text area's text as stored: URL-encoded (encodeURIComponent) when configured, else as typed. */
export function encodeTextarea(text: string, urlEncoded: boolean): string {
  return urlEncoded ? encodeURIComponent(text) : text;
}

/** The stored text of a text area back as typed; null when an URL-encoded value does not decode. */
export function decodeTextarea(stored: string, urlEncoded: boolean): string | null {
  if (!urlEncoded) {
    return stored;
  }
  try {
    return decodeURIComponent(stored);
  } catch {
    return null;
  }
}

/** Text chips as stored: a JSON list of strings ('["Haus","Auto"]'). */
export function encodeChips(chips: readonly string[]): string {
  return JSON.stringify(chips);
}

/** A stored JSON list of strings back as chips; '' is no chip; null when it is no such list. */
export function decodeChips(stored: string): string[] | null {
  if (stored === '') {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every((c) => typeof c === 'string') ? parsed : null;
  } catch {
    return null;
  }
}
