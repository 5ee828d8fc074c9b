/**
 * Date helpers on ISO date strings (YYYY-MM-DD), in UTC. The Demo-Bestand never reads the clock:
 * every date derives from fixed dates, so the data is the same on every run.
 */

/** The day the demo data "is as of": Hauptfälligkeiten and Kündigungen are computed from it. */
export const DEMO_AS_OF = '2026-11-01';

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return toIso(new Date(Date.UTC(year, month - 1, day)));
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Adds months; insurance dates here are always on the 1st, so no month-end clipping is needed. */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return toIso(date);
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** The first anniversary of `beginn` on or after `asOf` (the next Hauptfälligkeit). */
export function nextAnniversary(beginn: string, asOf: string = DEMO_AS_OF): string {
  let candidate = beginn;
  while (candidate < asOf) {
    candidate = addYears(candidate, 1);
  }
  return candidate;
}

/** A timestamp (ISO, UTC) at the given hour of an ISO date. */
export function atHour(iso: string, hour: number): string {
  return `${iso}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}
