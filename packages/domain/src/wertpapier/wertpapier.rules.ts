import { formatCents, formatHundredths } from '../format';

// Embedded securities (spec termine-courtage-aenderungslog.md §3.6, §9): the ISIN check of ISO 6166 and
// the currencies a fund value is shown in.

export const ISIN_MESSAGE = 'Die ISIN ist ungültig.';

/** Upper case, without spaces: 'de 0008 4745 03' → 'DE0008474503'. */
export function normalizeIsin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 6166: two letters (country), nine letters or digits, one check digit. The letters become numbers
 * (A = 10 … Z = 35), and the Luhn sum of the resulting digits must end in 0. Takes the normalised form.
 */
export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) {
    return false;
  }
  const digits = [...isin].map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let sum = 0;
  // From the right: the check digit stays, every second digit to its left is doubled.
  for (let i = digits.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const waehrungen = ['EUR', 'USD'] as const;
export type Waehrung = (typeof waehrungen)[number];

/** Spec §9: EUR shown as €, USD as $. */
export const WAEHRUNG_SYMBOL: Readonly<Record<Waehrung, string>> = { EUR: '€', USD: '$' };

/** Cents in the given currency: '1.234,56 €', '1.234,56 $'. */
export function formatWaehrung(cents: number | null | undefined, waehrung: Waehrung): string {
  return formatCents(cents, WAEHRUNG_SYMBOL[waehrung]);
}

/** Shares in hundredths, two decimals (spec §9): 12050 → '120,50'. */
export const formatAnteile = formatHundredths;
