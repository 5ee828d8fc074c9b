import { z } from 'zod';

export const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum ein.';
/** Years a date of this domain may have (birth dates, contract dates, vehicle registrations). */
export const DATE_MIN_YEAR = 1800;
export const DATE_MAX_YEAR = 2200;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (leap years included) between 1800 and 2200. */
export function isIsoCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR || month < 1 || month > 12 || day < 1) {
    return false;
  }
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

/**
 * An ISO calendar date ('2024-02-29'); '2024-02-30', '2024-13-45' and '0000-00-00' are refused with
 * `message` instead of reaching PostgreSQL. Every date field of an endpoint input uses this.
 */
export function isoDateSchema(message = DATE_MESSAGE) {
  return z.iso.date({ message }).refine(isIsoCalendarDate, message);
}

export const IsoDateSchema = isoDateSchema();
