import { countrySpecs, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { ibanRegistryCountries } from './iban-registry';

// IBAN input (spec dokumente-formulare.md §4, §5, §7): normalised as users type it, checked with
// ibantools (country, length, BBAN structure, mod-97, national check digits where ibantools has them).

/** Delay of the server check after the last change, for IBAN and BIC (spec §9). */
export const FORMAT_CHECK_DELAY_MS = 300;

export const IBAN_REQUIRED_MESSAGE = 'Bitte geben Sie eine IBAN ein.';
const INVALID = 'Die IBAN ist ungültig';

/**
 * The electronic format: spaces, hyphens and dots taken out, a leading 'IBAN' label too (also written
 * twice, so that normalising again changes nothing; no country code is 'IB'), letters in upper case. Only a–z are raised ('ß' does not become 'SS'); anything else is left for the check to refuse.
 */
export function normalizeIban(input: string): string {
  return input
    .replace(/[\s.-]/g, '')
    .replace(/^(?:iban:?)+/i, '')
    .replace(/[a-z]/g, (c) => c.toUpperCase());
}

/** The print format: the electronic format in groups of four, separated by spaces. */
export function printFormatIban(input: string): string {
  return (
    normalizeIban(input)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Why an IBAN is refused, in German; null when it is valid. Takes the input in any format. */
export function ibanError(input: string): string | null {
  const iban = normalizeIban(input);
  if (iban === '') {
    return IBAN_REQUIRED_MESSAGE;
  }
  if (!/^[A-Z0-9]+$/.test(iban)) {
    return `${INVALID}: Sie darf nur Buchstaben und Ziffern enthalten.`;
  }
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country)) {
    return `${INVALID}: Sie muss mit dem Länderkennzeichen beginnen (z. B. DE).`;
  }
  if (!ibanRegistryCountries.has(country)) {
    return `${INVALID}: Für das Länderkennzeichen „${country}“ gibt es keine IBAN im IBAN-Register.`;
  }
  if (!/^\d{2}$/.test(iban.slice(2, 4))) {
    return `${INVALID}: Auf das Länderkennzeichen müssen zwei Prüfziffern folgen.`;
  }
  const length = countrySpecs[country]?.chars;
  if (length !== undefined && iban.length !== length) {
    return `${INVALID}: Eine IBAN mit dem Länderkennzeichen ${country} hat ${length} Stellen, eingegeben sind ${iban.length}.`;
  }
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) {
    return null;
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return `${INVALID}: Bank- und Kontoangaben passen nicht zum Aufbau einer IBAN mit dem Länderkennzeichen ${country}.`;
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) {
    return `${INVALID}: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.`;
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return `${INVALID}: Die nationale Prüfziffer der Bankverbindung stimmt nicht.`;
  }
  return `${INVALID}.`;
}

export const isValidIban = (input: string): boolean => ibanError(input) === null;

/** Bankleitzahl and account number of a valid German IBAN (DEkk BBBBBBBB CCCCCCCCCC); null for any other. */
export function germanBankCode(input: string): { blz: string; kontonummer: string } | null {
  const iban = normalizeIban(input);
  if (!iban.startsWith('DE') || !isValidIban(iban)) {
    return null;
  }
  return { blz: iban.slice(4, 12), kontonummer: iban.slice(12) };
}
