import { z } from 'zod';
import { IsoDateSchema } from '../common/date.schema';
import { IdSchema, versionSchema } from '../common/id.schema';
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
const defaultFilter: DokumentFilter = { showSchaden: true, showDeleted: false };

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

/** An action key: upper-case letters and underscores, as the server hands them out. */
const actionKey = z.string().regex(/^[A-Z_]{1,50}$/, 'Diese Aktion gibt es nicht.');

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
  filter: DokumentFilterSchema.default(defaultFilter),
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

export const TempFilesBodySchema = z
  .array(z.object({ nodeId: DokumentNodeIdSchema, fileId: IdSchema }))
  .min(1, 'Bitte wählen Sie mindestens ein Dokument aus.')
  .max(200, 'Höchstens 200 Dokumente auf einmal.');
export const TempFilesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Files chosen for the multi-file download modal, with what the ZIP will hold. */
export const DownloadListBodySchema = z.object({
  scope: DokumentScopeSchema,
  id: IdSchema.optional(),
  nodeId: DokumentNodeIdSchema,
  selection: DokumentSelectionSchema,
  filter: DokumentFilterSchema.default(defaultFilter),
});
export const DownloadListSchema = z.object({
  files: z.array(
    z.object({ fileId: z.number().int(), documentId: z.number().int(), name: z.string(), size: z.number().int() }),
  ),
  /** GET this (same session) to receive the ZIP; valid a few minutes. */
  zipUrl: z.string().nullable(),
});
export type DownloadList = z.infer<typeof DownloadListSchema>;

export const DownloadLinkBodySchema = z.object({ nodeId: DokumentNodeIdSchema, fileId: IdSchema });
export const DownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** Query of `GET /download_service/docInfo`: the session, or a signed short-lived token. */
export const DownloadQuerySchema = z.object({
  nodeId: DokumentNodeIdSchema,
  idFile: IdSchema,
  token: z.string().max(512).optional(),
  inline: z.enum(['1', 'true']).optional(),
});

export const UploadQuerySchema = z.object({
  scope: DokumentScopeSchema,
  id: IdSchema.optional(),
  nodeId: DokumentNodeIdSchema,
  /** Additional upload inputs of the folder (see UploadInputsSchema): the document's date, its damage report. */
  datum: IsoDateSchema.optional(),
  schadenId: IdSchema.optional(),
  bezeichnung: textInput()
    .trim()
    .max(
      DOKUMENT_LIMITS.bezeichnung,
      `Die Bezeichnung darf höchstens ${DOKUMENT_LIMITS.bezeichnung} Zeichen lang sein.`,
    )
    .optional(),
});
export const UploadedFileSchema = z.object({
  documentId: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export const UploadResultSchema = z.object({
  files: z.array(UploadedFileSchema),
  /** Files that were refused (too large, empty), each with the German reason. */
  rejected: z.array(z.object({ fileName: z.string(), message: z.string() })),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** The Posteingang of the office: documents not yet filed to a contract. */
export const PosteingangRowSchema = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  bezeichnung: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  datum: z.string(),
  kundeId: z.number().int().nullable(),
  kundeName: z.string().nullable(),
  kundennr: z.string().nullable(),
});
export const PosteingangSchema = z.object({ items: z.array(PosteingangRowSchema), total: z.number().int() });

export const AssignToInsuranceBodySchema = z.object({
  mrMoneyId: IdSchema,
  insuranceId: IdSchema,
  schadenId: IdSchema.optional(),
  mscCategory: z.enum(['SCHADENSDOKUMENT', 'VERTRAGSDOKUMENT']),
  nodeId: DokumentNodeIdSchema.optional(),
});
export const AssignedSchema = z.object({ message: z.string(), documentId: z.number().int() });

/** 'Dokumente abholen': documents of the customer's Posteingang into a folder of this contract. */
export const PickUpBodySchema = z.object({
  insuranceId: IdSchema,
  nodeId: DokumentNodeIdSchema,
  documentIds: z.array(IdSchema).min(1, 'Bitte wählen Sie mindestens ein Dokument aus.').max(200),
});
export const PickUpResultSchema = z.object({ moved: z.number().int() });

export const PosteingangQuerySchema = z.object({
  kundeId: IdSchema.optional(),
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.documents),
});

/** Query of the upload that adds files to a document, or a new version of one file (`replaces`). */
export const AddFilesQuerySchema = z.object({
  nodeId: DokumentNodeIdSchema,
  fileId: IdSchema,
  replaces: IdSchema.optional(),
});

/** Query of the streamed ZIP of a selection: the bundle the download list handed out. */
export const ZipQuerySchema = z.object({ bundle: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Ungültiger Download.') });

/** Which document a file belongs to (the add-files page knows only nodeId and fileId). */
export const FileInfoQuerySchema = z.object({ nodeId: DokumentNodeIdSchema, fileId: IdSchema });
export const FileInfoSchema = z.object({
  documentId: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
});

/** The additional inputs an upload into a folder offers (spec §7 "load additional upload inputs"). */
export const UploadInputsQuerySchema = z.object({
  scope: DokumentScopeSchema,
  id: IdSchema.optional(),
  nodeId: DokumentNodeIdSchema,
});
export const UploadInputSchema = z.object({
  key: z.enum(['datum', 'schadenId']),
  label: z.string(),
  type: z.enum(['DATE', 'SELECT']),
  value: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const UploadInputsSchema = z.object({ inputs: z.array(UploadInputSchema) });
export type UploadInput = z.infer<typeof UploadInputSchema>;
