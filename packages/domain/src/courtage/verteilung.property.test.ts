// fast-check properties of a booking's distribution across the broker structure (issue 39 item 8):
// whatever the amount and the rates, the lines add up to the booking to the cent, each line is within a
// cent of its exact share, and no line has the other sign than its booking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents } from './money';
import { computeLines, sumRates, type VerteilungLineInput } from './verteilung.rules';

const RATE_UNITS_100 = 1_000_000; // 100 % in rate units (four decimals)
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A Courtagesumme in cents: up to a billion euros either way, often small, zero included. */
const booking = fc.oneof(
  fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
  fc.integer({ min: -1_000, max: 1_000 }),
);

/** Rates of a structure that add up to exactly 100,0000 %: cuts of 1 000 000 rate units. */
const ratesOfWhole = fc
  .array(fc.integer({ min: 0, max: RATE_UNITS_100 }), { minLength: 0, maxLength: 7 })
  .map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), RATE_UNITS_100];
    return points.slice(1).map((p, i) => (p - (points[i] ?? 0)) / 10_000);
  });

/** Rates of a structure that add up to at most 100 % (what the service accepts). */
const ratesUpToWhole = fc
  .array(fc.integer({ min: 0, max: RATE_UNITS_100 }), { minLength: 1, maxLength: 8 })
  .filter((units) => sum(units) <= RATE_UNITS_100)
  .map((units) => units.map((u) => u / 10_000));

const percent = fc.integer({ min: 0, max: RATE_UNITS_100 }).map((u) => u / 10_000);

/** A line per rate; a Storno (negative booking) carries negative rates, as the copy service writes them. */
const linesFor = (courtagesumme: number, rates: readonly number[], extras: readonly [number, number][] = []) =>
  rates.map(
    (r, i): VerteilungLineInput => ({
      brokerId: i + 1,
      provSatz: courtagesumme < 0 ? -r : r,
      mwstProzent: extras[i]?.[0] ?? 0,
      stornoReserveProzent: extras[i]?.[1] ?? 0,
      versicherungseinbehaltCents: 0,
    }),
  );

const hasSignOf = (value: number, courtagesumme: number) =>
  value === 0 || Math.sign(value) === Math.sign(courtagesumme);

describe('distribution of a booking (properties)', () => {
  it('rates of 100 %: the lines add up to the booking exactly, each within a cent of its share', () => {
    fc.assert(
      fc.property(booking, ratesOfWhole, (courtagesumme, rates) => {
        const lines = computeLines(courtagesumme, linesFor(courtagesumme, rates));
        expect(sum(lines.map((l) => l.betragCents))).toBe(courtagesumme);
        lines.forEach((l, i) => {
          expect(Number.isSafeInteger(l.betragCents)).toBe(true);
          expect(Math.abs(l.betragCents - (courtagesumme * (rates[i] ?? 0)) / 100)).toBeLessThan(1);
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('rates up to 100 %: the lines add up to the rate sum of the booking, never more than the booking', () => {
    fc.assert(
      fc.property(booking, ratesUpToWhole, (courtagesumme, rates) => {
        const lines = computeLines(courtagesumme, linesFor(courtagesumme, rates));
        const total = sum(lines.map((l) => l.betragCents));
        expect(total).toBe(percentOfCents(courtagesumme, sumRates(rates)));
        expect(Math.abs(total)).toBeLessThanOrEqual(Math.abs(courtagesumme));
      }),
      { numRuns: 2_000 },
    );
  });

  it('no line, MwSt or Stornoreserve has the other sign than the booking, and none is -0', () => {
    fc.assert(
      fc.property(
        booking,
        ratesUpToWhole.chain((rates) =>
          fc.tuple(fc.constant(rates), fc.array(fc.tuple(percent, percent), { minLength: 8, maxLength: 8 })),
        ),
        (courtagesumme, [rates, extras]) => {
          for (const l of computeLines(courtagesumme, linesFor(courtagesumme, rates, extras))) {
            for (const value of [l.betragCents, l.mwstCents, l.stornoReserveCents]) {
              expect(hasSignOf(value, courtagesumme)).toBe(true);
              expect(Object.is(value, -0)).toBe(false);
            }
            expect(Math.abs(l.mwstCents)).toBeLessThanOrEqual(Math.abs(l.betragCents));
            expect(Math.abs(l.stornoReserveCents)).toBeLessThanOrEqual(Math.abs(l.betragCents));
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('a Storno is its booking negated cent for cent, MwSt and Stornoreserve included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        ratesUpToWhole.chain((rates) =>
          fc.tuple(fc.constant(rates), fc.array(fc.tuple(percent, percent), { minLength: 8, maxLength: 8 })),
        ),
        (courtagesumme, [rates, extras]) => {
          const copy = computeLines(courtagesumme, linesFor(courtagesumme, rates, extras));
          const storno = computeLines(-courtagesumme, linesFor(-courtagesumme, rates, extras));
          const negated = (v: number) => (v === 0 ? 0 : -v);
          expect(storno.map((l) => [l.betragCents, l.mwstCents, l.stornoReserveCents])).toEqual(
            copy.map((l) => [negated(l.betragCents), negated(l.mwstCents), negated(l.stornoReserveCents)]),
          );
          expect(sum(storno.map((l) => l.betragCents)) + sum(copy.map((l) => l.betragCents))).toBe(0);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('keeps the rates as given and the lines in their order (broker ids, four decimals)', () => {
    fc.assert(
      fc.property(booking, ratesUpToWhole, (courtagesumme, rates) => {
        const input = linesFor(courtagesumme, rates);
        const lines = computeLines(courtagesumme, input);
        expect(lines.map((l) => [l.brokerId, l.provSatz])).toEqual(input.map((l) => [l.brokerId, l.provSatz]));
      }),
      { numRuns: 300 },
    );
  });
});
