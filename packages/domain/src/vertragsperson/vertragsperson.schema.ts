import { z } from 'zod';
import { IdSchema, idSchema, OptionalIdSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { PAGE_SIZE } from '../constants';
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
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.contractPersons),
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
  linkId: OptionalIdSchema,
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

export const SaveContractPersonBodySchema = z
  .object({
    id: IdSchema.nullable().optional(),
    version: versionSchema(1).nullable().optional(),
    selectedPerson: idSchema('Bitte wählen Sie eine Person aus.'),
    rolle: z.enum(vertragsRollen, { message: 'Bitte wählen Sie eine Rolle aus.' }),
  })
  // A change of an existing link carries the version it was read with (409 when another came first).
  .refine((b) => b.id == null || b.version != null, {
    path: ['version'],
    message: 'Die Version der Zuordnung fehlt. Bitte laden Sie die Vertragspersonen neu.',
  });
export type SaveContractPersonBody = z.infer<typeof SaveContractPersonBodySchema>;

export const ContractPersonLinkParamsSchema = z.object({
  id: IdSchema,
  linkId: IdSchema,
});

export const DeletedSchema = z.object({ deleted: z.literal(true) });
