import { z } from 'zod';

export const PlzSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Die Postleitzahl muss aus 5 Ziffern bestehen.');

export const AddressSchema = z.object({
  strasse: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie die Straße an.')
    .max(100, 'Die Straße darf höchstens 100 Zeichen lang sein.'),
  hausnr: z.string().trim().max(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.'),
  plz: PlzSchema,
  ort: z
    .string()
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

export const UpdateCustomerAddressBodySchema = AddressSchema.extend({ version: z.number().int().min(1) });
export type UpdateCustomerAddressBody = z.infer<typeof UpdateCustomerAddressBodySchema>;
