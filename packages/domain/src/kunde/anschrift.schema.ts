import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { todayInGermany } from '../common/german-day';
import { textInput } from '../common/text.schema';
import { postalCodeError } from '../plz/plz.rules';

// Fields shared by the customer's Stammdaten and the persons of a customer: texts that may stay
// empty, the birth date, the country and the postal code checked for the country.

/** Text that may stay empty: trimmed; '', null and a missing value become null. */
export function optionalTextField(max: number, tooLong: string) {
  return textInput()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);
}

/** Text that must be given: trimmed, at least one character. */
export function requiredTextField(max: number, missing: string, tooLong: string) {
  return textInput(missing).trim().min(1, missing).max(max, tooLong);
}

/** The countries offered for an address; stored as the ISO code (the database default is 'DE'). */
export const laender = [
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'CH', name: 'Schweiz' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'BE', name: 'Belgien' },
  { code: 'NL', name: 'Niederlande' },
  { code: 'DK', name: 'Dänemark' },
  { code: 'FR', name: 'Frankreich' },
  { code: 'IT', name: 'Italien' },
  { code: 'ES', name: 'Spanien' },
  { code: 'PL', name: 'Polen' },
  { code: 'CZ', name: 'Tschechien' },
  { code: 'HR', name: 'Kroatien' },
  { code: 'TR', name: 'Türkei' },
] as const;
export type LandCode = (typeof laender)[number]['code'];
export const landCodes = laender.map((l) => l.code) as [LandCode, ...LandCode[]];

/** 'DE' → 'Deutschland'; an unknown code stays as it is. */
export function landName(code: string | null | undefined): string {
  return laender.find((l) => l.code === code)?.name ?? code ?? '';
}

export const LandSchema = z
  .enum(landCodes, { message: 'Bitte wählen Sie ein Land aus der Liste.' })
  .optional()
  .transform((v) => v ?? 'DE');

/** The postal code as typed: its format is checked against the country (see `checkPostalCode`). */
export const PostalCodeFieldSchema = textInput()
  .trim()
  .max(10, 'Die Postleitzahl darf höchstens 10 Zeichen lang sein.');

const BIRTH_DATE_MESSAGE = 'Bitte geben Sie ein gültiges Geburtsdatum ein.';

/** A birth date: a real calendar day from 1900 on, not in the future; empty means not given. */
export const BirthDateSchema = isoDateSchema(BIRTH_DATE_MESSAGE)
  .refine((v) => v >= '1900-01-01', BIRTH_DATE_MESSAGE)
  .refine((v) => v <= todayInGermany(), 'Das Geburtsdatum darf nicht in der Zukunft liegen.')
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * Spec dokumente-formulare §5: Deutschland exactly 5 digits, Österreich exactly 4, other countries
 * unchecked. Runs on the whole object (the message needs the country) and reports at `plz`.
 */
export function checkPostalCode(values: { plz?: unknown; land?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof values.plz !== 'string' || values.plz === '') {
    return;
  }
  const land = typeof values.land === 'string' && values.land !== '' ? values.land : 'DE';
  const message = postalCodeError(values.plz, land);
  if (message) {
    ctx.addIssue({ code: 'custom', path: ['plz'], message });
  }
}
