import { type FormularComponent, type FormularValidator, formularChoiceTypes } from './formular-component.schema';
import { isEmptyAnswer } from './formular-condition';
import { decodeTextarea, formatGermanNumber, parseGermanNumber, precisionOf } from './formular-storage';
import { formularMaxLengthMessage } from './formular-value-check';

// The validators of a component definition (required, min, max, minLength, maxLength, pattern), each
// with a German message: the definition's own, or the default here.

function requiredMessage(component: FormularComponent): string {
  if (component.type === 'checkbox') {
    return 'Bitte bestätigen Sie dieses Feld.';
  }
  if (component.type === 'repeatGroup') {
    return 'Bitte fügen Sie mindestens einen Eintrag hinzu.';
  }
  return formularChoiceTypes.includes(component.type)
    ? 'Bitte wählen Sie einen Eintrag aus.'
    : 'Bitte füllen Sie dieses Feld aus.';
}

/** The text a length or pattern is checked on: a URL-encoded text area decoded. */
function typedText(component: FormularComponent, value: string): string {
  return decodeTextarea(value, component.config?.urlEncoded === true) ?? value;
}

function failed(component: FormularComponent, validator: FormularValidator, value: unknown): string | null {
  if (validator.type === 'required') {
    return isEmptyAnswer(value) ? requiredMessage(component) : null;
  }
  if (typeof value !== 'string' || value === '') {
    return null;
  }
  const precision = precisionOf(component);
  switch (validator.type) {
    case 'min': {
      const n = parseGermanNumber(value);
      return n !== null && n < validator.value
        ? `Der Wert muss mindestens ${formatGermanNumber(validator.value, precision)} betragen.`
        : null;
    }
    case 'max': {
      const n = parseGermanNumber(value);
      return n !== null && n > validator.value
        ? `Der Wert darf höchstens ${formatGermanNumber(validator.value, precision)} betragen.`
        : null;
    }
    case 'minLength':
      return typedText(component, value).length < validator.value
        ? `Bitte geben Sie mindestens ${validator.value} Zeichen ein.`
        : null;
    case 'maxLength':
      return typedText(component, value).length > validator.value ? formularMaxLengthMessage(validator.value) : null;
    case 'pattern':
      return new RegExp(validator.value, 'u').test(typedText(component, value))
        ? null
        : 'Die Eingabe hat nicht das erwartete Format.';
  }
}

/** The first validator a (type-checked) value fails, as its German message; null when all pass. */
export function validatorError(component: FormularComponent, value: unknown): string | null {
  for (const validator of component.validators ?? []) {
    const message = failed(component, validator, value);
    if (message !== null) {
      return validator.message ?? message;
    }
  }
  return null;
}

export const isFormularRequired = (component: FormularComponent): boolean =>
  (component.validators ?? []).some((v) => v.type === 'required');
