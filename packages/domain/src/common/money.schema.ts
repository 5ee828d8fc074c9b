import { z } from 'zod';
import { optionalCents } from '../vertrag/field-definition.schema';

/**
 * A required amount in integer cents: the limits and messages of `optionalCents` (2 decimals, not
 * negative, at most 999.999.999,99 €), and `message` when it is missing ('Betrag ist erforderlich!').
 */
export function requiredCents(message: string) {
  return z.preprocess((v) => v ?? null, optionalCents).pipe(z.number({ message }));
}
