import { z } from 'zod';
import { IdSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { optionalTextField } from '../kunde/anschrift.schema';
import { printFormatIban } from './iban.rules';
import { IbanSchema, OptionalBicSchema } from './iban-bic.schema';

/** A bank account of a customer; `iban` in the electronic format, `standard` marks the default. */
export const BankverbindungSchema = z.object({
  id: z.number().int(),
  kundeId: z.number().int(),
  kontoinhaber: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  bank: z.string().nullable(),
  standard: z.boolean(),
  version: z.number().int(),
});
export type Bankverbindung = z.infer<typeof BankverbindungSchema>;

export const KONTOINHABER_MISSING = 'Bitte geben Sie den Kontoinhaber an.';

/** The fields of a bank account as the dialog and Neuer Kunde send them. */
export const bankverbindungFields = {
  kontoinhaber: textInput(KONTOINHABER_MISSING)
    .trim()
    .min(1, KONTOINHABER_MISSING)
    .max(100, 'Der Kontoinhaber darf höchstens 100 Zeichen lang sein.'),
  /** Any format users type; stored in the electronic format; a wrong check digit is refused. */
  iban: IbanSchema,
  bic: OptionalBicSchema,
  bank: optionalTextField(100, 'Der Name der Bank darf höchstens 100 Zeichen lang sein.'),
};

const standard = z
  .boolean()
  .optional()
  .transform((v) => v ?? false);

/** A new bank account; the customer's first one becomes the default in any case. */
export const CreateBankverbindungBodySchema = z.object({ ...bankverbindungFields, standard });
export type CreateBankverbindungBody = z.input<typeof CreateBankverbindungBodySchema>;

/**
 * A change of a bank account, with the version it was read with. `standard: true` makes it the
 * default and unsets the old one in the same transaction; the default is never simply switched off.
 */
export const UpdateBankverbindungBodySchema = z.object({
  ...bankverbindungFields,
  standard,
  version: versionSchema(1),
});
export type UpdateBankverbindungBody = z.input<typeof UpdateBankverbindungBodySchema>;

export const BankverbindungParamsSchema = z.object({ id: IdSchema, bankverbindungId: IdSchema });

export const STANDARD_REQUIRED_MESSAGE =
  'Eine Bankverbindung bleibt Standard, bis Sie eine andere als Standard festlegen.';

/** 'DE89 3704 0044 0532 0130 00 (Commerzbank)': how a bank account is offered and stored in a contract. */
export function bankverbindungLabel(b: { iban: string; bank: string | null }): string {
  const iban = printFormatIban(b.iban);
  return b.bank ? `${iban} (${b.bank})` : iban;
}

/** How the change log shows an account: 'Erika Mustermann · DE89 3704 … (Commerzbank) · COBADEFFXXX · Standard'. */
export function describeBankverbindung(b: {
  kontoinhaber: string;
  iban: string;
  bic: string | null;
  bank: string | null;
  standard: boolean;
}): string {
  return [b.kontoinhaber, bankverbindungLabel(b), b.bic, b.standard ? 'Standard' : null].filter(Boolean).join(' · ');
}
