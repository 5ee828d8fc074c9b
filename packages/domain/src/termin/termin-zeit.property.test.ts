// fast-check properties of the German wall-clock times of appointments (issue 39 item 8): instants and
// wall times convert back and forth, also in the hour skipped in spring and the hour doubled in autumn,
// as termin-zeit.ts documents it (skipped: read with the offset before the change; doubled: the first
// reading wins). It found that the double summer time of 1945 and 1947 (+3 h) was read an hour off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWallMinutes,
  berlinInstant,
  berlinWallTime,
  compareWallTimes,
  formatWallTime,
  parseIsoLocal,
  parseWallTime,
  type WallTime,
  wallMinutes,
  wallTimeToIsoLocal,
} from './termin-zeit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last Sunday of a month at 01:00 UTC: when Germany changes its clocks (since 1996 in autumn). */
function changeover(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, sunday, 1, 0);
}

/** Minutes of any year the wall times accept, 1900–2199. */
const anyInstant = fc
  .integer({ min: Date.UTC(1900, 0, 1, 1) / MINUTE, max: Date.UTC(2199, 11, 31, 20) / MINUTE })
  .map((m) => new Date(m * MINUTE));
/** Minutes within three hours of the spring or autumn changeover of a year with today's rules. */
const nearChangeover = fc
  .tuple(fc.integer({ min: 1996, max: 2199 }), fc.constantFrom(3, 10), fc.integer({ min: -180, max: 180 }))
  .map(([year, month, minutes]) => new Date(changeover(year, month) + minutes * MINUTE));
/** Minutes of the years with a double summer time (+3 h): 1945 and 1947, and the changes between. */
const doubleSummerTime = fc
  .integer({ min: Date.UTC(1945, 3, 1) / MINUTE, max: Date.UTC(1947, 11, 31) / MINUTE })
  .map((m) => new Date(m * MINUTE));
const instant = fc.oneof(nearChangeover, anyInstant, doubleSummerTime);

/** The wall time an instant shows, and whether the hour before showed the same (the doubled hour's second pass). */
const isSecondPass = (at: Date) =>
  compareWallTimes(berlinWallTime(new Date(at.getTime() - HOUR)), berlinWallTime(at)) === 0;
/** A wall time that no instant shows: the skipped hour. */
const isSkipped = (w: WallTime) => compareWallTimes(berlinWallTime(berlinInstant(w)), w) !== 0;

const wallTime = instant.chain((at) =>
  fc.integer({ min: -90, max: 90 }).map((shift) => addWallMinutes(berlinWallTime(at), shift)),
);

describe('Berlin wall times (properties)', () => {
  it('instant → wall time → instant is the same instant, but the doubled hour’s second pass reads as the first', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const back = berlinInstant(berlinWallTime(at)).getTime();
        expect(back).toBe(isSecondPass(at) ? at.getTime() - HOUR : at.getTime());
      }),
      { numRuns: 3_000 },
    );
  });

  it('wall time → instant → wall time is the same wall time, and a skipped one is read with the offset before the change', () => {
    fc.assert(
      fc.property(wallTime, (w) => {
        const read = berlinWallTime(berlinInstant(w));
        if (!isSkipped(w)) {
          expect(read).toEqual(w);
          return;
        }
        // The offset before the change is one hour less than after it: 02:30 → 03:30.
        expect(read).toEqual(addWallMinutes(w, 60));
        const before = berlinWallTime(new Date(berlinInstant(w).getTime() - HOUR));
        expect(compareWallTimes(before, w)).toBeLessThan(0);
      }),
      { numRuns: 3_000 },
    );
  });

  it('exactly one hour a spring night is skipped and one an autumn night doubled (years of today’s rules)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1996, max: 2199 }), (year) => {
        const spring = changeover(year, 3);
        const autumn = changeover(year, 10);
        const minutesOfNight = (from: number) =>
          Array.from({ length: 5 * 60 }, (_, i) => berlinWallTime(new Date(from - 2 * HOUR + i * MINUTE)));
        // Spring: the wall clock jumps from 01:59 to 03:00; five hours of instants show four hours of wall times.
        const springWalls = minutesOfNight(spring);
        expect(new Set(springWalls.map(wallMinutes)).size).toBe(5 * 60);
        expect(springWalls.some((w) => w.hour === 2)).toBe(false);
        // Autumn: 02:00–02:59 shows twice, every other wall minute once.
        const autumnWalls = minutesOfNight(autumn);
        expect(new Set(autumnWalls.map(wallMinutes)).size).toBe(4 * 60);
        expect(autumnWalls.filter((w) => w.hour === 2)).toHaveLength(120);
      }),
      { numRuns: 60 },
    );
  });

  it('existing wall times keep their order as instants (later on the wall is never earlier in time)', () => {
    fc.assert(
      fc.property(wallTime, fc.integer({ min: 1, max: 240 }), (w, step) => {
        const later = addWallMinutes(w, step);
        fc.pre(!isSkipped(w) && !isSkipped(later));
        expect(berlinInstant(later).getTime()).toBeGreaterThan(berlinInstant(w).getTime());
      }),
      { numRuns: 2_000 },
    );
  });

  it('the German text and the floating ISO text round-trip, and wall minutes add up', () => {
    fc.assert(
      fc.property(
        wallTime,
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (w, a, b) => {
          fc.pre(w.year >= 1901 && w.year <= 2198);
          expect(parseWallTime(formatWallTime(w))).toEqual(w);
          expect(parseIsoLocal(wallTimeToIsoLocal(w))).toEqual(w);
          expect(addWallMinutes(addWallMinutes(w, a), b)).toEqual(addWallMinutes(w, a + b));
          expect(compareWallTimes(addWallMinutes(w, a), w)).toBe(a);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
