import { z } from 'zod';
import { IbanSchema, OptionalBicSchema } from '../bankverbindung/iban-bic.schema';
import { IdSchema, versionSchema } from '../common/id.schema';
import { PHONE_PATTERN } from '../common/phone.rules';
import { textInput } from '../common/text.schema';
import {
  BirthDateSchema,
  checkPostalCode,
  LandSchema,
  optionalTextField,
  PostalCodeFieldSchema,
  requiredTextField,
} from './anschrift.schema';

/** Anrede of a customer; 'Firma' makes him a company: Firma instead of Vorname, Name and Geburtsdatum. */
export const customerAnredeOptions = ['Frau', 'Herr', 'Divers', 'Firma'] as const;
export type CustomerAnrede = (typeof customerAnredeOptions)[number];
export const ANREDE_FIRMA = 'Firma';

export const isCompanyCustomer = (c: { anrede: string | null }) => c.anrede === ANREDE_FIRMA;

/** The name a customer goes by: the Firma, or Titel Vorname Name. */
export function customerDisplayName(c: {
  anrede: string | null;
  titel?: string | null;
  vorname: string | null;
  name: string;
  firma?: string | null;
}): string {
  if (isCompanyCustomer(c) && c.firma) {
    return c.firma;
  }
  return [c.titel, c.vorname, c.name].filter(Boolean).join(' ');
}

/** The Betreuer of a customer: a broker or agent (Vermittler). */
export const BetreuerSchema = z.object({ id: z.number().int(), vermittlernummer: z.string(), name: z.string() });
export type Betreuer = z.infer<typeof BetreuerSchema>;

export const CustomerSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  anrede: z.string().nullable(),
  titel: z.string().nullable(),
  vorname: z.string().nullable(),
  name: z.string(),
  firma: z.string().nullable(),
  geburtsdatum: z.string().nullable(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  mobil: z.string().nullable(),
  strasse: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  land: z.string(),
  version: z.number().int(),
  /** The Betreuer (broker or agent) of the customer. */
  vermittler: BetreuerSchema,
});
export type Customer = z.infer<typeof CustomerSchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_MESSAGE = 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).';

const phone = (tooLong: string) =>
  textInput()
    .trim()
    .max(30, tooLong)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), PHONE_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const NAME_MISSING = 'Bitte geben Sie den Nachnamen an.';
export const FIRMA_MISSING = 'Bitte geben Sie den Namen der Firma an.';

/** The Stammdaten fields of a customer (spec issue 8): one definition for Neuer Kunde and for editing. */
const stammdatenShape = {
  anrede: z
    .enum(customerAnredeOptions, { message: 'Bitte wählen Sie eine gültige Anrede.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  titel: optionalTextField(30, 'Der Titel darf höchstens 30 Zeichen lang sein.'),
  vorname: optionalTextField(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.'),
  /** Required unless the customer is a company (see `checkNameOrFirma`). */
  name: optionalTextField(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.'),
  firma: optionalTextField(150, 'Der Name der Firma darf höchstens 150 Zeichen lang sein.'),
  geburtsdatum: BirthDateSchema,
  email: textInput()
    .trim()
    .max(254, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.')
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  telefon: phone('Die Telefonnummer darf höchstens 30 Zeichen lang sein.'),
  mobil: phone('Die Mobilnummer darf höchstens 30 Zeichen lang sein.'),
  strasse: requiredTextField(100, 'Bitte geben Sie die Straße an.', 'Die Straße darf höchstens 100 Zeichen lang sein.'),
  hausnr: optionalTextField(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.'),
  plz: PostalCodeFieldSchema.min(1, 'Bitte geben Sie die Postleitzahl an.'),
  ort: requiredTextField(100, 'Bitte geben Sie den Ort an.', 'Der Ort darf höchstens 100 Zeichen lang sein.'),
  land: LandSchema,
};

/** Name or Firma, and the postal code of the country. */
function checkStammdaten(
  v: { anrede?: unknown; name?: unknown; firma?: unknown; plz?: unknown; land?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (v.anrede === ANREDE_FIRMA) {
    if (!v.firma) {
      ctx.addIssue({ code: 'custom', path: ['firma'], message: FIRMA_MISSING });
    }
  } else if (!v.name) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_MISSING });
  }
  checkPostalCode(v, ctx);
}

/** The first bank account of Neuer Kunde: optional; without an IBAN the other fields are not saved. */
const firstBankAccount = {
  kontoinhaber: optionalTextField(100, 'Der Kontoinhaber darf höchstens 100 Zeichen lang sein.'),
  iban: z
    .union([z.literal(''), z.null(), IbanSchema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  bic: OptionalBicSchema,
  bank: optionalTextField(100, 'Der Name der Bank darf höchstens 100 Zeichen lang sein.'),
};

const betreuerId = IdSchema.nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * Neuer Kunde: the Stammdaten, the Betreuer (internal staff must pick one; a broker's own structure),
 * optionally a first bank account (it becomes the default), and `confirmDuplicate` once the user saw
 * the duplicate warning (docs/decisions/0011).
 */
export const CreateCustomerBodySchema = z
  .object({
    ...stammdatenShape,
    ...firstBankAccount,
    betreuerId,
    confirmDuplicate: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine(checkStammdaten);
export type CreateCustomerBody = z.input<typeof CreateCustomerBodySchema>;
export type CreateCustomerValues = z.output<typeof CreateCustomerBodySchema>;

/** A change of the Stammdaten carries the version it was read with; the Betreuer changes only with its rule. */
export const UpdateCustomerBodySchema = z
  .object({ ...stammdatenShape, betreuerId, version: versionSchema(1) })
  .superRefine(checkStammdaten);
export type UpdateCustomerBody = z.input<typeof UpdateCustomerBodySchema>;
export type UpdateCustomerValues = z.output<typeof UpdateCustomerBodySchema>;

export const duplicateReasons = ['name', 'email', 'firma'] as const;

export const CustomerDuplicateSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  name: z.string(),
  geburtsdatum: z.string().nullable(),
  email: z.string().nullable(),
  ort: z.string().nullable(),
  /** name: same name and Geburtsdatum; email: same e-mail address; firma: same Firma at the same PLZ. */
  grund: z.enum(duplicateReasons),
});
export type CustomerDuplicate = z.infer<typeof CustomerDuplicateSchema>;

export const CustomerDuplicatesSchema = z.object({ duplicates: z.array(CustomerDuplicateSchema) });

export const duplicateReasonLabel: Record<CustomerDuplicate['grund'], string> = {
  name: 'gleicher Name und Geburtsdatum',
  email: 'gleiche E-Mail-Adresse',
  firma: 'gleiche Firma und Postleitzahl',
};

/** The answer of a create that found possible duplicates and was not confirmed. */
export const DUPLICATE_MESSAGE =
  'Es gibt bereits einen Kunden mit diesen Daten. Bitte prüfen Sie die möglichen Dubletten und bestätigen Sie die Neuanlage.';

/** A Betreuer the user may assign (Neuer Kunde, change of the Betreuer). */
export const BetreuerOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export const BetreuerOptionsSchema = z.array(BetreuerOptionSchema);
export type BetreuerOption = z.infer<typeof BetreuerOptionSchema>;

export const BETREUER_MESSAGE = 'Bitte wählen Sie einen Betreuer aus.';
