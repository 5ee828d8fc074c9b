import { todayInGermany } from '../common/german-day';

// Without zod: the route of 'Courtage-Abgleich' reads the year (every route's search reader is in the first page).

export const ERWARTUNG_JAHR_MIN = 2000;
export const ERWARTUNG_JAHR_MAX = 2100;

/** Last year in Germany (the default year of the shortfall list). */
export function vorjahrInGermany(now: Date = new Date()): number {
  return Number(todayInGermany(now).slice(0, 4)) - 1;
}
