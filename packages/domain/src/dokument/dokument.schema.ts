// The document archive's folders, states, filters, columns, rows and pages, and the selection in a
// folder. Its actions are in dokument-actions.schema.ts; downloads, uploads and the Posteingang in
// dokument-files.schema.ts.
import { z } from 'zod';
import { IsoDateSchema } from '../common/date.schema';
import { IdSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import { anlegerprofilStatuses } from '../formular/formular-antrag.rules';
import { type DokumentNodeId, dokumentNodeIds } from './dokument-nodes';

export const DokumentNodeIdSchema = z.enum(dokumentNodeIds, { message: 'Unbekannter Ordner.' });
/** The folders a contract's archive shows, in this order. */
export const contractNodeIds: readonly DokumentNodeId[] = [
  'VERTRAGSUNTERLAGEN',
  'SCHADENSUNTERLAGEN',
  'KORRESPONDENZ',
  'BERATUNG',
  'SONSTIGES',
];

/** Presentation (VORLAGE) and signature (SIGNATUR) states of a document (spec 002 §3.12). */
export const vorlageStatusCodes = [
  'DOKUMENT_VORLEGEN',
  'DOKUMENT_NICHT_VORLEGEN',
  'DOKUMENT_VORLEGEN_TEILWEISE',
  'DOKUMENT_VERMITTLER_NICHT_VORLEGEN',
  'DOKUMENT_KUNDE_NICHT_VORLEGEN',
] as const;
export const signaturStatusCodes = [
  'EINGEREICHT_ABGELEGT',
  'UNTERSCHRIEBEN',
  'TEILWEISE_UNTERSCHRIEBEN',
  'TEILWEISE_EINGEREICHT',
  'KOMPLETT',
] as const;
/** Shared with customer (spec §4): a released document is shared, any other is not. */
export const kundeTeilenValues = ['MIT_KUNDE_TEILEN', 'NICHT_MIT_KUNDE_TEILEN'] as const;
export type KundeTeilen = (typeof kundeTeilenValues)[number];
export type VorlageStatus = (typeof vorlageStatusCodes)[number];
export type SignaturStatus = (typeof signaturStatusCodes)[number];

/** Texts of a document: limits and messages live here only. */
export const DOKUMENT_LIMITS = { bezeichnung: 200, bemerkung: 1000, fileName: 255, filesPerUpload: 20 } as const;

export const DokumentScopeSchema = z.enum(['vertrag', 'schaden', 'kunde', 'eigene', 'posteingang'], {
  message: 'Unbekannter Archivbereich.',
});
export type DokumentScope = z.infer<typeof DokumentScopeSchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: 'Ungültiger Filter.' })
  .transform((v) => v === true || v === 'true');

export const dokumentSortKeys = ['bezeichnung', 'datum'] as const;
export const DOKUMENT_SORT_MESSAGE = 'Ungültige Sortierung.';

/** Whose documents: `id` is the contract, damage report or customer id (none for eigene/posteingang). */
export const DokumentScopeQuerySchema = z.object({
  scope: DokumentScopeSchema,
  id: IdSchema.optional(),
});

/** Filters of a node (vertrag-details.md §3 "Document"): showSchaden, showDeleted, Zeitraum, docLabel. */
const filterShape = {
  showSchaden: booleanFlag.default(true),
  showDeleted: booleanFlag.default(false),
  fromDate: IsoDateSchema.optional(),
  toDate: IsoDateSchema.optional(),
  docLabel: textInput().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional(),
};
const ZEITRAUM_MESSAGE = 'Das Ende des Zeitraums liegt vor dem Anfang.';
const zeitraumInOrder = (f: { fromDate?: string; toDate?: string }) =>
  !f.fromDate || !f.toDate || f.fromDate <= f.toDate;

export const DokumentFilterSchema = z
  .object(filterShape)
  .refine(zeitraumInOrder, { message: ZEITRAUM_MESSAGE, path: ['toDate'] });
export type DokumentFilter = z.infer<typeof DokumentFilterSchema>;
/** The filter a header action or download list assumes when its body names none. */
export const defaultDokumentFilter: DokumentFilter = { showSchaden: true, showDeleted: false };

export const DokumentNodeQuerySchema = DokumentScopeQuerySchema.extend({
  ...filterShape,
  nodeId: DokumentNodeIdSchema,
  offset: PageOffsetSchema,
  /** The table shows 20 rows a page and loads up to 200 per call (vertrag-details.md §9). */
  limit: pageLimitSchema(PAGE_SIZE.documents, PAGE_SIZE.documentsPerCall),
  sort: textInput()
    .regex(new RegExp(`^(${dokumentSortKeys.join('|')}):(asc|desc)$`), DOKUMENT_SORT_MESSAGE)
    .default('datum:desc'),
}).refine(zeitraumInOrder, { message: ZEITRAUM_MESSAGE, path: ['toDate'] });
export type DokumentNodeQuery = z.input<typeof DokumentNodeQuerySchema>;

export const DokumentNodesQuerySchema = DokumentScopeQuerySchema.extend(filterShape).refine(zeitraumInOrder, {
  message: ZEITRAUM_MESSAGE,
  path: ['toDate'],
});

