import { CSRF_HEADER, type Me } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { helmetHeaders } from '../lib/security-headers';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

// Findings of the security probe: login rate limit, proxy trust, Origin check, CSRF renewal, headers, 415.
// Every test uses its own username and client address: the failure counter is kept per both.

let t: TestApp;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of extraApps) {
    await app.close();
  }
  await t.close();
});

/** A second app on the same database with other settings. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ db: t.database.db, config, logger: false });
  await app.ready();
  extraApps.push(app);
  return app;
}

const LOGIN = '/MSC3/restful/auth/login';

function login(
  username: string,
  password: string,
  options: { from?: string; headers?: InjectOptions['headers']; app?: FastifyInstance } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: LOGIN,
    payload: { username, password },
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
}

const statuses = (responses: { statusCode: number }[]) =>
  responses
    .map((r) => r.statusCode)
    .reduce<Record<number, number>>((acc, s) => {
      acc[s] = (acc[s] ?? 0) + 1;
      return acc;
    }, {});

describe('login rate limit', () => {
  it('cannot be raced: 20 parallel wrong logins give exactly 5 × 401 and 15 × 429', async () => {
    const from = '10.0.1.1';
    const responses = await Promise.all(Array.from({ length: 20 }, () => login('makler', 'falsch', { from })));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 15 });
    const limited = responses.find((r) => r.statusCode === 429);
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The right password does not help within the window.
    expect((await login('makler', 'demo', { from })).statusCode).toBe(429);
  });

  it('a successful login clears the failures of that username and address', async () => {
    const from = '10.0.1.2';
    for (let i = 0; i < 4; i++) {
      expect((await login('vermittler', 'falsch', { from })).statusCode).toBe(401);
    }
    expect((await login('vermittler', 'demo', { from })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login('vermittler', 'falsch', { from })).statusCode).toBe(401);
    }
    expect((await login('vermittler', 'falsch', { from })).statusCode).toBe(429);
  });

  it('a stranger from another address cannot lock the user out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('intern', 'falsch', { from: '10.6.6.6' })).statusCode).toBe(401);
    }
    expect((await login('intern', 'demo', { from: '10.6.6.6' })).statusCode).toBe(429);
    expect((await login('intern', 'demo', { from: '10.0.1.3' })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login('makler', 'falsch', { from: `2001:db8:1:2::${i}` })).statusCode).toBe(401);
    }
    expect((await login('makler', 'falsch', { from: '2001:db8:1:2:ffff::9' })).statusCode).toBe(429);
    expect((await login('makler', 'demo', { from: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('limits wrong current passwords on a password change the same way', async () => {
    const client = await loginAs(t.app, 'kunde');
    const from = '10.0.1.4';
    const change = (currentPassword: string) =>
      client.inject({
        method: 'POST',
        url: '/MSC3/restful/auth/password',
        payload: { currentPassword, newPassword: 'neues-passwort' },
        remoteAddress: from,
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change('falsch');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.currentPassword).toBe('Das aktuelle Passwort ist nicht richtig.');
    }
    const limited = await change('falsch');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await change('demo')).statusCode).toBe(429);
    // The password is unchanged and the session lives on.
    expect((await client.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).statusCode).toBe(200);
    expect((await login('kunde', 'demo', { from: '10.0.1.5' })).statusCode).toBe(200);
  });
});

describe('proxy trust', () => {
  it('ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
    const victim = '10.0.2.1';
    const forged = { 'x-forwarded-for': victim };
    for (let i = 0; i < 6; i++) {
      await login('lesend', 'falsch', { from: '10.6.6.7', headers: forged });
    }
    const recorded = await t.database.db.execute<{ ip: string }>(
      sql`SELECT DISTINCT ip FROM login_attempts WHERE username = 'lesend'`,
    );
    expect(recorded.rows.map((r) => r.ip)).toEqual(['10.6.6.7']);
    expect((await login('lesend', 'demo', { from: victim })).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const app = await appWith({ TRUST_PROXY: '10.9.9.9' });
    await login('niemand-hinter-proxy', 'falsch', {
      app,
      from: '10.9.9.9',
      headers: { 'x-forwarded-for': '10.4.4.4' },
    });
    await login('niemand-hinter-proxy', 'falsch', {
      app,
      from: '10.9.9.8',
      headers: { 'x-forwarded-for': '10.4.4.5' },
    });
    const recorded = await t.database.db.execute<{ ip: string }>(
      sql`SELECT ip FROM login_attempts WHERE username = 'niemand-hinter-proxy' ORDER BY id`,
    );
    expect(recorded.rows.map((r) => r.ip)).toEqual(['10.4.4.4', '10.9.9.8']);
  });
});

describe('Origin check on writes', () => {
  const endViewAs = (client: Awaited<ReturnType<typeof loginAs>>, origin?: string) =>
    client.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as/end',
      headers: origin === undefined ? {} : { origin },
    });

  it('refuses a write from a foreign origin even with the right CSRF token', async () => {
    const client = await loginAs(t.app, 'makler');
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null', 'kaputt']) {
      const response = await endViewAs(client, origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().code, origin).toBe('CSRF');
    }
  });

  it('lets a write from the own origin and one without Origin through', async () => {
    const client = await loginAs(t.app, 'makler');
    // The injected request's Host is localhost:80.
    expect((await endViewAs(client, 'http://localhost')).statusCode).toBe(200);
    expect((await endViewAs(client, 'http://localhost:80')).statusCode).toBe(200);
    expect((await endViewAs(client)).statusCode).toBe(200);
  });

  it('refuses a login from a foreign origin before the password is checked', async () => {
    const response = await login('makler', 'demo', { from: '10.0.3.1', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
    expect(response.headers['set-cookie']).toBeUndefined();
    const ok = await login('makler', 'demo', { from: '10.0.3.1', headers: { origin: 'http://localhost' } });
    expect(ok.statusCode).toBe(200);
  });

  it('compares with PUBLIC_ORIGIN instead of the Host header when it is set', async () => {
    const app = await appWith({ PUBLIC_ORIGIN: 'https://makler.example' });
    const viaHost = await login('makler', 'demo', { app, from: '10.0.3.2', headers: { origin: 'http://localhost' } });
    expect(viaHost.statusCode).toBe(403);
    const viaPublic = await login('makler', 'demo', {
      app,
      from: '10.0.3.2',
      headers: { origin: 'https://makler.example', host: 'intern:3000' },
    });
    expect(viaPublic.statusCode).toBe(200);
  });
});

describe('Origin check: scheme, host and port exactly (issue 35 item 8)', () => {
  it('refuses another scheme or a user part on the listen address, with a German message', async () => {
    // Without PUBLIC_ORIGIN the origins are the listen address: http://localhost:3000 and 127.0.0.1.
    const app = await appWith({});
    for (const [i, origin] of [
      'https://127.0.0.1:3000',
      'http://user@127.0.0.1:3000',
      'http://127.0.0.1:3001',
    ].entries()) {
      const refused = await login('makler', 'demo', { app, from: `10.0.5.${i}`, headers: { origin } });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toMatchObject({
        code: 'CSRF',
        message: expect.stringContaining('http://localhost:3000'),
      });
    }
    for (const [i, origin] of ['http://127.0.0.1:3000', 'http://localhost:3000'].entries()) {
      const ok = await login('makler', 'demo', { app, from: `10.0.6.${i}`, headers: { origin } });
      expect(ok.statusCode, origin).toBe(200);
    }
  });

  it('compares with the origin, not the Host header: a forged Host does not make a foreign origin own', async () => {
    const refused = await login('makler', 'demo', {
      from: '10.0.5.9',
      headers: { origin: 'https://evil.example', host: 'evil.example' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('with PUBLIC_ORIGIN, a user part or another scheme on it is refused too; a list allows each', async () => {
    const app = await appWith({ PUBLIC_ORIGIN: 'https://makler.example,https://www.makler.example' });
    for (const [i, origin] of [
      'https://user@makler.example',
      'http://makler.example',
      'https://makler.example:8443',
    ].entries()) {
      const refused = await login('makler', 'demo', { app, from: `10.0.7.${i}`, headers: { origin } });
      expect(refused.statusCode, origin).toBe(403);
    }
    const www = await login('makler', 'demo', {
      app,
      from: '10.0.7.9',
      headers: { origin: 'https://www.makler.example' },
    });
    expect(www.statusCode).toBe(200);
  });
});

describe('CSRF token renewal at view-as', () => {
  it('gives a new token at view-as start and end; the old one is refused', async () => {
    const intern = await loginAs(t.app, 'intern');
    const makler = await loginAs(t.app, 'makler');
    const withToken = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/MSC3/restful/auth/view-as/end',
        headers: { cookie: intern.cookie, [CSRF_HEADER]: token },
      });

    const beforeStart = intern.me.csrfToken;
    const started = await intern.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: makler.me.user.id },
    });
    expect(started.statusCode).toBe(200);
    const duringViewAs = started.json<Me>().csrfToken;
    expect(duringViewAs).not.toBe(beforeStart);
    const refused = await withToken(beforeStart);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF');
    expect((await intern.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).json<Me>().csrfToken).toBe(
      duringViewAs,
    );

    const ended = await withToken(duringViewAs);
    expect(ended.statusCode).toBe(200);
    const afterEnd = ended.json<Me>().csrfToken;
    expect(afterEnd).not.toBe(duringViewAs);
    expect((await withToken(duringViewAs)).statusCode).toBe(403);
    expect((await withToken(afterEnd)).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const expectFramePolicy = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  };

  it('forbids framing and sends no HSTS without COOKIE_SECURE', async () => {
    const client = await loginAs(t.app, 'kunde');
    const responses = {
      health: await t.app.inject({ method: 'GET', url: '/health' }),
      anonymous: await t.app.inject({ method: 'GET', url: '/MSC3/restful/auth/me' }),
      api: await client.inject({ method: 'GET', url: '/MSC3/restful/insurances' }),
      notFound: await t.app.inject({ method: 'GET', url: '/MSC3/restful/gibt-es-nicht' }),
    };
    for (const [what, response] of Object.entries(responses)) {
      expectFramePolicy(response.headers, what);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
    expect(responses.api.statusCode).toBe(200);
  });

  it("gives a JSON answer the REST set (CSP allowing nothing) and an unknown route Helmet's full set", async () => {
    const client = await loginAs(t.app, 'makler');
    const json = await client.inject({ method: 'GET', url: '/MSC3/restful/insurances' });
    const page = await t.app.inject({ method: 'GET', url: '/MSC3/restful/gibt-es-nicht' });
    expect(json.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    for (const documentOnly of [
      'x-xss-protection',
      'x-download-options',
      'origin-agent-cluster',
      'cross-origin-opener-policy',
    ]) {
      expect(json.headers[documentOnly], documentOnly).toBeUndefined();
      expect(page.headers[documentOnly], documentOnly).toBeDefined();
    }
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are taken once at start-up, so a CSP directive that depends on the request is refused', () => {
    expect(helmetHeaders({ frameguard: { action: 'deny' } })['x-frame-options']).toBe('DENY');
    const perRequest = () => "'nonce-abc'";
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", perRequest] } } }),
    ).toThrow(/hängt von der Anfrage ab/);
  });

  it('sends HSTS when COOKIE_SECURE=true', async () => {
    const app = await appWith({ COOKIE_SECURE: 'true' });
    for (const url of ['/health', '/MSC3/restful/auth/me']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
      expectFramePolicy(response.headers, url);
    }
  });
});

describe('unsupported content type', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE on a public and a session route', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=makler&password=demo',
    });
    expect(anonymous.statusCode).toBe(415);
    expect(anonymous.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Dieses Datenformat wird nicht unterstützt.',
    });
    const client = await loginAs(t.app, 'intern');
    const withSession = await client.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      headers: { 'content-type': 'application/xml' },
      payload: '<userId>1</userId>',
    });
    expect(withSession.statusCode).toBe(415);
    expect(withSession.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
