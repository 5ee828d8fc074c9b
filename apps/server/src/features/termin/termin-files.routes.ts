import {
  AppError,
  canWriteTermine,
  TERMIN_FILE_ROUTES,
  TerminAttachmentQuerySchema,
  TerminParamsSchema,
} from '@maklerwerk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { megabytesToBytes } from '../../files/blob-errors';
import { receiveSingleFile } from '../../files/receive-single-file';
import { sendBlob } from '../../files/send-blob';
import { authorize } from '../../lib/authorize';
import { sendDownload } from '../../lib/content-disposition';
import { registerRawRoute, registerTokenRoute } from '../../lib/endpoint';
import * as feed from './termin-feed.service';
import * as files from './termin-files.service';

const tags = ['Termine'];
const FeedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });

/** Attachments (upload, download), one item as .ics, and the secret iCal feed. */
export async function terminFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, blobStore } = app.ctx;
  const maxBytes = megabytesToBytes(config.maxUploadMb);
  // The domain of the items' UIDs: the app's first configured origin, never a request's Host header.
  const uidHost = new URL(config.origins[0] ?? 'http://localhost').host;

  registerRawRoute(
    app,
    {
      method: 'POST',
      url: TERMIN_FILE_ROUTES.upload,
      schema: { summary: 'Anhang eines Termins hochladen (multipart)', tags },
    },
    canWriteTermine,
    async (request, reply, actor) => {
      authorize(actor, canWriteTermine);
      return receiveSingleFile(request, reply, { store: blobStore, maxBytes }, (stored) =>
        files.recordUpload(db, actor, stored),
      );
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: TERMIN_FILE_ROUTES.attachment,
      schema: {
        summary: 'Anhang eines Termins herunterladen (termin_attachment?sid=…&fileId=…)',
        tags,
        querystring: TerminAttachmentQuerySchema,
      },
    },
    'scopeOnly',
    async (request, reply, actor) => {
      const { sid, fileId } = TerminAttachmentQuerySchema.parse(request.query);
      return sendBlob(blobStore, reply, await files.findAttachment(db, actor, sid, fileId), false);
    },
  );

  registerRawRoute(
    app,
    {
      method: 'GET',
      url: TERMIN_FILE_ROUTES.ics,
      schema: { summary: 'Einen Termin als .ics-Datei', tags, params: TerminParamsSchema },
    },
    'scopeOnly',
    async (request, reply, actor) => {
      const { sid } = TerminParamsSchema.parse(request.params);
      const file = await feed.itemIcs(db, actor, sid, uidHost);
      return sendDownload(reply, { ...file, contentType: 'text/calendar; charset=utf-8' }, 'private, no-store');
    },
  );

  registerTokenRoute(
    app,
    {
      method: 'GET',
      url: TERMIN_FILE_ROUTES.feed,
      schema: { summary: 'iCal-Feed eines Nutzers (geheime Adresse, ohne Anmeldung)', tags, params: FeedParamsSchema },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const parsed = FeedParamsSchema.safeParse(request.params);
      if (!parsed.success) {
        throw new AppError('NOT_FOUND', 'Dieser Kalender-Link gilt nicht mehr.');
      }
      const body = await feed.feedCalendar(db, parsed.data.token.replace(/\.ics$/, ''), uidHost);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Robots-Tag', 'noindex')
        .send(body);
    },
  );
}
