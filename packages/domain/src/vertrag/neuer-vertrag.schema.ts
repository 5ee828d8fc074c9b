import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { idSchema, OptionalIdSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { OptionSchema } from './field-definition.schema';
import { ContractStatusSchema } from './vertrag-status.schema';

export const NEW_CONTRACT_CUSTOMER_MESSAGE = 'Bitte wählen Sie einen Kunden aus.';
export const NEW_CONTRACT_COMPANY_MESSAGE = 'Bitte wählen Sie eine Gesellschaft aus.';
export const NEW_CONTRACT_BRANCH_MESSAGE = 'Bitte wählen Sie eine Vertragssparte aus.';
export const NEW_CONTRACT_CUSTOMER_NOT_FOUND = 'Der Kunde wurde nicht gefunden.';
export const DUPLICATE_POLICY_NUMBER_MESSAGE =
  'Der Kunde hat bei dieser Gesellschaft bereits eine Versicherung mit dieser Versicherungsnummer.';

/**
 * 'Neue Versicherung' (issue 8): what the dialog asks for; everything else is filled in afterwards in
 * the detail screen (newVertrag=true). The company's policy-number rule is checked on the server.
 */
export const CreateContractBodySchema = z.object({
  kundeId: idSchema(NEW_CONTRACT_CUSTOMER_MESSAGE),
  gesellschaftId: idSchema(NEW_CONTRACT_COMPANY_MESSAGE),
  sparteId: idSchema(NEW_CONTRACT_BRANCH_MESSAGE),
  nummer: textInput()
    .trim()
    .min(1, 'Bitte geben Sie die Versicherungsnummer an.')
    .max(50, 'Die Versicherungsnummer darf höchstens 50 Zeichen lang sein.'),
  beginn: isoDateSchema('Bitte geben Sie den Beginn als gültiges Datum an.'),
  status: ContractStatusSchema,
});
export type CreateContractBody = z.infer<typeof CreateContractBodySchema>;

/** The choices of the dialog: every company and every Vertragssparte (grouped by its category). */
export const NewContractOptionsSchema = z.object({
  gesellschaften: z.array(OptionSchema),
  sparten: z.array(OptionSchema.extend({ group: z.string() })),
});
export type NewContractOptions = z.infer<typeof NewContractOptionsSchema>;

/** Customer picker of the dialog: customers in the viewer's scope, by name, Kundennr or city. */
export const NewContractCustomersQuerySchema = z.object({
  search: textInput().trim().max(100, 'Der Suchbegriff ist zu lang.').optional(),
  /** The customer already chosen (pre-filled from the customer page), answered first. */
  kundeId: OptionalIdSchema,
});
export const NewContractCustomerSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  name: z.string(),
  ort: z.string().nullable(),
});
export type NewContractCustomer = z.infer<typeof NewContractCustomerSchema>;
export const NewContractCustomersSchema = z.array(NewContractCustomerSchema);

/** At most this many customers per answer of the picker. */
export const NEW_CONTRACT_CUSTOMER_LIMIT = 20;
