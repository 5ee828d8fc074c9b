import type { Me } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { driverOf, installCapture } from '../../bench/capture';
import { createTestApp, loginAs, sessionCookie, type TestApp } from '../test/test-app';
import { SESSION_CACHE_MS } from './session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/MSC3/restful/auth/login', payload: { username, password } });

/**
 * The statements on the sessions table that a piece of work sends to the driver (the bench's capture:
 * pg's Pool and PGlite both take every query through `query`), split into reads and writes. The
 * driver is put back when the test ends.
 */
function recordSessionStatements() {
  const capture = installCapture(driverOf(t.database.db));
  onTestFinished(() => capture.uninstall());
  return async <T>(work: () => Promise<T>) => {
    let result: T | undefined;
    const waves = await capture.record(async () => {
      result = await work();
    });
    const onSessions = waves
      .flat()
      .map((statement) => statement.text)
      .filter((text) => /\b(from|update|into) "sessions"/i.test(text));
    return {
      result: result as T,
      reads: onSessions.filter((text) => /^select/i.test(text)),
      writes: onSessions.filter((text) => !/^select/i.test(text)),
    };
  };
}

describe('login', () => {
  it.each([
    ['makler', 'broker', 'Max Makler'],
    ['vermittler', 'agent', 'Vera Vermittler'],
    ['intern', 'internal', 'Ina Intern'],
    ['kunde', 'customer', 'Erika Mustermann'],
    ['lesend', 'broker', 'Lars Lesemann'],
  ])('%s logs in as %s', async (username, kind, displayName) => {
    const response = await login(username, 'demo');
    expect(response.statusCode).toBe(200);
    const me = response.json<Me>();
    expect(me.user).toMatchObject({ username, kind, displayName });
    expect(me.isViewingAs).toBe(false);
    expect(me.rights.isReadOnly).toBe(username === 'lesend');
    const cookie = [response.headers['set-cookie']].flat().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with a German message and sets no cookie', async () => {
    const response = await login('vermittler', 'falsch');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Benutzername oder Passwort ist falsch.' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown user with the same message', async () => {
    const response = await login('niemand', 'demo');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Benutzername oder Passwort ist falsch.');
  });

  it('answers validation errors per field in German', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { username: 'Bitte geben Sie Ihren Benutzernamen ein.' },
    });
  });
});

