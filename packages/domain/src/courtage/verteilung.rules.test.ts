import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents } from './money';
import { absRateSum, computeLines, noNegativeZero, sumRates, type VerteilungLineInput } from './verteilung.rules';

// The cases of courtage.routes.test.ts ('Bookings to the cent') on the maths alone; the server tests keep
// checking the same figures through the endpoints.
const line = (brokerId: number, provSatz: number, extra: Partial<VerteilungLineInput> = {}): VerteilungLineInput => ({
  brokerId,
  provSatz,
  mwstProzent: 0,
  stornoReserveProzent: 0,
  versicherungseinbehaltCents: 0,
  ...extra,
});
const betraege = (courtagesumme: number, lines: VerteilungLineInput[]) =>
  computeLines(courtagesumme, lines).map((l) => l.betragCents);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('computeLines: a distribution to the cent', () => {
  it('splits 100,00 € in three lines of 33,3333 % as 33,34 + 33,33 + 33,33 (99,9999 % of the booking)', () => {
    const thirds = [line(1, 33.3333), line(2, 33.3333), line(4, 33.3333)];
    expect(betraege(10_000, thirds)).toEqual([3_334, 3_333, 3_333]);
    expect(sum(betraege(10_000, thirds))).toBe(percentOfCents(10_000, 99.9999));
    expect(sumRates(thirds.map((l) => l.provSatz))).toBe(99.9999);
    // A changed Courtagesumme (100,01 €) recomputes the lines from their rates.
    expect(sum(betraege(10_001, thirds))).toBe(percentOfCents(10_001, 99.9999));
  });

  it('takes MwSt and Stornoreserve of each line’s own amount', () => {
    const lines = computeLines(10_001, [
      line(1, 33.3333),
      line(2, 20, { mwstProzent: 19, stornoReserveProzent: 10 }),
      line(4, 33.3333),
    ]);
    const udo = lines[1];
    expect(udo?.provSatz).toBe(20);
    expect(udo?.mwstCents).toBe(percentOfCents(udo?.betragCents ?? 0, 19));
    expect(udo?.stornoReserveCents).toBe(percentOfCents(udo?.betragCents ?? 0, 10));
    expect(sum(lines.map((l) => l.betragCents))).toBe(percentOfCents(10_001, 86.6666));
  });

  it('keeps four-decimal rates as given and adds 33,3333 / 33,3333 / 33,3334 % up to the whole booking', () => {
    const lines = computeLines(100_000, [
      line(1, 33.3333, { mwstProzent: 19, stornoReserveProzent: 7.3333 }),
      line(2, 33.3333, { stornoReserveProzent: 12.5 }),
      line(4, 33.3334, { mwstProzent: 16 }),
    ]);
    expect(lines.map((l) => [l.provSatz, l.mwstProzent, l.stornoReserveProzent])).toEqual([
      [33.3333, 19, 7.3333],
      [33.3333, 0, 12.5],
      [33.3334, 16, 0],
    ]);
    expect(lines.map((l) => l.betragCents)).toEqual([33_333, 33_333, 33_334]);
    expect(sum(lines.map((l) => l.betragCents))).toBe(100_000);
    expect(lines.map((l) => l.stornoReserveCents)).toEqual([
      percentOfCents(33_333, 7.3333),
      percentOfCents(33_333, 12.5),
      0,
    ]);
  });

  it('an odd amount: 50,03 € at 100 % with 19 % MwSt is a 9,51 € MwSt', () => {
    const [odd] = computeLines(5_003, [line(1, 100, { mwstProzent: 19 })]);
    expect(odd).toMatchObject({ betragCents: 5_003, mwstCents: 951, mwstProzent: 19 });
  });

  it('one broker at 80 % of 999,99 €, as the automatic distribution books it', () => {
    expect(sum(betraege(99_999, [line(1, 80)]))).toBe(percentOfCents(99_999, 80));
  });

  it('a Storno (negative Courtagesumme and rates) is the copy negated, cent for cent', () => {
    const courtagesumme = percentOfCents(12_345, 10);
    const copy = computeLines(courtagesumme, [line(1, 80, { mwstProzent: 19 }), line(2, 15)]);
    expect(sum(copy.map((l) => l.betragCents))).toBe(percentOfCents(courtagesumme, 95));
    const storno = computeLines(-courtagesumme, [line(1, -80, { mwstProzent: 19 }), line(2, -15)]);
    expect(storno.map((l) => l.provSatz)).toEqual([-80, -15]);
    expect(storno.every((l) => l.betragCents < 0)).toBe(true);
    expect(storno[0]?.mwstCents).toBeLessThan(0);
    expect(storno.map((l) => l.betragCents)).toEqual(copy.map((l) => -l.betragCents));
  });

  it('never answers -0: a zero Courtagesumme gives zero amounts, also for negative rates', () => {
    const [zero] = computeLines(0, [line(1, -50, { mwstProzent: 19, stornoReserveProzent: 5 })]);
    expect(Object.is(zero?.betragCents, 0)).toBe(true);
    expect(Object.is(zero?.mwstCents, 0)).toBe(true);
    expect(Object.is(zero?.stornoReserveCents, 0)).toBe(true);
    expect(Object.is(noNegativeZero(-0), 0)).toBe(true);
    expect(noNegativeZero(-5)).toBe(-5);
  });

  it('the lines add up to |rate sum| % of the booking, with its sign (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(
          fc.integer({ min: 0, max: 250_000 }).map((u) => u / 10_000),
          { minLength: 1, maxLength: 6 },
        ),
        (courtagesumme, rates) => {
          const sign = courtagesumme < 0 ? -1 : 1;
          const lines = computeLines(
            courtagesumme,
            rates.map((r, i) => line(i + 1, sign * r)),
          );
          const total = sum(lines.map((l) => l.betragCents));
          expect(total).toBe(noNegativeZero(sign * percentOfCents(Math.abs(courtagesumme), absRateSum(rates))));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('rate sums', () => {
  it('adds four-decimal rates exactly and counts a Storno’s negative rates by their size', () => {
    expect(sumRates([0.1, 0.2])).toBe(0.3);
    expect(sumRates([-80, -15])).toBe(-95);
    expect(absRateSum([-80, -15])).toBe(95);
    expect(absRateSum([80, 20.0001])).toBeGreaterThan(100);
    expect(absRateSum([80, 20])).toBe(100);
  });
});
