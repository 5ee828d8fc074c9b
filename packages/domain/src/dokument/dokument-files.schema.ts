// The files of the document archive: downloads (single, signed link, ZIP of a selection), uploads and
// their additional inputs, adding files to a document, and the Posteingang. Rows and pages are in
// dokument.schema.ts, actions in dokument-actions.schema.ts.
import { z } from 'zod';
import { IsoDateSchema } from '../common/date.schema';
import { IdSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import {
  DOKUMENT_LIMITS,
  DokumentFilterSchema,
  DokumentNodeIdSchema,
  DokumentScopeSchema,
  DokumentSelectionSchema,
  defaultDokumentFilter,
} from './dokument.schema';

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
  filter: DokumentFilterSchema.default(defaultDokumentFilter),
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
