import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeCents, percentOfCents, shareByRates, shareInPercent } from './money';

describe('money to the cent', () => {
  it('takes a percentage of cents exactly and rounds half away from zero once', () => {
    expect(percentOfCents(10_000, 12.5)).toBe(1_250);
    expect(percentOfCents(333, 50)).toBe(167); // 166.5 → 167
    expect(percentOfCents(-333, 50)).toBe(-167);
    expect(percentOfCents(123_456_789, 0.0001)).toBe(123); // 123.456789 → 123
    expect(percentOfCents(1_000, 33.3333)).toBe(333);
    // A float product would be off here: 0.1 + 0.2 style noise never reaches the cents.
    expect(percentOfCents(1_005, 10)).toBe(101);
  });

  it('splits 1,00 € in thirds as 34 + 33 + 33 (largest remainder, earlier part first)', () => {
    expect(distributeCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(distributeCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(distributeCents(10, [70, 20, 10])).toEqual([7, 2, 1]);
    expect(distributeCents(5, [0, 0])).toEqual([5, 0]);
  });

  it('never loses or invents a cent: the parts add up to the whole (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.array(
          fc.integer({ min: 0, max: 1_000_000 }).map((u) => u / 10_000),
          { minLength: 1, maxLength: 12 },
        ),
        (total, rates) => {
          const parts = distributeCents(total, rates);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts).toHaveLength(rates.length);
          // Each part is within one cent of its exact share.
          const sum = rates.reduce((a, b) => a + b, 0);
          if (sum > 0) {
            parts.forEach((p, i) => {
              expect(Math.abs(p - (total * (rates[i] ?? 0)) / sum)).toBeLessThan(1 + 1e-6);
            });
          }
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('shares by rates add up to the rounded sum of the rates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(
          fc.integer({ min: 0, max: 250_000 }).map((u) => u / 10_000),
          { minLength: 1, maxLength: 6 },
        ),
        (total, rates) => {
          const parts = shareByRates(total, rates);
          const sumRate = rates.reduce((a, b) => a + Math.round(b * 10_000), 0) / 10_000;
          expect(parts.reduce((a, b) => a + b, 0)).toBe(percentOfCents(total, sumRate));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('reads a part as a share in percent with four decimals', () => {
    expect(shareInPercent(1, 3)).toBe(33.3333);
    expect(shareInPercent(0, 0)).toBe(0);
  });
});
