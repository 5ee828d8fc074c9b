import { z } from 'zod';
import { IdSchema, OptionalIdSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { PAGE_SIZE } from '../constants';
import { DokumentNodeIdSchema } from '../dokument/dokument.schema';
import { FormularAnswersSchema } from './formular-answers.schema';
import { anlegerprofilStatuses, antragStatuses } from './formular-antrag.rules';
import { FormularOptionSchema } from './formular-component.schema';
import { FormularDefinitionSchema } from './formular-definition.schema';

// A filled form as the page loads it (spec dokumente-formulare.md §3 'Form component', issue 16 item 2).

const pathSegment = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'Ungültiger Formularpfad.');

export const FormularPathParamsSchema = z.object({ formGroupPath: pathSegment, formPath: pathSegment });

/** dynamicFormId, antragsdatenId and protokollId all name the filled form (its id); one is needed. */
export const FormularLoadQuerySchema = z.object({
  dynamicFormId: OptionalIdSchema,
  antragsdatenId: OptionalIdSchema,
  protokollId: OptionalIdSchema,
});

export const FormularIdParamsSchema = z.object({ id: IdSchema });

const WarningMapSchema = z.record(z.string(), z.string());
export const FormularWarningsSchema = z.object({
  antragWarnings: WarningMapSchema,
  positionWarnings: WarningMapSchema,
});

export const FormularAntragSchema = z.object({
  id: z.number().int(),
  formGroupPath: z.string(),
  formPath: z.string(),
  antragTyp: z.string(),
  label: z.string(),
  definitionVersion: z.number().int(),
  definition: FormularDefinitionSchema,
  answers: FormularAnswersSchema,
  warnings: FormularWarningsSchema,
  /** Form data keys of the spec: READ_ONLY (finished, or the viewer may not write) and isSigniert ('1' signed). */
  data: z.object({ READ_ONLY: z.boolean(), isSigniert: z.enum(['0', '1']) }),
  /** The options of every choice component, by component id (spec: comboboxSelections). */
  comboboxSelections: z.record(z.string(), z.array(FormularOptionSchema)),
  beratungsMappeData: z.object({ id: z.number().int() }),
  status: z.enum(antragStatuses),
  /** Only the investor profile: FEHLERHAFT, BESTATIGT, BESTATIGT_OK, BESTATIGT_PENDING; null otherwise or while open. */
  anlegerprofilStatus: z.enum(anlegerprofilStatuses).nullable(),
  /** The viewer may confirm it (an unconfirmed investor profile, an office user who may write). */
  canConfirm: z.boolean(),
  kunde: z.object({ id: z.number().int(), name: z.string() }),
  vertrag: z.object({ id: z.number().int(), nummer: z.string() }).nullable(),
  /** The PDF of a finished form in the archive. */
  dokument: z
    .object({ id: z.number().int(), nodeId: DokumentNodeIdSchema, fileId: z.number().int().nullable() })
    .nullable(),
  finishedAt: z.string().nullable(),
  canEdit: z.boolean(),
  version: z.number().int(),
});
export type FormularAntrag = z.infer<typeof FormularAntragSchema>;

export const CreateFormularBodySchema = z.object({
  formGroupPath: pathSegment,
  formPath: pathSegment,
  kundeId: IdSchema,
  versId: IdSchema.optional(),
});
export type CreateFormularBody = z.infer<typeof CreateFormularBodySchema>;

export const FormularCreatedSchema = z.object({
  id: z.number().int(),
  formGroupPath: z.string(),
  formPath: z.string(),
});

export const SaveFormularBodySchema = z.object({
  answers: FormularAnswersSchema,
  version: versionSchema(),
});
export type SaveFormularBody = z.infer<typeof SaveFormularBodySchema>;

export const FinishFormularBodySchema = z.object({
  version: versionSchema(),
  /** The user saw the open points (missing answers, warnings) and finishes anyway: ANTRAG_FEHLER. */
  bestaetigt: z.boolean().default(false),
});
export type FinishFormularBody = z.infer<typeof FinishFormularBodySchema>;

/** The forms the contract's 'Versicherungsformulare' entry offers. */
export const VertragFormulareSchema = z.object({
  items: z.array(
    z.object({ formGroupPath: z.string(), formPath: z.string(), label: z.string(), antragTyp: z.string() }),
  ),
  canCreate: z.boolean(),
});
export type VertragFormulare = z.infer<typeof VertragFormulareSchema>;

/** A catalogue form offered for creation (contract menu, the customer's 'Neues Formular'). */
export const FormularKatalogOptionSchema = z.object({
  formGroupPath: z.string(),
  formPath: z.string(),
  label: z.string(),
  antragTyp: z.string(),
});
export type FormularKatalogOption = z.infer<typeof FormularKatalogOptionSchema>;

/** The customer (`/customers/{id}/formulare`). */
export const KundeFormulareParamsSchema = z.object({ id: IdSchema });

/** One page of a customer's forms (card 'Formulare und Beratung'): offset 0…, limit 1…100 (default 20). */
export const KundeFormulareQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.formulare),
});

export const KundeFormularSchema = z.object({
  id: z.number().int(),
  antragTyp: z.string(),
  formGroupPath: z.string(),
  formPath: z.string(),
  label: z.string(),
  status: z.enum(antragStatuses),
  anlegerprofilStatus: z.enum(anlegerprofilStatuses).nullable(),
  contractId: z.number().int().nullable(),
  vertragsnummer: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The PDF of a finished form in the archive. */
  documentId: z.number().int().nullable(),
});
export type KundeFormular = z.infer<typeof KundeFormularSchema>;

/** A customer's filled forms, newest first, with what the viewer may create for him. */
export const KundeFormulareSchema = z.object({
  items: z.array(KundeFormularSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** canFillFormular: office users who may write. */
  canCreate: z.boolean(),
  /** The catalogue's forms that need no contract (isKundenformular), for 'Neues Formular'. */
  neueFormulare: z.array(FormularKatalogOptionSchema),
});
export type KundeFormulare = z.infer<typeof KundeFormulareSchema>;
