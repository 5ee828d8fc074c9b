import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  AppError,
  canImportDaten,
  DATENIMPORT_FILE_ROUTES,
  DATENIMPORT_MAX_BYTES,
  DatenimportIdParamsSchema,
  datenimportDateiendungen,
  isDatenimportDatei,
} from '@maklerwerk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlobTooLargeError } from '../../files/blob-errors';
import { spoolToFile } from '../../files/spool-file';
import { authorize } from '../../lib/authorize';
import { sendDownload } from '../../lib/content-disposition';
import { registerRawRoute } from '../../lib/endpoint';
import * as service from './datenimport.service';
import { berichtCsv, berichtPdf } from './datenimport-bericht';

const tags = ['Datenimport'];
const url = (route: string) => `${API_BASE}${route}`;

const ENDUNG_TEXT = `Diese Datei kann nicht importiert werden. Erlaubt sind ${datenimportDateiendungen.join(', ')}.`;

/** Every `file` part of the request spooled to disk (hashed while written), checked for its ending and size. */
async function spoolParts(request: FastifyRequest, dir: string): Promise<service.SpooledFile[]> {
  const files: service.SpooledFile[] = [];
  const parts = request.parts({ limits: { fileSize: DATENIMPORT_MAX_BYTES + 1, files: 20 } });
  for await (const part of parts) {
    if (part.type !== 'file') {
      continue;
    }
    const name = path.basename(part.filename || 'datei').slice(0, 200);
    if (part.fieldname !== 'file' || !isDatenimportDatei(name)) {
      part.file.resume();
      throw new AppError('VALIDATION', `${name}: ${ENDUNG_TEXT}`);
    }
    const target = path.join(dir, `${files.length}`);
    try {
      const info = await spoolToFile(part.file, target, { maxBytes: DATENIMPORT_MAX_BYTES, sync: false });
      files.push({ name, path: target, sha256: info.hash, size: info.size });
    } catch (error) {
      if (error instanceof BlobTooLargeError) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `${name}: Die Datei ist größer als ${DATENIMPORT_MAX_BYTES / 1024 / 1024} MB.`,
        );
      }
      throw error;
    }
  }
  return files;
}

/** The upload (multipart, field `file`, repeatable: 202 `{ id }`) and the report as CSV and PDF. */
export async function datenimportFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, blobStore } = app.ctx;

  registerRawRoute(
    app,
    {
      method: 'POST',
      url: url(DATENIMPORT_FILE_ROUTES.upload),
      schema: {
        summary:
          'GDV-, CSV- oder Excel-Dateien hochladen (multipart, Feld file, mehrfach): startet die Vorschau, 202 { id }',
        tags,
      },
    },
    canImportDaten,
    async (request, reply, actor) => {
      authorize(actor, canImportDaten);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'mw-upload-'));
      try {
        const files = await spoolParts(request, dir);
        const id = await service.startImport({ db, blobStore, wake: () => app.ctx.wakeQueue() }, actor, files);
        return reply.status(202).send({ id });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  for (const [route, render, summary] of [
    [DATENIMPORT_FILE_ROUTES.berichtCsv, berichtCsv, 'Bericht eines Imports als CSV (alle Meldungen und Änderungen)'],
    [DATENIMPORT_FILE_ROUTES.berichtPdf, berichtPdf, 'Bericht eines Imports als PDF'],
  ] as const) {
    registerRawRoute(
      app,
      { method: 'GET', url: url(route), schema: { summary, tags, params: DatenimportIdParamsSchema } },
      canImportDaten,
      async (request, reply, actor) => {
        const { id } = DatenimportIdParamsSchema.parse(request.params);
        const report = await service.getImport(db, actor, id);
        return sendDownload(reply, await render(db, report), 'private, no-store');
      },
    );
  }
}
