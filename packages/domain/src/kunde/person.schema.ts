import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { textInput } from '../common/text.schema';

const optionalText = (max: number, message: string) =>
  textInput()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A person of a customer (spouse, child …) as the customer-data screen shows it. */
export const PersonSchema = z.object({
  id: z.number().int(),
  istKunde: z.boolean(),
  anrede: z.string().nullable(),
  vorname: z.string().nullable(),
  name: z.string(),
  geburtsdatum: z.string().nullable(),
  strasse: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const anredeOptions = ['Frau', 'Herr', 'Divers'] as const;

/** A new person; the address is optional, but a given postal code must have 5 digits. */
export const CreatePersonBodySchema = z.object({
  anrede: z
    .enum(anredeOptions, { message: 'Bitte wählen Sie eine gültige Anrede.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  vorname: optionalText(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.'),
  name: textInput()
    .trim()
    .min(1, 'Bitte geben Sie den Nachnamen an.')
    .max(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.'),
  geburtsdatum: isoDateSchema('Bitte geben Sie ein gültiges Geburtsdatum ein.')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  strasse: optionalText(100, 'Die Straße darf höchstens 100 Zeichen lang sein.'),
  hausnr: optionalText(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.'),
  plz: textInput()
    .trim()
    .max(5, 'Die Postleitzahl muss aus 5 Ziffern bestehen.')
    .regex(/^(\d{5})?$/, 'Die Postleitzahl muss aus 5 Ziffern bestehen.')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  ort: optionalText(100, 'Der Ort darf höchstens 100 Zeichen lang sein.'),
});
export type CreatePersonBody = z.input<typeof CreatePersonBodySchema>;
