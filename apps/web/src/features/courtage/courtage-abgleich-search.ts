import { ERWARTUNG_JAHR_MAX, ERWARTUNG_JAHR_MIN, vorjahrInGermany } from '@maklerwerk/domain';
import { int, orElse, type SearchOutput, searchSchema } from '../../lib/search-schema';

/** Search params of 'Courtage-Abgleich': the year (last year in Germany when missing or bad) and the page. */
export const courtageAbgleichSearchSchema = searchSchema({
  jahr: orElse(int({ min: ERWARTUNG_JAHR_MIN, max: ERWARTUNG_JAHR_MAX }), () => vorjahrInGermany()),
  page: int({ min: 1 }),
});
export type CourtageAbgleichSearch = SearchOutput<typeof courtageAbgleichSearchSchema>;

/** The years of the select: this year and the five before it (newest first), plus a chosen one outside them. */
export function jahrOptions(selected: number, now: Date = new Date()): { value: string; label: string }[] {
  const current = vorjahrInGermany(now) + 1;
  const years = Array.from({ length: 6 }, (_, i) => current - i);
  if (!years.includes(selected)) {
    years.push(selected);
    years.sort((a, b) => b - a);
  }
  return years.map((y) => ({ value: String(y), label: String(y) }));
}
