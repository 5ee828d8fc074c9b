import { z } from 'zod';
import { textInput } from '../common/text.schema';
import { BIC_REQUIRED_MESSAGE, bicError, normalizeBic } from './bic.rules';
import { IBAN_REQUIRED_MESSAGE, ibanError, normalizeIban } from './iban.rules';

/** Longest input taken: a 34-character IBAN in print format with some extra separators. */
const MAX_INPUT = 64;

const refuseWith =
  (check: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = check(value);
    if (message !== null) {
      ctx.addIssue({ code: 'custom', message });
    }
  };

/**
 * An IBAN as forms send it (any format users type) → the electronic format; a wrong check digit,
 * length or structure is refused with the German reason. The server checks it again on every save.
 */
export const IbanSchema = textInput(IBAN_REQUIRED_MESSAGE)
  .max(MAX_INPUT, 'Die IBAN ist zu lang.')
  .transform(normalizeIban)
  .superRefine(refuseWith(ibanError));

/** A BIC → upper case without spaces, 8 or 11 characters of a known country. */
export const BicSchema = textInput(BIC_REQUIRED_MESSAGE)
  .max(MAX_INPUT, 'Die BIC ist zu lang.')
  .transform(normalizeBic)
  .superRefine(refuseWith(bicError));

/** A BIC that may stay empty ('' and null become null), e.g. for a German account. */
export const OptionalBicSchema = z
  .union([z.literal(''), z.null(), BicSchema])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const formatCheckTypes = ['IBAN', 'BIC'] as const;
export type FormatCheckType = (typeof formatCheckTypes)[number];

/** Query of mrscheckformat (spec §7): `type` IBAN or BIC, `value` as typed. */
export const FormatCheckQuerySchema = z.object({
  type: z.enum(formatCheckTypes, { message: 'Der Typ muss IBAN oder BIC sein.' }),
  value: textInput()
    .max(MAX_INPUT, 'Der Wert ist zu lang.')
    .optional()
    .transform((v) => v ?? ''),
});

/** `text`: the German error message, or '' when the value is valid (spec §4, §7). */
export const FormatCheckResponseSchema = z.object({ text: z.string() });
export type FormatCheckResponse = z.infer<typeof FormatCheckResponseSchema>;
