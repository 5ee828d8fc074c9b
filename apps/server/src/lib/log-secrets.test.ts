import type { Customer, SignWorkspace } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customerIdByNummer, documentByName } from '../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';

// OWASP ASVS V7: no password, session token, CSRF token, signing link, download token, IBAN or full
// birth date in any log line at any level. The office's everyday calls run against an app that logs
// at `debug` into this array; then every line is searched for every secret the calls carried.

const lines: string[] = [];
let t: TestApp;
let makler: Client;

const password = 'Fenster-Kastanie-7319';
const iban = 'DE02120300000000202051';
const ibanPrint = 'DE02 1203 0000 0000 2020 51';
const accountIban = 'DE02500105170137075030';
const birthIso = '1979-03-14';
const birthGerman = '14.03.1979';

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
  const first = await loginAs(t.app, 'makler');
  const changed = await first.inject({
    method: 'POST',
    url: api('/auth/password'),
    payload: { currentPassword: 'demo', newPassword: password },
  });
  expect(changed.statusCode).toBe(200);
  makler = await loginAs(t.app, 'makler', password);
});
afterAll(async () => {
  await t.close();
});

/** The printed forms a secret may take in a log line (JSON escapes, URL encoding). */
function forms(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])];
}

describe('logs and secrets (ASVS V7)', () => {
  it('no secret or personal datum of the everyday calls reaches the debug log', async () => {
    const secrets: Record<string, string> = {
      password,
      'session token': makler.cookie.split('=')[1] ?? '',
      'CSRF token': makler.me.csrfToken,
      IBAN: iban,
      'IBAN (print)': ibanPrint,
      'IBAN of the account': accountIban,
      'birth date (ISO)': birthIso,
      'birth date (German)': birthGerman,
    };

    // A customer with IBAN and birth date, then searched for by both.
    const created = await makler.inject({
      method: 'POST',
      url: api('/customers'),
      payload: {
        anrede: 'Frau',
        vorname: 'Lotte',
        name: 'Protokoll',
        geburtsdatum: birthIso,
        email: null,
        telefon: '030 5550199',
        strasse: 'Invalidenstraße',
        hausnr: '44',
        plz: '10115',
        ort: 'Berlin',
        iban: ibanPrint,
        bic: 'BYLADEM1001',
        bank: 'DKB',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const customer = created.json<Customer>();
    for (const search of [iban, birthGerman]) {
      const found = await makler.inject({ method: 'GET', url: api(`/customers?search=${encodeURIComponent(search)}`) });
      expect(found.statusCode).toBeLessThan(500);
    }

    // A bank account of the customer (electronic format), read back.
    const account = await makler.inject({
      method: 'POST',
      url: api(`/customers/${customer.id}/bankverbindungen`),
      payload: { kontoinhaber: 'Lotte Protokoll', iban: accountIban, bank: 'ING', standard: false },
    });
    expect(account.statusCode, account.body).toBe(200);
    expect(
      (await makler.inject({ method: 'GET', url: api(`/customers/${customer.id}/bankverbindungen`) })).body,
    ).toContain(accountIban);

    // A signed download link, used without a session.
    const doc = await documentByName(makler, 'KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2026');
    const link = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/downloadLink'),
      payload: { nodeId: doc.nodeId, fileId: doc.fileId },
    });
    const { url: downloadUrl } = link.json<{ url: string }>();
    const downloadToken = new URL(downloadUrl, 'http://localhost').searchParams.get('token') ?? '';
    expect(downloadToken.length).toBeGreaterThan(20);
    expect((await t.app.inject({ method: 'GET', url: downloadUrl })).statusCode).toBe(200);
    secrets['download token'] = downloadToken;

    // A signing link: prepared, opened and signed by its holder without a session.
    const toSign = await documentByName(makler, 'KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2024');
    const prepared = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchivSign/prepare'),
      payload: {
        docInfo: [toSign.nodeId, toSign.id],
        signers: [{ role: 'KUNDE', name: 'Erika Mustermann', email: 'erika@example.org' }],
        fields: [{ signer: 0, page: 1, x: 0.05, y: 0.8, width: 0.25, height: 0.08 }],
      },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const signingToken = (prepared.json<SignWorkspace>().request?.signers[0]?.link ?? '').split('/').pop() ?? '';
    expect(signingToken.length).toBeGreaterThan(20);
    secrets['signing link token'] = signingToken;
    expect((await t.app.inject({ method: 'GET', url: api(`/signieren/${signingToken}`) })).statusCode).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${signingToken}/unterschreiben`),
      payload: { consent: true, signature: { kind: 'typed', name: 'Erika Mustermann' } },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    // A wrong password (logged as a failed login) and a failed query that carried an IBAN and a birth date.
    const wrong = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { username: 'makler', password: `${password}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const failed = await t.database.db.execute(sql`SELECT ${iban}::int, ${birthGerman}::date`).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    t.app.log.error({ err: failed }, 'failed query');

    const erikaId = await customerIdByNummer(makler, 'KF-4711-0815');
    expect((await makler.inject({ method: 'GET', url: api(`/customers/${erikaId}`) })).statusCode).toBe(200);

    expect(lines.length).toBeGreaterThan(30);
    const leaks = Object.entries(secrets).flatMap(([what, secret]) => {
      expect(secret.length, what).toBeGreaterThan(7);
      return lines
        .filter((line) => forms(secret).some((form) => line.includes(form)))
        .map((line) => `${what}: ${line}`);
    });
    expect(leaks).toEqual([]);
  });

  it('a failed query is logged with its code and SQLSTATE, without SQL text or parameter values', () => {
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'failed query');
    expect(entry).toBeDefined();
    const text = JSON.stringify(entry);
    expect(text).not.toMatch(/select|::int|::date/i);
    expect(text).not.toContain(iban);
    expect(entry.err.message).toMatch(/^Failed query/);
    expect(entry.err.cause.code).toBe('22P02');
    expect(entry.err.cause.message).toContain('invalid input syntax for type integer');
  });

  it('every request line carries a request id; a server error answer names it as Fehler-ID', async () => {
    const requestLines = lines.map((line) => JSON.parse(line)).filter((e) => e.req || e.res);
    expect(requestLines.length).toBeGreaterThan(20);
    for (const entry of requestLines) {
      expect(entry.reqId, JSON.stringify(entry)).toMatch(/^[0-9a-f]{12}$/);
    }
    // The database refusing connections under a write: 503 with the Fehler-ID of the request's log lines.
    const { ctx } = t.app;
    const db = ctx.db;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    ctx.db = new Proxy(db, {
      get: () => () => {
        throw refused;
      },
    });
    try {
      const answer = await makler.inject({ method: 'PUT', url: api('/auth/settings'), payload: { tablePageSize: 20 } });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      const { fehlerId, message } = answer.json<{ fehlerId: string; message: string }>();
      expect(message).toContain('Datenbank');
      const logged = lines.map((line) => JSON.parse(line)).filter((e) => e.reqId === fehlerId);
      expect(logged.map((e) => e.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'database unavailable', 'request completed']),
      );
    } finally {
      ctx.db = db;
    }
  });
});
