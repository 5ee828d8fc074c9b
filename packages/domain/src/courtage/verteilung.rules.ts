// The amounts of a booking's distribution (Verteilung) across the broker structure (issue 14, spec
// termine-courtage-aenderungslog.md §3.8): pure money maths on top of money.ts, to the cent.
//
// A line's amount is |rate| % of the Courtagesumme and carries the Courtagesumme's sign; the lines are split
// by shareByRates over |rates|, so they add up to |rate-sum| % of the booking to the cent. MwSt and
// Stornoreserve of a line are percentOfCents of its amount. Rates keep their four decimals.
import { percentOfCents, RATE_DECIMALS, rateUnits, shareByRates } from './money';

/** A line before its amounts: the broker and his rates (percent, four decimals). */
export type VerteilungLineInput = {
  brokerId: number;
  provSatz: number;
  mwstProzent: number;
  stornoReserveProzent: number;
  versicherungseinbehaltCents: number;
};

/** A line with its amounts in cents, as it is stored. */
export type VerteilungLineValues = VerteilungLineInput & {
  betragCents: number;
  mwstCents: number;
  stornoReserveCents: number;
};

/** -0 as 0: a negated zero amount or rate is stored and answered as 0. */
export const noNegativeZero = (n: number) => (n === 0 ? 0 : n);

/** The sum of rates, exact to four decimals (no float noise: 33.3333 × 3 is 99.9999). */
export const sumRates = (rates: readonly number[]) =>
  rates.reduce((sum, r) => sum + Number(rateUnits(r)), 0) / 10 ** RATE_DECIMALS;

/** The sum of the rates' absolute values: a Storno's negative rates count like positive ones (≤ 100 %). */
export const absRateSum = (rates: readonly number[]) => sumRates(rates.map((r) => Math.abs(r)));

/** The amounts of a distribution: |rate| % of the Courtagesumme each, to the cent, with its sign. */
export function computeLines(courtagesumme: number, lines: readonly VerteilungLineInput[]): VerteilungLineValues[] {
  const sign = courtagesumme < 0 ? -1 : 1;
  const parts = shareByRates(
    Math.abs(courtagesumme),
    lines.map((l) => Math.abs(l.provSatz)),
  );
  return lines.map((l, i) => {
    const betragCents = noNegativeZero(sign * (parts[i] ?? 0));
    return {
      brokerId: l.brokerId,
      provSatz: l.provSatz,
      mwstProzent: l.mwstProzent,
      stornoReserveProzent: l.stornoReserveProzent,
      versicherungseinbehaltCents: l.versicherungseinbehaltCents,
      betragCents,
      mwstCents: noNegativeZero(percentOfCents(betragCents, l.mwstProzent)),
      stornoReserveCents: noNegativeZero(percentOfCents(betragCents, l.stornoReserveProzent)),
    };
  });
}
