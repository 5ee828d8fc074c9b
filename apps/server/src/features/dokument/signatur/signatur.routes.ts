import {
  API_BASE,
  AppError,
  signaturApi as api,
  canRequestSignatures,
  canSeeDocuments,
  type DokumentNodeId,
  SIGNATUR_VERIFY_PATH,
  SIGNING_PDF_PATH,
  SignTokenParamsSchema,
} from '@maklerwerk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { BlobTooLargeError } from '../../../files/blob-errors';
import { sendBlob } from '../../../files/send-blob';
import { registerEndpoint, registerPublicRawRoute, registerTokenRoute } from '../../../lib/endpoint';
import { linkOrigin } from '../../../lib/public-origin';
import { docSignatures } from './overlays.service';
import { readBlob } from './read-blob';
import { concatSign, pictureAttachments, signAction } from './sign-action.service';
import { prepare, renewLink, withdraw, workspace } from './sign-request.service';
import { decline, sign, signingFile, signingSession } from './signieren.service';
import { verifyUpload } from './verify.service';

/** A signing link is tried from outside: a few dozen calls a minute per address are plenty. */
const LINK_RATE = { max: 60, timeWindow: '1 minute' };
const VERIFY_MAX_BYTES = 50 * 1024 * 1024;

export async function signaturRoutes(app: FastifyInstance): Promise<void> {
  const { db, blobStore: store, config } = app.ctx;
  // The links in the mails: the configured origin this request came in under, never its Host header.
  const origin = (request: FastifyRequest) => linkOrigin(config.origins, request.host);
  const officeDeps = (request: FastifyRequest) => ({
    db,
    store,
    linkDays: config.signing.linkDays,
    origin: origin(request),
    wakeQueue: app.ctx.wakeQueue,
  });
  const visitor = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  });
  const pageCount = async (hash: string) => {
    try {
      return (await PDFDocument.load(await readBlob(store, hash), { ignoreEncryption: true })).getPageCount();
    } catch {
      return 0;
    }
  };

  registerEndpoint(app, api.signAction, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, query }) => signAction(db, actor, query.docInfo),
  });
  registerEndpoint(app, api.pictureAttachments, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, query }) => pictureAttachments(db, actor, query.sendData.PARAMETER_DOK_ID),
  });
  registerEndpoint(app, api.concatSign, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, body }) => concatSign(db, store, actor, body),
  });
  registerEndpoint(app, api.workspace, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, query }) => workspace({ db, store, linkDays: config.signing.linkDays }, actor, query.docInfo),
  });
  registerEndpoint(app, api.prepare, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, body, request }) => prepare(officeDeps(request), actor, body),
  });
  registerEndpoint(app, api.withdraw, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, body, request }) => withdraw(officeDeps(request), actor, body.requestId),
  });
  registerEndpoint(app, api.renewLink, {
    access: 'session',
    rule: canRequestSignatures,
    handler: ({ actor, body, request }) => renewLink(officeDeps(request), actor, body.signerId),
  });
  registerEndpoint(app, api.docSignatures, {
    access: 'session',
    rule: canSeeDocuments,
    handler: ({ actor, query }) => docSignatures(db, actor, { ...query, nodeId: query.nodeId as DokumentNodeId }),
  });

  const signingDeps = (request: FastifyRequest) => ({
    ...officeDeps(request),
    identity: app.ctx.signingIdentity,
  });
  registerEndpoint(app, api.session, {
    access: 'public',
    rateLimit: LINK_RATE,
    handler: ({ params, request }) => signingSession({ db }, params.token, visitor(request), pageCount),
  });
  registerEndpoint(app, api.sign, {
    access: 'public',
    rateLimit: LINK_RATE,
    handler: ({ params, body, request }) => sign(signingDeps(request), params.token, body, visitor(request)),
  });
  registerEndpoint(app, api.decline, {
    access: 'public',
    rateLimit: LINK_RATE,
    handler: ({ params, body, request }) => decline(signingDeps(request), params.token, body.reason, visitor(request)),
  });

  registerTokenRoute(
    app,
    {
      method: 'GET',
      url: `${API_BASE}${SIGNING_PDF_PATH}`,
      schema: {
        summary: 'Das PDF eines Unterschriftslinks (genau die Version, an die der Link gebunden ist)',
        tags: ['e-Signatur'],
        params: SignTokenParamsSchema,
      },
      config: { rateLimit: LINK_RATE },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const file = await signingFile(db, token);
      return sendBlob(store, reply, file, true);
    },
  );

  registerPublicRawRoute(
    app,
    {
      method: 'POST',
      url: `${API_BASE}${SIGNATUR_VERIFY_PATH}`,
      schema: { summary: 'Ein PDF hochladen und seine Signatur prüfen (ohne Anmeldung)', tags: ['e-Signatur'] },
    },
    { max: 30, timeWindow: '1 minute' },
    async (request) => {
      const part = await request.file({ limits: { fileSize: VERIFY_MAX_BYTES + 1, files: 1 } });
      if (!part) {
        throw new AppError('VALIDATION', 'Bitte wählen Sie eine PDF-Datei aus.');
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? new BlobTooLargeError(VERIFY_MAX_BYTES)
          : error;
      });
      return verifyUpload(db, await app.ctx.signingIdentity(), bytes);
    },
  );
}
