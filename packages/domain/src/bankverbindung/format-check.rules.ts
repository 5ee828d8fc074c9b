import { bicError } from './bic.rules';
import { ibanError } from './iban.rules';
import type { FormatCheckType } from './iban-bic.schema';

/**
 * The answer text of mrscheckformat: the German error, or '' when the value is valid. An empty value
 * answers '' too: there is nothing to check, and whether the field must be filled is the form's rule.
 */
export function formatCheckText(type: FormatCheckType, value: string): string {
  if (value.trim() === '') {
    return '';
  }
  return (type === 'IBAN' ? ibanError(value) : bicError(value)) ?? '';
}
