import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): the range of every id and version column. */
export const INT4_MAX = 2_147_483_647;
export const ID_MESSAGE = 'Ungültige Id.';

const decimalDigits = /^\d+$/;

/**
 * A record id: a whole number 1 … 2147483647, as a JSON number or as decimal digits (path, query,
 * select values). Not ids: '0x10', '1e3', '+5', ' 5', '5.0', '-1', '0' (z.coerce.number took some).
 */
export function idSchema(message = ID_MESSAGE) {
  const id = z.number({ message }).int(message).min(1, message).max(INT4_MAX, message);
  const digits = z.string({ message }).regex(decimalDigits, message).transform(Number).pipe(id);
  return z.union([id, digits], { message });
}

export const IdSchema = idSchema();

/** An optional id of a query string: missing or empty means none. */
export const OptionalIdSchema = z
  .union([z.literal(''), IdSchema], { message: ID_MESSAGE })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The version a save sends back (optimistic locking); 0 where the record may not exist yet. */
export function versionSchema(min: 0 | 1 = 1) {
  return z.number().int().min(min).max(INT4_MAX);
}
