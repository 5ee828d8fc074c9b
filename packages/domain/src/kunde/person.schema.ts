import { z } from 'zod';
import { IdSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import {
  BirthDateSchema,
  checkPostalCode,
  LandSchema,
  optionalTextField,
  PostalCodeFieldSchema,
} from './anschrift.schema';

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
  land: z.string(),
  version: z.number().int(),
  /** Contracts the person is linked to (Vertragspersonen, any role): a linked person cannot be deleted. */
  vertragsverknuepfungen: z.number().int(),
});
export type Person = z.infer<typeof PersonSchema>;

export const anredeOptions = ['Frau', 'Herr', 'Divers'] as const;

export const PERSON_LINKED_MESSAGE = 'Die Person ist mit einem Vertrag verknüpft und kann nicht gelöscht werden.';
export const PERSON_IS_CUSTOMER_MESSAGE =
  'Die Person ist der Kunde selbst und kann nicht gelöscht werden. Ihre Daten ändern Sie in den Stammdaten.';
export const PERSON_IS_CUSTOMER_EDIT_MESSAGE = 'Die Daten des Kunden selbst ändern Sie in den Stammdaten.';

export const personShape = {
  anrede: z
    .enum(anredeOptions, { message: 'Bitte wählen Sie eine gültige Anrede.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  vorname: optionalTextField(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.'),
  name: textInput()
    .trim()
    .min(1, 'Bitte geben Sie den Nachnamen an.')
    .max(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.'),
  geburtsdatum: BirthDateSchema,
  strasse: optionalTextField(100, 'Die Straße darf höchstens 100 Zeichen lang sein.'),
  hausnr: optionalTextField(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.'),
  /** Optional; a given code must fit the country (Deutschland 5 digits, Österreich 4). */
  plz: PostalCodeFieldSchema.transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  ort: optionalTextField(100, 'Der Ort darf höchstens 100 Zeichen lang sein.'),
  land: LandSchema,
};

/** A new person; the address is optional, but a given postal code must fit the country. */
export const CreatePersonBodySchema = z.object(personShape).superRefine(checkPostalCode);
export type CreatePersonBody = z.input<typeof CreatePersonBodySchema>;

/** A change of a person carries the version it was read with (409 when another save came first). */
export const UpdatePersonBodySchema = z
  .object({ ...personShape, version: versionSchema(1) })
  .superRefine(checkPostalCode);
export type UpdatePersonBody = z.input<typeof UpdatePersonBodySchema>;

export const PersonParamsSchema = z.object({ id: IdSchema, personId: IdSchema });

/** 'Erika Mustermann' */
export const personFullName = (p: { vorname: string | null; name: string }) =>
  [p.vorname, p.name].filter(Boolean).join(' ');
