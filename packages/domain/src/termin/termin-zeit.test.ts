import { describe, expect, it } from 'vitest';
import { berlinInstant, berlinWallTime } from './termin-zeit';

describe('berlinWallTime', () => {
  it('reads the German wall time of an instant in winter, summer and both changeover nights', () => {
    expect(berlinWallTime(new Date('2026-01-15T11:30:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 30,
    });
    expect(berlinWallTime(new Date('2026-07-15T22:05:59.999Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 16,
      hour: 0,
      minute: 5,
    });
    // 29.03.2026: 01:59:59 UTC+1 → 03:00 UTC+2; 25.10.2026: 02:59 UTC+2 → 02:00 UTC+1.
    expect(berlinWallTime(new Date('2026-03-29T00:59:00Z')).hour).toBe(1);
    expect(berlinWallTime(new Date('2026-03-29T01:00:00Z')).hour).toBe(3);
    expect(berlinWallTime(new Date('2026-10-25T00:30:00Z'))).toMatchObject({ hour: 2, minute: 30 });
    expect(berlinWallTime(new Date('2026-10-25T01:30:00Z'))).toMatchObject({ hour: 2, minute: 30 });
  });

  it('answers the same again for every instant of a minute, and a changed answer does not change the next', () => {
    const first = berlinWallTime(new Date('2026-11-27T08:15:00Z'));
    first.hour = 23;
    expect(berlinWallTime(new Date('2026-11-27T08:15:42Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 9,
      minute: 15,
    });
    expect(berlinWallTime(new Date('2026-11-27T08:16:00Z')).minute).toBe(16);
  });

  it('stays right beyond the number of minutes it keeps (5 000 minutes over the spring changeover)', () => {
    const start = Date.UTC(2026, 2, 28, 0, 0);
    for (let i = 0; i < 5000; i++) {
      const at = new Date(start + i * 60_000);
      expect(berlinInstant(berlinWallTime(at)).getTime(), at.toISOString()).toBe(at.getTime());
    }
  });

  it('reads the double summer time of 1945 and 1947 (+3 h) and its changes (found by the property test)', () => {
    // 24.09.1945 01:59 was double summer time (UTC+3): 22:59 UTC the day before, not an hour later.
    const w = { year: 1945, month: 9, day: 24, hour: 1, minute: 59 };
    expect(berlinInstant(w).toISOString()).toBe('1945-09-23T22:59:00.000Z');
    expect(berlinWallTime(berlinInstant(w))).toEqual(w);
    // 11.05.1947 03:00 → 04:00 (UTC+2 → UTC+3): 03:30 does not exist and is read with UTC+2.
    const skipped = { year: 1947, month: 5, day: 11, hour: 3, minute: 30 };
    expect(berlinInstant(skipped).toISOString()).toBe('1947-05-11T01:30:00.000Z');
    // The spring change of today's rules stays as it was: 02:30 → 03:30 summer time.
    expect(berlinInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});
