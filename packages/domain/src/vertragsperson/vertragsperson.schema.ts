import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { OptionSchema } from '../vertrag/field-definition.schema';

/** Roles a person can hold in a contract (dialog availableRoles). */
export const vertragsRollen = [
  'Versicherungsnehmer',
  'Versicherte Person',
  'Beitragszahler',
  'Bezugsberechtigter',
  'Halter',
  'Fahrer',
  'Mitversicherte Person',
  'Kontoinhaber',
] as const;

export const ContractPersonRowSchema = z.object({
  id: z.number().int(),
  vtgrolle: z.string(),
  person: z.object({
    id: z.number().int(),
    name: z.string(),
    vorname: z.string().nullable(),
    addresse: z.object({ strasse: z.string().nullable(), plz: z.string().nullable(), ort: z.string().nullable() }),
  }),
  canEdit: z.boolean(),
  version: z.number().int(),
});
export type ContractPersonRow = z.infer<typeof ContractPersonRowSchema>;

export const ContractPersonListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.contractPersons),
});

export const ContractPersonListSchema = z.object({
  items: z.array(ContractPersonRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** The viewer may add links (canEditContract). */
  canEdit: z.boolean(),
});
export type ContractPersonList = z.infer<typeof ContractPersonListSchema>;

export const ContractPersonDialogQuerySchema = z.object({
  /** The person-link id; absent (or empty) for a new link. */
  linkId: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

/** The dialog's form (spec 3: id, vertragBeschreibung, selectedPerson, rolle, vertragId). */
export const ContractPersonFormSchema = z.object({
  id: z.number().int().nullable(),
  vertragBeschreibung: z.string(),
  selectedPerson: z.number().int().nullable(),
  rolle: z.string().nullable(),
  vertragId: z.number().int(),
  /** Version of the link (null for a new one); sent back on save. */
  version: z.number().int().nullable(),
});

export const ContractPersonDialogSchema = z.object({
  form: ContractPersonFormSchema,
  availablePersons: z.array(z.object({ id: z.number().int(), label: z.string() })),
  availableRoles: z.array(OptionSchema),
});
export type ContractPersonDialog = z.infer<typeof ContractPersonDialogSchema>;

export const SaveContractPersonBodySchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  version: z.number().int().min(1).nullable().optional(),
  selectedPerson: z.number({ message: 'Bitte wählen Sie eine Person aus.' }).int().positive(),
  rolle: z.enum(vertragsRollen, { message: 'Bitte wählen Sie eine Rolle aus.' }),
});
export type SaveContractPersonBody = z.infer<typeof SaveContractPersonBodySchema>;

export const ContractPersonLinkParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  linkId: z.coerce.number().int().positive(),
});

export const DeletedSchema = z.object({ deleted: z.literal(true) });
