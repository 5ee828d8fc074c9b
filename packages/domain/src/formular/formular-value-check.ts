import { bicError, normalizeBic } from '../bankverbindung/bic.rules';
import { ibanError, normalizeIban } from '../bankverbindung/iban.rules';
import { DATE_MESSAGE, isIsoCalendarDate } from '../common/date.schema';
import { hasNoNul, TEXT_MESSAGE } from '../common/text.schema';
import { postalCodeError } from '../plz/plz.rules';
import type { AnswerLookup } from './formular.rules';
import { type FormularComponent, formularChoiceTypes, formularNumericTypes } from './formular-component.schema';
import { isEmptyAnswer } from './formular-condition';
import {
  decodeChips,
  decodeTextarea,
  encodeChips,
  formatGermanNumber,
  GERMAN_NUMBER_MAX_DIGITS,
  parseGermanNumberParts,
  parseMonthValue,
  precisionOf,
  storesMonth,
} from './formular-storage';

// The type check of one stored value (spec §5): its format, and the normal form the server keeps.

export type FormularValueCheck = { ok: true; value: string | boolean | null } | { ok: false; message: string };

/** Longest text a component takes when its config sets no maxLength. */
export const FORMULAR_DEFAULT_MAX_LENGTH = { TEXT: 1000, password: 200, textarea: 20_000 } as const;
export const CHIPS_MAX = 50;
export const CHIP_MAX_LENGTH = 200;

export const formularMaxLengthMessage = (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`;

const refuse = (message: string): FormularValueCheck => ({ ok: false, message });
const accept = (value: string | boolean | null): FormularValueCheck => ({ ok: true, value });

function checkNumber(component: FormularComponent, text: string): FormularValueCheck {
  const precision = precisionOf(component);
  const parts = parseGermanNumberParts(text);
  if (!parts) {
    return refuse(
      precision === 0
        ? 'Bitte geben Sie eine ganze Zahl ein.'
        : `Bitte geben Sie eine Zahl ein (z. B. ${formatGermanNumber(1234.5, precision)}).`,
    );
  }
  if (parts.decimals > precision) {
    return refuse(
      precision === 0
        ? 'Bitte geben Sie eine ganze Zahl ein.'
        : `Bitte geben Sie höchstens ${precision} Nachkommastellen ein.`,
    );
  }
  if (parts.digits > GERMAN_NUMBER_MAX_DIGITS) {
    return refuse('Die Zahl ist zu groß.');
  }
  return accept(formatGermanNumber(parts.value, precision));
}

function checkText(component: FormularComponent, text: string): FormularValueCheck {
  const urlEncoded = component.type === 'textarea' && component.config?.urlEncoded === true;
  const typed = decodeTextarea(text, urlEncoded);
  if (typed === null) {
    return refuse('Der Text ist nicht korrekt URL-kodiert.');
  }
  if (!hasNoNul(typed)) {
    return refuse(TEXT_MESSAGE);
  }
  const type = component.type as keyof typeof FORMULAR_DEFAULT_MAX_LENGTH;
  const max = component.config?.maxLength ?? FORMULAR_DEFAULT_MAX_LENGTH[type];
  return typed.length > max ? refuse(formularMaxLengthMessage(max)) : accept(text);
}

function checkChips(text: string): FormularValueCheck {
  const chips = decodeChips(text);
  if (chips === null || chips.some((c) => c.trim() === '' || !hasNoNul(c))) {
    return refuse('Die Einträge sind ungültig.');
  }
  if (chips.length > CHIPS_MAX) {
    return refuse(`Bitte geben Sie höchstens ${CHIPS_MAX} Einträge ein.`);
  }
  if (chips.some((c) => c.length > CHIP_MAX_LENGTH)) {
    return refuse(`Ein Eintrag darf höchstens ${CHIP_MAX_LENGTH} Zeichen lang sein.`);
  }
  return accept(encodeChips(chips));
}

function checkString(component: FormularComponent, text: string, lookup: AnswerLookup): FormularValueCheck {
  const { type } = component;
  if (formularNumericTypes.includes(type)) {
    return checkNumber(component, text);
  }
  if (storesMonth(component)) {
    return parseMonthValue(text) ? accept(text) : refuse('Bitte wählen Sie einen gültigen Monat.');
  }
  if (formularChoiceTypes.includes(type)) {
    const known = (component.options ?? []).some((o) => o.value === text);
    return known ? accept(text) : refuse('Bitte wählen Sie einen Eintrag aus der Liste.');
  }
  switch (type) {
    case 'date':
      return isIsoCalendarDate(text) ? accept(text) : refuse(DATE_MESSAGE);
    case 'chips':
      return checkChips(text);
    case 'IBAN':
      return text.length > 64 ? refuse('Die IBAN ist zu lang.') : checkWith(ibanError(text), normalizeIban(text));
    case 'BIC':
      return text.length > 64 ? refuse('Die BIC ist zu lang.') : checkWith(bicError(text), normalizeBic(text));
    case 'plz': {
      const land = component.config?.landField ? lookup(component.config.landField) : null;
      const zip = text.trim();
      const error =
        zip.length > 10 ? 'Die Postleitzahl ist zu lang.' : postalCodeError(zip, asText(land) || 'Deutschland');
      return checkWith(error, zip);
    }
    case 'TEXT':
    case 'textarea':
    case 'password':
      return checkText(component, text);
    default:
      return refuse('Dieses Element nimmt keinen Wert an.');
  }
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const checkWith = (error: string | null, normal: string): FormularValueCheck =>
  error ? refuse(error) : accept(normal);

/**
 * Checks one stored value against its component's type: the German reason it is refused, or its
 * normal form (numbers in German format with the configured precision, IBAN/BIC without spaces …).
 * An empty value ('' or null) passes; whether it must be filled is the `required` validator's rule.
 */
export function checkFormularValue(
  component: FormularComponent,
  value: unknown,
  lookup: AnswerLookup,
): FormularValueCheck {
  if (component.type === 'heading' || component.type === 'repeatGroup') {
    return isEmptyAnswer(value) ? accept(null) : refuse('Dieses Element nimmt keinen Wert an.');
  }
  if (value === null || value === undefined || value === '') {
    return accept(value === '' ? '' : null);
  }
  if (component.type === 'checkbox') {
    return typeof value === 'boolean' ? accept(value) : refuse('Bitte setzen oder entfernen Sie das Häkchen.');
  }
  if (typeof value !== 'string') {
    return refuse('Der Wert hat nicht das erwartete Format.');
  }
  return checkString(component, value, lookup);
}
