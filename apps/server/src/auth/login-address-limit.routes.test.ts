import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 35, finding 9: password spraying — one guess each for many usernames from one address.
// The default limit is 20 failed guesses per address (IPv6: per /64) within 15 minutes, across all
// usernames, on top of the 5 per username and address. Every test uses its own addresses.

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database: the limit lives in the database, not in a process.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' });
  second = await buildApp({ db: t.database.db, config, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

function login(username: string, password: string, from: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/MSC3/restful/auth/login',
    payload: { username, password },
    remoteAddress: from,
  });
}

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

async function statusesOf(guesses: (() => ReturnType<typeof login>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const guess of guesses) {
    statuses.push((await guess()).statusCode);
  }
  return statuses;
}

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
};

describe('login limit per address across usernames', () => {
  it('refuses the 21st wrong guess from one address, whichever username, with the same answer', async () => {
    const from = '10.35.9.1';
    const statuses = await statusesOf(names('spray', 20).map((name) => () => login(name, 'Sommer2025!', from)));
    expect(statuses).toEqual(Array(20).fill(401));
    // An unknown and a real username get the same 429: the answer tells nothing about the user.
    const unknown = await login('spray-21', 'Sommer2025!', from);
    const known = await login('makler', 'Sommer2025!', from);
    expect([unknown.statusCode, known.statusCode]).toEqual([429, 429]);
    expect(unknown.json()).toEqual(RATE_LIMITED);
    expect(known.json()).toEqual(RATE_LIMITED);
    // Within the window even the right password does not get through from this address …
    expect((await login('makler', 'demo', from)).statusCode).toBe(429);
    // … but from another address it does, and wrong guesses there are counted on their own.
    expect((await login('makler', 'demo', '10.35.9.2')).statusCode).toBe(200);
    expect((await login('spray-22', 'Sommer2025!', '10.35.9.2')).statusCode).toBe(401);
  });

  it('cannot be raced: 30 parallel guesses for 30 usernames give exactly 20 × 401 and 10 × 429', async () => {
    const from = '10.35.9.3';
    const responses = await Promise.all(names('parallel', 30).map((name) => login(name, 'falsch', from)));
    const counts = responses.reduce<Record<number, number>>((acc, r) => {
      acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ 401: 20, 429: 10 });
  });

  it('counts the guesses of several servers on one database together', async () => {
    const from = '10.35.9.4';
    const statuses = await statusesOf(
      names('shared', 20).map((name, i) => () => login(name, 'falsch', from, i % 2 === 0 ? t.app : second)),
    );
    expect(statuses).toEqual(Array(20).fill(401));
    expect((await login('shared-21', 'falsch', from, t.app)).statusCode).toBe(429);
    expect((await login('shared-22', 'falsch', from, second)).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 network as one address, another /64 on its own', async () => {
    const statuses = await statusesOf(
      names('six', 20).map((name, i) => () => login(name, 'falsch', `2001:db8:35:9::${(i + 1).toString(16)}`)),
    );
    expect(statuses).toEqual(Array(20).fill(401));
    expect((await login('six-21', 'falsch', '2001:db8:35:9:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await login('six-22', 'falsch', '2001:db8:35:a::1')).statusCode).toBe(401);
    expect((await login('makler', 'demo', '2001:db8:35:a::2')).statusCode).toBe(200);
  });

  it('counts failures only: an office behind one address logs in often, typos followed by a success are forgiven', async () => {
    const from = '10.35.9.5';
    const users = ['makler', 'kunde', 'intern', 'vermittler', 'lesend'];
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (const user of users) {
        statuses.push((await login(user, 'vertippt', from)).statusCode);
        statuses.push((await login(user, 'demo', from)).statusCode);
      }
    }
    // 30 typos and 30 logins from one address: every typo was followed by its user's success.
    expect(statuses).toEqual(Array(30).fill([401, 200]).flat());
    expect((await login('neu-im-buero', 'falsch', from)).statusCode).toBe(401);
  });

  it('keeps the limit per username: its sixth guess is refused while other names still get their answer', async () => {
    const from = '10.35.9.6';
    const statuses = await statusesOf(Array.from({ length: 6 }, () => () => login('intern', 'falsch', from)));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login('vermittler', 'falsch', from)).statusCode).toBe(401);
    expect((await login('vermittler', 'demo', from)).statusCode).toBe(200);
  });
});

describe('LOGIN_MAX_ATTEMPTS_PER_ADDRESS', () => {
  it('sets the limit; a lower one is reached sooner', async () => {
    const app = await buildApp({
      db: t.database.db,
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '/nonexistent',
        WEB_DIST: '/nonexistent',
        LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '3',
      }),
      logger: false,
    });
    try {
      const from = '10.35.9.7';
      const statuses = await statusesOf(names('low', 4).map((name) => () => login(name, 'falsch', from, app)));
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
