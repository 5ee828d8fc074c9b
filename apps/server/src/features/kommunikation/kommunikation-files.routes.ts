import {
  API_BASE,
  CommIdParamsSchema,
  ContractIdParamsSchema,
  canSeeKommunikation,
  canWriteMail,
  FaxQuerySchema,
  IdSchema,
  KOMMUNIKATION_FILE_ROUTES,
  KOMMUNIKATION_LEGACY_BASE,
  KommunikationExportQuerySchema,
  SimpleFileQuerySchema,
} from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResolvedSession } from '../../auth/auth.service';
import { megabytesToBytes } from '../../files/blob-errors';
import { receiveSingleFile } from '../../files/receive-single-file';
import { sendBlob } from '../../files/send-blob';
import { authorize } from '../../lib/authorize';
import { sendDownload } from '../../lib/content-disposition';
import { registerRawRoute } from '../../lib/endpoint';
import * as service from './kommunikation.service';
import * as composer from './kommunikation-composer.service';
import * as exporter from './kommunikation-export.service';

const InlineQuerySchema = z.object({ inline: z.string().optional() });

const tags = ['Kommunikation'];
const AttachmentParamsSchema = CommIdParamsSchema.extend({ attachmentId: IdSchema });

/** Composer uploads and attachment downloads (multipart is registered once for the app, app.ts). */
export async function kommunikationFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, blobStore } = app.ctx;
  const maxBytes = megabytesToBytes(config.maxUploadMb);

  registerRawRoute(
    app,
    {
      method: 'POST',
      url: KOMMUNIKATION_FILE_ROUTES.uploadAttachment,
      schema: { summary: 'Anhang für eine E-Mail hochladen (multipart, eine Datei)', tags },
    },
    canWriteMail,
    async (request, reply, actor) => {
      authorize(actor, canWriteMail);
      return receiveSingleFile(request, reply, { store: blobStore, maxBytes }, (stored) =>
        composer.keepUpload(db, actor, stored),
      );
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: `${API_BASE}/insurances/:id/postfach/export`,
      schema: {
        summary: "Postfach eines Vertrags als CSV oder Excel (Wurzel 'Postfach')",
        tags,
        params: ContractIdParamsSchema,
        querystring: KommunikationExportQuerySchema,
      },
    },
    canSeeKommunikation,
    async (request, reply, actor) => {
      const { id } = ContractIdParamsSchema.parse(request.params);
      const { format } = KommunikationExportQuerySchema.parse(request.query);
      const file = await exporter.exportKommunikation(db, actor, id, format, (error) =>
        request.log.error({ err: error }, 'Postfach-Export abgebrochen'),
      );
      return sendDownload(reply, file);
    },
  );

  // One handler each, registered at the spec's path (`/downloadFax`, `/get_simple_file`) and under /MSC3,
  // where links of older versions point: same rule, validation, errors and download headers.
  const downloadFax = async (request: FastifyRequest, reply: FastifyReply, actor: ResolvedSession) => {
    const { id } = FaxQuerySchema.parse(request.query);
    const file = await service.firstFileOf(db, actor, id, 'FAX');
    return sendBlob(blobStore, reply, { ...file, size: Number(file.size) }, false);
  };
  const simpleFile = async (request: FastifyRequest, reply: FastifyReply, actor: ResolvedSession) => {
    const { fileId } = SimpleFileQuerySchema.parse(request.query);
    const file = await service.firstFileOf(db, actor, fileId);
    return sendBlob(blobStore, reply, { ...file, size: Number(file.size) }, false);
  };
  for (const base of ['', KOMMUNIKATION_LEGACY_BASE]) {
    registerRawRoute(
      app,
      {
        method: 'GET',
        url: `${base}${KOMMUNIKATION_FILE_ROUTES.downloadFax}`,
        schema: { summary: 'Ein Fax herunterladen (downloadFax?id={commId})', tags, querystring: FaxQuerySchema },
      },
      canSeeKommunikation,
      downloadFax,
    );
    registerRawRoute(
      app,
      {
        method: 'GET',
        url: `${base}${KOMMUNIKATION_FILE_ROUTES.simpleFile}`,
        schema: {
          summary: 'Die Datei eines Eintrags herunterladen, etwa einen Brief (get_simple_file?fileId={commId})',
          tags,
          querystring: SimpleFileQuerySchema,
        },
      },
      canSeeKommunikation,
      simpleFile,
    );
  }

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: `${KOMMUNIKATION_FILE_ROUTES.attachment}/:commId/:attachmentId`,
      schema: { summary: 'Anhang einer E-Mail herunterladen', tags, params: AttachmentParamsSchema },
    },
    canSeeKommunikation,
    async (request, reply, actor) => {
      const params = AttachmentParamsSchema.parse(request.params);
      const inline = InlineQuerySchema.parse(request.query).inline !== undefined;
      const file = await composer.findAttachment(db, actor, params.commId, params.attachmentId);
      return sendBlob(blobStore, reply, { ...file, size: Number(file.size) }, inline);
    },
  );
}
