import { isValidBIC } from 'ibantools';

// BIC input (spec dokumente-formulare.md §4, §7): 8 or 11 characters, bank code (4 letters), country
// (2 letters, a known ISO country), location (2) and an optional branch (3), checked with ibantools.

export const BIC_REQUIRED_MESSAGE = 'Bitte geben Sie eine BIC ein.';
const INVALID = 'Die BIC ist ungültig';

/**
 * Spaces taken out and letters a–z in upper case. Hyphens and dots stay (and are refused): a BIC is
 * never written with them, and 'DEUTDEFF-500' must not turn into a valid 'DEUTDEFF500'.
 */
export function normalizeBic(input: string): string {
  return input.replace(/\s/g, '').replace(/[a-z]/g, (c) => c.toUpperCase());
}

/** Why a BIC is refused, in German; null when it is valid. */
export function bicError(input: string): string | null {
  const bic = normalizeBic(input);
  if (bic === '') {
    return BIC_REQUIRED_MESSAGE;
  }
  if (!/^[A-Z0-9]+$/.test(bic)) {
    return `${INVALID}: Sie darf nur Buchstaben und Ziffern enthalten.`;
  }
  if (bic.length !== 8 && bic.length !== 11) {
    return `${INVALID}: Sie muss 8 oder 11 Zeichen lang sein.`;
  }
  if (!/^[A-Z]{4}/.test(bic)) {
    return `${INVALID}: Die ersten vier Stellen (Bankkennung) müssen Buchstaben sein.`;
  }
  if (!/^[A-Z]{6}/.test(bic)) {
    return `${INVALID}: Die Stellen 5 und 6 müssen das Länderkennzeichen sein (z. B. DE).`;
  }
  if (!isValidBIC(bic)) {
    return `${INVALID}: Das Länderkennzeichen „${bic.slice(4, 6)}“ ist unbekannt.`;
  }
  return null;
}

export const isValidBic = (input: string): boolean => bicError(input) === null;
