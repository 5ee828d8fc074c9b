import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  DOKUMENT_FILE_ROUTES,
  PORTAL_HANDOVER_PATH,
  SIGNATUR_VERIFY_PATH,
  SIGNING_PDF_PATH,
  TERMIN_FILE_ROUTES,
} from '@maklerwerk/domain';
import * as permissions from '@maklerwerk/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { listServedRoutes, registeredRules } from './endpoint';

/** A stand-in for the built web app, so that its static routes are served and swept too. */
const webFiles = ['index.html', 'favicon.svg', 'assets/index-abc123.js'];

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mw-web-'));
  for (const file of webFiles) {
    await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
    await writeFile(path.join(webDist, file), file.endsWith('.html') ? '<!doctype html><title>Maklerwerk</title>' : '');
  }
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const openApiPages = "the API's description (OpenAPI and its viewer): no data";

/**
 * Every route served without a session and without a token, each with its reason: the one list. A
 * route that is neither here nor declared with a rule (registerEndpoint, registerRawRoute,
 * registerTokenRoute) fails the sweep below.
 */
const publicRoutes: Record<string, string> = {
  [`POST ${API_BASE}/auth/login`]: 'the login itself (it counts its own failed guesses)',
  [`GET ${API_BASE}/signieren/:token`]:
    "the signing page's call: its path carries the signer's own link, checked against its stored hash, rate-limited",
  [`POST ${API_BASE}/signieren/:token/unterschreiben`]: 'the same signing link: signing',
  [`POST ${API_BASE}/signieren/:token/ablehnen`]: 'the same signing link: declining',
  [`POST ${API_BASE}${SIGNATUR_VERIFY_PATH}`]: 'the signature check reads nothing but the uploaded file (rate-limited)',
  'GET /health': "the operator's liveness probe: answers that the process runs, reads nothing",
  [`GET ${API_BASE}/docs`]: openApiPages,
  [`GET ${API_BASE}/docs/json`]: openApiPages,
  [`GET ${API_BASE}/docs/yaml`]: openApiPages,
  [`GET ${API_BASE}/docs/static/*`]: openApiPages,
  [`GET ${API_BASE}/docs/static/index.html`]: openApiPages,
  [`GET ${API_BASE}/docs/static/swagger-initializer.js`]: openApiPages,
  'GET /*':
    "the web app's index.html for every client route, so that a reload works (a /MSC3 path or a file answers 404): the page, no data",
  ...Object.fromEntries(
    webFiles.map((file) => [`GET /${file}`, 'a file of the built web app (its script, styles and icons): no data']),
  ),
};

/** Every `METHOD url` Fastify serves; a HEAD route is the one Fastify adds beside each GET (the docs' with a slash). */
const servedRoutes = () => {
  const served = listServedRoutes(t.app);
  const heads = served.filter((route) => route.startsWith('HEAD '));
  expect(heads.filter((head) => !served.includes(head.replace(/^HEAD /, 'GET ').replace(/(.)\/$/, '$1')))).toEqual([]);
  return served.filter((route) => !route.startsWith('HEAD '));
};

/** The rules an endpoint may name: the functions of permissions.ts, and nothing else of the domain. */
const permissionRules = new Set<unknown>(Object.values(permissions).filter((v) => typeof v === 'function'));

describe('every endpoint names its rule', () => {
  it('every served route declares its rule or is listed as public with its reason', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(30);
    // Also the routes outside the API base: downloads, attachments, the iCal feed, the spec's /MSC3/mrs… paths.
    expect(served.filter((route) => !route.split(' ')[1]?.startsWith(`${API_BASE}/`)).length).toBeGreaterThan(
      10 + webFiles.length,
    );
    const undeclared = served.filter((route) => !registeredRules.has(route) && !(route in publicRoutes));
    expect(undeclared).toEqual([]);
    const servedPublic = served.filter(
      (route) => registeredRules.get(route)?.access === 'public' || !registeredRules.has(route),
    );
    expect(servedPublic.sort()).toEqual(Object.keys(publicRoutes).sort());
  });

  it('every session route names a rule of permissions.ts or scopeOnly', () => {
    const unnamed = [...registeredRules.entries()].flatMap(([route, d]) =>
      d.access === 'session' && d.rule !== 'scopeOnly' && !permissionRules.has(d.rule)
        ? [`${route}: ${d.rule.name}`]
        : [],
    );
    expect(unnamed).toEqual([]);
    // Only the signed download link, a signing link's PDF, the secret iCal feed and a portal handover answer
    // without a session; they verify their token.
    const tokenRoutes = [...registeredRules.entries()].filter(([, d]) => d.access === 'token').map(([k]) => k);
    expect(tokenRoutes.sort()).toEqual(
      [
        `GET ${DOKUMENT_FILE_ROUTES.link}`,
        `GET ${API_BASE}${SIGNING_PDF_PATH}`,
        `GET ${TERMIN_FILE_ROUTES.feed}`,
        // The demo portals' receiving page stands in for an outside portal (decision 0029).
        `GET ${API_BASE}${PORTAL_HANDOVER_PATH}`,
      ].sort(),
    );
  });

  it('writes are never scopeOnly: a change always names the rule that allows it', () => {
    const writes = [...registeredRules.entries()].filter(
      ([key, d]) => !key.startsWith('GET ') && d.access === 'session' && d.rule === 'scopeOnly',
    );
    expect(writes.map(([key]) => key).sort()).toEqual([
      `POST ${API_BASE}/auth/logout`,
      `POST ${API_BASE}/auth/password`,
      `POST ${API_BASE}/auth/view-as/end`,
    ]);
  });

  it('every session route refuses a request without a session', async () => {
    for (const [key, declared] of registeredRules) {
      if (declared.access !== 'session') {
        continue;
      }
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const response = await t.app.inject({ method, url: url.replaceAll(/:[a-zA-Z]+/g, '1') });
      expect(response.statusCode, key).toBe(401);
    }
  });
});
