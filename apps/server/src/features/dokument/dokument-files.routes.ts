import {
  AddFilesQuerySchema,
  AppError,
  canManageDocuments,
  canSeeDocuments,
  DOKUMENT_FILE_ROUTES,
  DOKUMENT_LIMITS,
  DownloadQuerySchema,
  UploadQuerySchema,
  ZipQuerySchema,
} from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { megabytesToBytes } from '../../files/blob-errors';
import { sendBlob } from '../../files/send-blob';
import { createZipStream } from '../../files/zip-stream';
import { contentDisposition } from '../../lib/content-disposition';
import { registerRawRoute, registerTokenRoute } from '../../lib/endpoint';
import { bundleFiles, fileOfLink, fileToDownload } from './download.service';
import { addFiles, type IncomingFile, resolveUploadTarget, uploadDocuments } from './upload.service';

const tags = ['Dokumente'];

async function* multipartFiles(request: FastifyRequest, maxBytes: number): AsyncIterable<IncomingFile> {
  const parts = request.files({
    limits: { fileSize: maxBytes + 1, files: DOKUMENT_LIMITS.filesPerUpload, fields: 10 },
    throwFileSizeLimit: false,
  });
  for await (const part of parts) {
    yield { fileName: part.filename, stream: part.file };
  }
}

/** 413 when nothing could be stored because every file was too large; otherwise the per-file result. */
function answerUpload(reply: FastifyReply, result: Awaited<ReturnType<typeof uploadDocuments>>) {
  if (result.files.length === 0 && result.rejected.length > 0) {
    return reply
      .status(413)
      .send({ code: 'PAYLOAD_TOO_LARGE', message: result.rejected[0]?.message, rejected: result.rejected });
  }
  if (result.files.length === 0) {
    throw new AppError('VALIDATION', 'Bitte wählen Sie mindestens eine Datei aus.');
  }
  return reply.send(result);
}

/**
 * Streams a stored file with its type and German name. HTML and other active content are served with
 * a sandbox policy, so a preview never runs its scripts in our origin.
 */
export async function dokumentFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, blobStore } = app.ctx;
  const maxBytes = megabytesToBytes(config.maxUploadMb);

  registerRawRoute(
    app,
    {
      method: 'POST',
      url: DOKUMENT_FILE_ROUTES.upload,
      schema: {
        summary: 'Dokumente hochladen (multipart, eine oder mehrere Dateien)',
        tags,
        querystring: UploadQuerySchema,
      },
    },
    canManageDocuments,
    async (request, reply, actor) => {
      const target = UploadQuerySchema.parse(request.query);
      const archive = await resolveUploadTarget(db, actor, target);
      const result = await uploadDocuments(
        db,
        blobStore,
        actor,
        archive,
        target,
        multipartFiles(request, maxBytes),
        maxBytes,
      );
      return answerUpload(reply, result);
    },
  );

  registerRawRoute(
    app,
    {
      method: 'POST',
      url: DOKUMENT_FILE_ROUTES.addFiles,
      schema: {
        summary: 'Dateien zu einem Dokument hinzufügen oder eine neue Version hochladen',
        tags,
        querystring: AddFilesQuerySchema,
      },
    },
    canManageDocuments,
    async (request, reply, actor) => {
      const target = AddFilesQuerySchema.parse(request.query);
      const result = await addFiles(db, blobStore, actor, target, multipartFiles(request, maxBytes), maxBytes);
      return answerUpload(reply, result);
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: DOKUMENT_FILE_ROUTES.download,
      schema: { summary: 'Eine Datei herunterladen oder anzeigen (inline=1)', tags, querystring: DownloadQuerySchema },
    },
    canSeeDocuments,
    async (request, reply, actor) => {
      const query = DownloadQuerySchema.parse(request.query);
      const file = await fileToDownload(db, actor, query.nodeId, query.idFile);
      return sendBlob(blobStore, reply, file, query.inline !== undefined);
    },
  );

  registerTokenRoute(
    app,
    {
      method: 'GET',
      url: DOKUMENT_FILE_ROUTES.link,
      schema: { summary: 'Download über einen signierten, kurzlebigen Link (ohne Sitzung)', tags },
    },
    async (request, reply) => {
      const token = (request.query as { token?: unknown }).token;
      const file = await fileOfLink(db, typeof token === 'string' ? token : '');
      return sendBlob(blobStore, reply, file, false);
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: DOKUMENT_FILE_ROUTES.zip,
      schema: { summary: 'Die markierten Dokumente als ZIP (gestreamt)', tags, querystring: ZipQuerySchema },
    },
    canSeeDocuments,
    async (request, reply, actor) => {
      const { bundle } = ZipQuerySchema.parse(request.query);
      const { name, files } = await bundleFiles(db, actor, bundle);
      const zip = createZipStream(files.map((f) => ({ name: f.fileName, open: () => blobStore.get(f.blobHash) })));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(`${name}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  );
}