export const HeaderSchema = z.object({
  key: z.string(),
  label: z.string(),
  dataType: z.enum(['TEXT', 'DATE', 'DATETIME', 'NUMBER', 'FILESIZE', 'PILL', 'FREIGABE', 'ACTIONS', 'COUNT']),
  cellProps: z.object({ width: z.number().optional(), align: z.enum(['left', 'center', 'right']).optional() }),
  visible: z.boolean(),
  lockedColumn: z.enum(['left', 'right']).nullable(),
  clickable: z.boolean(),
  sortable: z.boolean(),
});
export type DokumentHeader = z.infer<typeof HeaderSchema>;

export const SendDataSchema = z.array(z.object({ key: textInput().max(50), value: textInput().max(200) })).max(20);
export type SendData = z.infer<typeof SendDataSchema>;

export const RowActionSchema = z.object({
  key: z.string(),
  icon: z.string(),
  label: z.string(),
  specificAction: z.string(),
  sendData: SendDataSchema,
  confirmationTitle: z.string().nullable(),
  confirmationMessage: z.string().nullable(),
  showIfDeleted: z.boolean(),
  additionalData: z.record(z.string(), z.string()).nullable(),
});
export type RowAction = z.infer<typeof RowActionSchema>;

export const HeaderActionSchema = z.object({ key: z.string(), label: z.string() });
export type HeaderAction = z.infer<typeof HeaderActionSchema>;

export const DokumentRowSchema = z.object({
  id: z.number().int(),
  nodeId: DokumentNodeIdSchema,
  bezeichnung: z.string(),
  /** The main file: the first current file of the document. */
  fileId: z.number().int(),
  fileName: z.string(),
  originalFileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  datum: z.string(),
  bemerkung: z.string().nullable(),
  exists: z.boolean(),
  kundenFreigabe: z.boolean(),
  documentCount: z.number().int(),
  versionCount: z.number().int(),
  additionalColumns: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  statusActions: z.array(z.string()),
  vorlageStatus: z.enum(vorlageStatusCodes).nullable(),
  signaturStatus: z.enum(signaturStatusCodes).nullable(),
  /** The PDF of a finished form: its status (spec §4 'Application status icon'); null otherwise and for customers. */
  antragStatus: z.enum(['ANTRAG_ORDNUNG', 'ANTRAG_FEHLER']).nullable(),
  /** The PDF of a finished investor profile: its state (spec §4); null otherwise and for customers. */
  anlegerprofilStatus: z.enum(anlegerprofilStatuses).nullable(),
  /** The filled form whose PDF this is: what 'Formular öffnen' needs (antragLink). */
  formular: z
    .object({ id: z.number().int(), antragTyp: z.string(), formGroupPath: z.string(), formPath: z.string() })
    .nullable(),
  actions: z.array(RowActionSchema),
  actionOnClick: z.enum(['PREVIEW', 'DOWNLOAD']),
  draggable: z.boolean(),
  fileWithSignedAttachments: z.boolean(),
  vertragId: z.number().int().nullable(),
  schadenId: z.number().int().nullable(),
  schadennr: z.string().nullable(),
  /**
   * Whether the user may open the row's damage report (not removed, its contract in the user's scope):
   * the claim number then links to /home/versicherungen/insurance-group/schadensmeldung/{vertragId}/{schadenId}.
   */
  schadenSichtbar: z.boolean(),
  /** Shared with customer (spec §4): the office's pill; null for customers. */
  kundeTeilen: z.enum(kundeTeilenValues).nullable(),
  kundeId: z.number().int().nullable(),
  dokId: z.number().int(),
  uploaded: z.string(),
  uploadedBy: z.string().nullable(),
  version: z.number().int(),
});
export type DokumentRow = z.infer<typeof DokumentRowSchema>;

export const DokumentNodePageSchema = z.object({
  nodeId: DokumentNodeIdSchema,
  label: z.string(),
  headers: z.array(HeaderSchema),
  mobileHeaders: z.array(HeaderSchema),
  documents: z.array(DokumentRowSchema),
  numberOfPages: z.number().int(),
  numberOfRecords: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  headerActions: z.array(HeaderActionSchema),
  availableActions: z.array(z.string()),
  availableStatusIcons: z.array(z.string()),
  downloadColumnLabel: z.string(),
});
export type DokumentNodePage = z.infer<typeof DokumentNodePageSchema>;

export const DokumentNodeSummarySchema = z.object({
  nodeId: DokumentNodeIdSchema,
  label: z.string(),
  numberOfRecords: z.number().int(),
});
export const DokumentNodesSchema = z.object({
  nodes: z.array(DokumentNodeSummarySchema),
  canUpload: z.boolean(),
  canSeeDeleted: z.boolean(),
  onlyReleased: z.boolean(),
});
export type DokumentNodes = z.infer<typeof DokumentNodesSchema>;

/** Selection of a folder (spec 002 §4.7): a whitelist of ids, or all of the folder minus a blacklist. */
export const DokumentSelectionSchema = z.object({
  mode: z.enum(['whitelist', 'blacklist']),
  ids: z.array(IdSchema).max(1000, 'Zu viele Dokumente ausgewählt.'),
});
export type DokumentSelection = z.infer<typeof DokumentSelectionSchema>;