describe('session', () => {
  it('me answers 401 without a cookie and with no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/MSC3/restful/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it("carries the user's table page size (spec 3.10), none without a setting (the offered sizes: settings.routes.test.ts)", async () => {
    const me = async () => (await loginAs(t.app, 'makler')).me;
    expect((await me()).tablePageSize).toBeUndefined();
    onTestFinished(async () => {
      await t.database.db.execute(sql`UPDATE users SET table_page_size = NULL WHERE username = 'makler'`);
    });
    await t.database.db.execute(sql`UPDATE users SET table_page_size = 50 WHERE username = 'makler'`);
    expect((await me()).tablePageSize).toBe(50);
  });

  it('gives a new session id at every login', async () => {
    const a = sessionCookie((await login('makler', 'demo')).headers['set-cookie']);
    const b = sessionCookie((await login('makler', 'demo')).headers['set-cookie']);
    expect(a).not.toBe(b);
  });

  it('logout ends the session on the server', async () => {
    const client = await loginAs(t.app, 'makler');
    expect((await client.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).statusCode).toBe(200);
    expect((await client.inject({ method: 'POST', url: '/MSC3/restful/auth/logout' })).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/MSC3/restful/auth/me',
      headers: { cookie: client.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('a session ended by another server instance is refused after SESSION_CACHE_MS at the latest', async () => {
    const client = await loginAs(t.app, 'makler');
    const me = () => client.inject({ method: 'GET', url: '/MSC3/restful/auth/me' });
    expect((await me()).statusCode).toBe(200);
    // Another instance logs the session out: only the database row goes.
    await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${client.me.originalUser.id}
      AND csrf_token = ${client.me.csrfToken}`);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a mutation without the CSRF token', async () => {
    const client = await loginAs(t.app, 'makler');
    const response = await t.app.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/logout',
      headers: { cookie: client.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
  });

  it('a password change ends every session of the user', async () => {
    const first = await loginAs(t.app, 'vermittler');
    const second = await loginAs(t.app, 'vermittler');
    const change = await first.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/password',
      payload: { currentPassword: 'demo', newPassword: 'neues-passwort' },
    });
    expect(change.statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).statusCode).toBe(401);
    expect((await login('vermittler', 'neues-passwort')).statusCode).toBe(200);
  });

  it('expires a session after the idle time-out', async () => {
    const client = await loginAs(t.app, 'kunde');
    await t.database.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE user_id = ${client.me.user.id}`,
    );
    const response = await client.inject({ method: 'GET', url: '/MSC3/restful/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('expires a session after the absolute time-out even while in use', async () => {
    const client = await loginAs(t.app, 'kunde');
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${client.me.user.id}`,
    );
    const response = await client.inject({ method: 'GET', url: '/MSC3/restful/insurances' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it('reads the session at most once per request through its key, and writes it at most once a minute', async () => {
    const client = await loginAs(t.app, 'makler');
    const sessionStatements = recordSessionStatements();
    const request = async (url: string) => {
      const { result, reads, writes } = await sessionStatements(() => client.inject({ method: 'GET', url }));
      expect(result.statusCode, url).toBe(200);
      return { reads, writes };
    };
    const afterCache = () => new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));

    // Fresh from the login: one read (or none, within the cache's time), never a write.
    for (const url of ['/MSC3/restful/auth/me', '/MSC3/restful/insurances?limit=25', '/MSC3/restful/auth/me']) {
      const { reads, writes } = await request(url);
      expect(reads.length, url).toBeLessThanOrEqual(1);
      expect(writes, url).toEqual([]);
    }
    await afterCache();
    const read = await request('/MSC3/restful/auth/me');
    expect(read.reads).toHaveLength(1);
    expect(read.writes).toEqual([]);
    // The read finds the session by its primary key, the token's hash.
    expect(read.reads[0]).toMatch(/where "sessions"\."token_hash" = \$1/);
    const keys = await t.database.db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'sessions' AND indexdef LIKE 'CREATE UNIQUE INDEX%'`,
    );
    expect(keys.rows.map((row) => row.indexdef).join('\n')).toMatch(/\(token_hash\)/);

    // Last seen more than a minute ago: the next request writes last_seen_at once, the following ones do not.
    await t.database.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '61 seconds' WHERE csrf_token = ${client.me.csrfToken}`,
    );
    await afterCache();
    const touched = await request('/MSC3/restful/insurances?limit=25');
    expect(touched.reads).toHaveLength(1);
    expect(touched.writes).toHaveLength(1);
    expect(touched.writes[0]).toMatch(/^update "sessions" set "last_seen_at" = now\(\)/);
    for (const url of ['/MSC3/restful/auth/me', '/MSC3/restful/auth/me', '/MSC3/restful/insurances?limit=25']) {
      const { reads, writes } = await request(url);
      expect(reads.length, url).toBeLessThanOrEqual(1);
      expect(writes, url).toEqual([]);
    }
    await afterCache();
    expect((await request('/MSC3/restful/auth/me')).writes).toEqual([]);
  });

  it('marks every authenticated answer, also a refusal, as not cacheable', async () => {
    const client = await loginAs(t.app, 'kunde');
    for (const url of ['/MSC3/restful/insurances', '/MSC3/restful/auth/me', '/MSC3/restful/insurances/999999']) {
      const response = await client.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('view-as', () => {
  it('lets internal staff view as a broker and come back', async () => {
    const intern = await loginAs(t.app, 'intern');
    const targets = (
      await intern.inject({ method: 'GET', url: '/MSC3/restful/auth/view-as/targets?search=Makler' })
    ).json();
    const makler = targets.find((x: { displayName: string }) => x.displayName === 'Max Makler');
    expect(makler).toBeDefined();
    const viewing = await intern.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: makler.userId },
    });
    expect(viewing.statusCode).toBe(200);
    expect(viewing.json()).toMatchObject({
      isViewingAs: true,
      user: { username: 'makler' },
      originalUser: { username: 'intern' },
    });
    const me = (await intern.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).json<Me>();
    expect(me.user.username).toBe('makler');
    const back = await intern.inject({ method: 'POST', url: '/MSC3/restful/auth/view-as/end' });
    expect(back.json<Me>().user.username).toBe('intern');
  });

  it('lets a broker view as his own customer', async () => {
    const makler = await loginAs(t.app, 'makler');
    const targets = (await makler.inject({ method: 'GET', url: '/MSC3/restful/auth/view-as/targets' })).json();
    expect(targets.map((x: { displayName: string }) => x.displayName)).toEqual(['Erika Mustermann']);
    const viewing = await makler.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: targets[0].userId },
    });
    expect(viewing.json<Me>().user.kind).toBe('customer');
  });

  it('refuses a broker viewing as another broker or internal staff', async () => {
    const makler = await loginAs(t.app, 'makler');
    const intern = await loginAs(t.app, 'intern');
    const vera = await loginAs(t.app, 'lesend');
    for (const target of [intern.me.user.id, vera.me.user.id]) {
      const response = await makler.inject({
        method: 'POST',
        url: '/MSC3/restful/auth/view-as',
        payload: { userId: target },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a broker viewing a customer outside his structure', async () => {
    // Lars Lesemann (10003) sits below 10001; Erika is served by 10001, so she is not in his structure.
    const lesend = await loginAs(t.app, 'lesend');
    const kunde = await loginAs(t.app, 'kunde');
    const refused = await lesend.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: kunde.me.user.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sie dürfen diesen Benutzer nicht ansehen.');
  });

  it('refuses a customer viewing as anybody', async () => {
    const kunde = await loginAs(t.app, 'kunde');
    const makler = await loginAs(t.app, 'makler');
    const response = await kunde.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: makler.me.user.id },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('guards', () => {
  it('answers security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/MSC3/restful/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/MSC3/restful/insurances');
  });
});

describe('login rate limit', () => {
  it('rate-limits a username after too many failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('lesend', 'falsch')).statusCode).toBe(401);
    }
    const blocked = await login('lesend', 'demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zu viele Anmeldeversuche/);
  });
});
