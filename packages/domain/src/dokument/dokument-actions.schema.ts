// The document archive's actions (spec 002 §4, §6): a row or header action and its answer, editing a
// document and its version history. The archive's rows, pages and filters are in dokument.schema.ts.
import { z } from 'zod';
import { IsoDateSchema } from '../common/date.schema';
import { IdSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import {
  DOKUMENT_LIMITS,
  DokumentFilterSchema,
  DokumentNodeIdSchema,
  DokumentScopeSchema,
  DokumentSelectionSchema,
  defaultDokumentFilter,
  SendDataSchema,
} from './dokument.schema';

/** An action key: upper-case letters and underscores, as the server hands them out. */
const actionKey = z.string().regex(/^[A-Z_]{1,50}$/, 'Diese Aktion gibt es nicht.');

const confirmFlag = z.literal('1').optional();

export const ExecuteActionBodySchema = z.object({
  action: actionKey,
  nodeId: DokumentNodeIdSchema,
  documentId: IdSchema,
  sendData: SendDataSchema.default([]),
  /** '1' after the user answered a warning with Ja (spec 4 "Other transitions"). */
  confirm: confirmFlag,
});
export const ActionResultSchema = z.object({
  message: z.string().nullable(),
  warning: z.object({ title: z.string(), message: z.string() }).nullable(),
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

export const ExecuteHeaderActionBodySchema = z.object({
  headerAction: actionKey,
  scope: DokumentScopeSchema,
  id: IdSchema.optional(),
  nodeId: DokumentNodeIdSchema,
  selection: DokumentSelectionSchema,
  filter: DokumentFilterSchema.default(defaultDokumentFilter),
  confirm: confirmFlag,
});

/** `?docInfo={nodeId}&docInfo={documentId}` of the legacy calls. */
export const DocInfoQuerySchema = z.object({
  docInfo: z.tuple([DokumentNodeIdSchema, IdSchema], { message: 'Ungültige Dokumentangabe.' }),
});

export const EditDocumentInputSchema = z.object({
  key: z.enum(['bezeichnung', 'datum', 'bemerkung', 'nodeId']),
  label: z.string(),
  type: z.enum(['LABEL', 'DATE', 'TEXTAREA', 'NODE']),
  value: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export const EditDocumentInputsSchema = z.object({
  inputs: z.array(EditDocumentInputSchema),
  version: z.number().int(),
});

export const SaveDocumentBodySchema = z.object({
  version: versionSchema(),
  bezeichnung: textInput()
    .trim()
    .min(1, 'Bitte geben Sie eine Bezeichnung ein.')
    .max(
      DOKUMENT_LIMITS.bezeichnung,
      `Die Bezeichnung darf höchstens ${DOKUMENT_LIMITS.bezeichnung} Zeichen lang sein.`,
    ),
  datum: IsoDateSchema,
  bemerkung: textInput()
    .trim()
    .max(DOKUMENT_LIMITS.bemerkung, `Die Bemerkung darf höchstens ${DOKUMENT_LIMITS.bemerkung} Zeichen lang sein.`)
    .nullable(),
  nodeId: DokumentNodeIdSchema,
});
export type SaveDocumentBody = z.input<typeof SaveDocumentBodySchema>;

export const DokumentVersionSchema = z.object({
  fileId: z.number().int(),
  versionNo: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  current: z.boolean(),
});
export const DokumentHistorySchema = z.object({
  documentId: z.number().int(),
  nodeId: DokumentNodeIdSchema,
  bezeichnung: z.string(),
  exists: z.boolean(),
  vertragId: z.number().int().nullable(),
  versions: z.array(DokumentVersionSchema),
});
export type DokumentHistory = z.infer<typeof DokumentHistorySchema>;
