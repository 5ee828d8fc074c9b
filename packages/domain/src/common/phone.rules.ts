/**
 * A phone or fax number as the office keeps it (the customer's numbers, a participant's fax): digits,
 * spaces and + / - ( ), starting with + or a digit.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]*$/;
/** Longest phone or fax number. */
export const PHONE_MAX = 30;

export const FAX_MESSAGE = 'Bitte geben Sie eine gültige Faxnummer ein (Ziffern, Leerzeichen und + / - ( )).';

/** Whether the text is a phone or fax number (spec termine §3.2: a participant's e-mail or fax). */
export function isFaxNumber(value: string): boolean {
  const v = value.trim();
  return v.length <= PHONE_MAX && PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= 3;
}
