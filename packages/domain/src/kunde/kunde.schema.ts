import { z } from 'zod';
import { versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';

export const PlzSchema = textInput()
  .trim()
  .max(5, 'Die Postleitzahl muss aus 5 Ziffern bestehen.')
  .regex(/^\d{5}$/, 'Die Postleitzahl muss aus 5 Ziffern bestehen.');

export const AddressSchema = z.object({
  strasse: textInput()
    .trim()
    .min(1, 'Bitte geben Sie die Straße an.')
    .max(100, 'Die Straße darf höchstens 100 Zeichen lang sein.'),
  hausnr: textInput().trim().max(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.'),
  plz: PlzSchema,
  ort: textInput()
    .trim()
    .min(1, 'Bitte geben Sie den Ort an.')
    .max(100, 'Der Ort darf höchstens 100 Zeichen lang sein.'),
});

export const CustomerSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  anrede: z.string().nullable(),
  vorname: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  strasse: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  version: z.number().int(),
  vermittler: z.object({ id: z.number().int(), vermittlernummer: z.string(), name: z.string() }),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const UpdateCustomerAddressBodySchema = AddressSchema.extend({ version: versionSchema(1) });
export type UpdateCustomerAddressBody = z.infer<typeof UpdateCustomerAddressBodySchema>;
