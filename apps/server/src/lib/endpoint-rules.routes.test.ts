import * as domain from '@maklerwerk/domain';
import {
  API_BASE,
  DOKUMENT_FILE_ROUTES,
  SIGNATUR_VERIFY_PATH,
  SIGNING_PDF_PATH,
  TERMIN_FILE_ROUTES,
} from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { listServedRoutes, registeredRules } from './endpoint';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every `METHOD url` Fastify serves under the API base (but its OpenAPI pages). */
const servedApiRoutes = () =>
  listServedRoutes(t.app).filter((r) => {
    const [method = '', url = ''] = r.split(' ');
    return method !== 'HEAD' && url.startsWith(API_BASE) && !url.startsWith(`${API_BASE}/docs`);
  });

const permissionRules = new Set<unknown>(Object.values(domain).filter((v) => typeof v === 'function'));

describe('every endpoint names its rule', () => {
  it('no API route is served without a declaration', () => {
    const served = servedApiRoutes();
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((route) => !registeredRules.has(route))).toEqual([]);
  });

  it('every session route names a rule of permissions.ts or scopeOnly', () => {
    const unnamed = [...registeredRules.entries()].filter(
      ([, declared]) =>
        declared.access === 'session' && declared.rule !== 'scopeOnly' && !permissionRules.has(declared.rule),
    );
    expect(unnamed).toEqual([]);
    const publicRoutes = [...registeredRules.entries()].filter(([, d]) => d.access === 'public').map(([k]) => k);
    // The login; the signing page's calls, whose path carries the signer's own link (checked against its
    // stored hash, rate-limited); and the verify upload, which reads nothing but the uploaded file.
    expect(publicRoutes.sort()).toEqual(
      [
        `POST ${API_BASE}/auth/login`,
        `GET ${API_BASE}/signieren/:token`,
        `POST ${API_BASE}/signieren/:token/unterschreiben`,
        `POST ${API_BASE}/signieren/:token/ablehnen`,
        `POST ${API_BASE}${SIGNATUR_VERIFY_PATH}`,
      ].sort(),
    );
    // Only the signed download link, a signing link's PDF, the secret iCal feed and a portal handover answer
    // without a session;
    // they verify their token.
    const tokenRoutes = [...registeredRules.entries()].filter(([, d]) => d.access === 'token').map(([k]) => k);
    expect(tokenRoutes.sort()).toEqual(
      [
        `GET ${DOKUMENT_FILE_ROUTES.link}`,
        `GET ${API_BASE}${SIGNING_PDF_PATH}`,
        `GET ${TERMIN_FILE_ROUTES.feed}`,
        // The demo portals' receiving page stands in for an outside portal (decision 0029).
        `GET ${API_BASE}${domain.PORTAL_HANDOVER_PATH}`,
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
