// Dates of the product are German calendar days (due dates, birth dates, 'Kunde seit'), whatever the
// time zone of the server or the browser.
const germanDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** The calendar day in Germany of a moment, as ISO 'YYYY-MM-DD'. */
export function germanDay(at: Date): string {
  return germanDayFormat.format(at);
}

/** Today in Germany as ISO 'YYYY-MM-DD'. */
export function todayInGermany(now: Date = new Date()): string {
  return germanDay(now);
}

/** The German calendar day of a stored timestamp, or null when it is not one. */
export function germanDayOf(timestamp: string): string | null {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? null : germanDay(at);
}

/** An ISO date plus a number of days (negative: back). */
export function addIsoDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
