import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE, errorCatalog } from '@maklerwerk/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { assertSameOrigin } from './auth/origin';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { aenderungslogRoutes } from './features/aenderungslog/aenderungslog.routes';
import { anmerkungRoutes } from './features/anmerkung/anmerkung.routes';
import { bankverbindungRoutes } from './features/bankverbindung/bankverbindung.routes';
import { courtageRoutes } from './features/courtage/courtage.routes';
import { datenimportRoutes } from './features/datenimport/datenimport.routes';
import { datenimportFileRoutes } from './features/datenimport/datenimport-files.routes';
import { dokumentRoutes } from './features/dokument/dokument.routes';
import { dokumentFileRoutes } from './features/dokument/dokument-files.routes';
import { signaturRoutes } from './features/dokument/signatur/signatur.routes';
import { fahrzeugRoutes } from './features/fahrzeug/fahrzeug.routes';
import { formatCheckRoutes } from './features/formatcheck/formatcheck.routes';
import { formularRoutes } from './features/formular/formular.routes';
import { gesellschaftRoutes } from './features/gesellschaft/gesellschaft.routes';
import { healthRoutes } from './features/health/health.routes';
import { kommunikationRoutes } from './features/kommunikation/kommunikation.routes';
import { kommunikationFileRoutes } from './features/kommunikation/kommunikation-files.routes';
import { kundeRoutes } from './features/kunde/kunde.routes';
import { kundeListRoutes } from './features/kunde/kunde-list.routes';
import { plzRoutes } from './features/plz/plz.routes';
import { quicksearchRoutes } from './features/quicksearch/quicksearch.routes';
import { rueckkaufswertRoutes } from './features/rueckkaufswert/rueckkaufswert.routes';
import { schadensmeldungRoutes } from './features/schadensmeldung/schadensmeldung.routes';
import { sparteRoutes } from './features/sparte/sparte.routes';
import { startRoutes } from './features/start/start.routes';
import { alarmRoutes } from './features/termin/alarm-events.routes';
import { terminRoutes } from './features/termin/termin.routes';
import { terminFileRoutes } from './features/termin/termin-files.routes';
import { vergleichsportalRoutes } from './features/vergleichsportal/vergleichsportal.routes';
import { versicherteSacheRoutes } from './features/versicherte-sache/versicherte-sache.routes';
import { versicherungssummeRoutes } from './features/versicherungssumme/versicherungssumme.routes';
import { vertragRoutes } from './features/vertrag/vertrag.routes';
import { vertragDetailsRoutes } from './features/vertrag/vertrag-details.routes';
import { vertragspersonRoutes } from './features/vertragsperson/vertragsperson.routes';
import { wertpapierRoutes } from './features/wertpapier/wertpapier.routes';
import { megabytesToBytes } from './files/blob-errors';
import type { BlobStore } from './files/blob-store';
import { createBlobStore } from './files/create-blob-store';
import { trackServedRoutes } from './lib/endpoint';
import { registerErrorHandler } from './lib/error-handler';
import { closeIdleConnections, httpTimeoutOptions } from './lib/http-timeouts';
import { type LogDestination, loggerOptions, newRequestId } from './lib/logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import { loadSigningIdentity } from './signatur/certificate';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reading every line). */
  logStream?: LogDestination;
  blobStore?: BlobStore;
  wakeQueue?: () => void;
};

export async function buildApp({
  db,
  config,
  logger = true,
  logStream,
  blobStore,
  wakeQueue = () => undefined,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    genReqId: newRequestId,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY; else request.ip is the peer.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    ...httpTimeoutOptions(config.timeouts),
  });
  app.decorate('ctx', {
    db,
    config,
    blobStore: blobStore ?? createBlobStore(config),
    wakeQueue,
    signingIdentity: memoize(() =>
      loadSigningIdentity({
        p12Path: config.signing.p12Path,
        p12Password: config.signing.p12Password,
        dataDir: config.dataDir,
      }),
    ),
  } satisfies AppContext);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.nodeEnv !== 'production' }));
  registerErrorHandler(app);
  closeIdleConnections(app);
  trackServedRoutes(app);

  registerSecurityHeaders(app, API_BASE, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for the remote images of a mail, which the viewer loads only when the user allows it.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // One frame policy: no framing at all, for old browsers too.
    frameguard: { action: 'deny' },
    // HSTS only where the operator declares HTTPS (COOKIE_SECURE=true).
    hsts: config.cookieSecure,
  });
  // Writes from another site's page are refused before anything else (see auth/origin.ts).
  app.addHook('onRequest', async (request) => {
    assertSameOrigin(request, config.origins);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Only public routes use the plugin (the login counts its own guesses with RATE_LIMITED's text).
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Maklerwerk API', description: 'REST-Schnittstelle von Maklerwerk', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'mw_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(vertragRoutes);
  await app.register(kundeRoutes);
  await app.register(bankverbindungRoutes);
  await app.register(kundeListRoutes);
  await app.register(quicksearchRoutes);
  await app.register(aenderungslogRoutes);
  await app.register(vertragDetailsRoutes);
  await app.register(versicherteSacheRoutes);
  await app.register(vertragspersonRoutes);
  await app.register(versicherungssummeRoutes);
  await app.register(rueckkaufswertRoutes);
  await app.register(wertpapierRoutes);
  await app.register(formularRoutes);
  await app.register(schadensmeldungRoutes);
  await app.register(anmerkungRoutes);
  await app.register(dokumentRoutes);
  await app.register(kommunikationRoutes);
  await app.register(fahrzeugRoutes);
  await app.register(gesellschaftRoutes);
  await app.register(startRoutes);
  await app.register(terminRoutes);
  await app.register(datenimportRoutes);
  // One multipart parser for every route that takes files (documents, the signature check, the mail
  // composer's and the appointments' attachments). A file is cut one byte over MAX_UPLOAD_MB, so the
  // store sees it is too large and the route answers 413 with its German message; a route may ask for
  // other limits per request (the signature check). The JSON routes outside this scope still refuse
  // multipart with 415. (Registered inside the documents' plugin it was private to it, and the
  // composer's uploads were answered 415: issue 36.)
  await app.register(async (files) => {
    await files.register(fastifyMultipart, { limits: { fileSize: megabytesToBytes(config.maxUploadMb) + 1 } });
    await files.register(dokumentFileRoutes);
    await files.register(signaturRoutes);
    await files.register(kommunikationFileRoutes);
    await files.register(terminFileRoutes);
    await files.register(datenimportFileRoutes);
  });
  await app.register(courtageRoutes);
  await app.register(sparteRoutes);
  await app.register(alarmRoutes);
  await app.register(plzRoutes);
  await app.register(formatCheckRoutes);
  await app.register(vergleichsportalRoutes);
  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built web app; unknown non-API paths get index.html so client routes work on reload. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn(`Web-App nicht gebaut (${indexHtml} fehlt): nur die API wird ausgeliefert.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/compress-dist.mjs): sent as they are.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/MSC3') || path.extname(urlPath) !== '') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: errorCatalog.NOT_FOUND.message });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

/** One promise for every caller; a failed attempt is forgotten so that the next call tries again. */
function memoize<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
