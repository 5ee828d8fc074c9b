import { z } from 'zod';
import { textInput } from '../common/text.schema';

/** Query of getCity (spec §7): `zip` from 2 characters; `land` a country name or code, default Deutschland. */
export const GetCityQuerySchema = z.object({
  zip: textInput('Bitte geben Sie eine Postleitzahl an.').trim().max(10, 'Die Postleitzahl ist zu lang.'),
  land: textInput()
    .trim()
    .max(60, 'Das Land darf höchstens 60 Zeichen lang sein.')
    .optional()
    .transform((v) => (v === undefined || v === '' ? 'Deutschland' : v)),
});
export type GetCityQuery = z.input<typeof GetCityQuerySchema>;
/** The query as the server reads it: trimmed, `land` filled in. */
export type GetCityInput = z.output<typeof GetCityQuerySchema>;

/** A postal result of spec §3: one place of a postal code. `land` is the country name (Deutschland, Österreich). */
export const PostalResultSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  land: z.string(),
});
export type PostalResult = z.infer<typeof PostalResultSchema>;

export const PostalResultListSchema = z.array(PostalResultSchema);
