// Money to the cent (issue 14): amounts are integer cents, rates are percentages with at most four
// decimals. Products are computed exactly (BigInt) and rounded half away from zero once; a distribution
// of an amount over several parts uses the largest remainder, so the parts always add up to the whole.

/** Rates have four decimals: 12.3456 % is 123456 rate units. */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A percentage as whole rate units (12.3456 → 123456); rounds away a float's noise. */
export function rateUnits(ratePercent: number): bigint {
  return BigInt(Math.round(ratePercent * 10 ** RATE_DECIMALS));
}

/** Integer division of a by b (b > 0) rounded half away from zero. */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** `ratePercent` % of an amount in cents, to the cent (half away from zero). */
export function percentOfCents(cents: number, ratePercent: number): number {
  return Number(divRound(BigInt(cents) * rateUnits(ratePercent), 100n * RATE_SCALE));
}

/** What share of `whole` a part is, in percent with four decimals (0 when the whole is 0). */
export function shareInPercent(part: number, whole: number): number {
  if (whole === 0) {
    return 0;
  }
  return Number(divRound(BigInt(part) * 100n * RATE_SCALE, BigInt(whole))) / 10 ** RATE_DECIMALS;
}

/**
 * Splits `total` cents in proportion to `weights` (non-negative; e.g. rates) by the largest remainder:
 * every part is the floor of its exact share, and the cents left over go to the parts with the largest
 * remainders (ties: the earlier part). The parts add up to `total` exactly. A negative total (a
 * cancellation) is split like its absolute value and negated. All weights 0: everything to nobody but
 * the first part.
 */
export function distributeCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    return [];
  }
  if (weights.some((w) => w < 0 || !Number.isFinite(w))) {
    throw new Error('distributeCents: weights must be finite and not negative');
  }
  const sign = total < 0 ? -1 : 1;
  const amount = BigInt(Math.abs(total));
  const units = weights.map((w) => rateUnits(w));
  const sum = units.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    return weights.map((_, i) => (i === 0 ? total : 0));
  }
  const floors = units.map((u) => (amount * u) / sum);
  const remainders = units.map((u, i) => ({ i, rest: (amount * u) % sum }));
  let left = amount - floors.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) {
      break;
    }
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((f) => sign * Number(f));
}

/**
 * The parts of `total` for rates that each take `rate %` of it (a structure whose rates add up to at
 * most 100 %): the sum of the parts is `rate-sum %` of the total rounded once, split by largest remainder.
 */
export function shareByRates(total: number, ratesPercent: readonly number[]): number[] {
  const sumRate = ratesPercent.reduce((a, r) => a + Number(rateUnits(r)), 0) / 10 ** RATE_DECIMALS;
  return distributeCents(percentOfCents(total, sumRate), ratesPercent);
}

/** '12,3456 %' with the given decimals (tables 4, forms 2). */
export function formatRate(ratePercent: number, decimals = RATE_DECIMALS): string {
  return `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(ratePercent)} %`;
}
