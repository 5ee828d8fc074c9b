import { describe, expect, it } from 'vitest';
import { addIsoDays, germanDayOf, todayInGermany } from './german-day';

describe('German calendar days', () => {
  it('counts a moment after midnight in Germany to the German day, whatever the server zone', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin (winter time).
    expect(todayInGermany(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(germanDayOf('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    expect(germanDayOf('kein Datum')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addIsoDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
