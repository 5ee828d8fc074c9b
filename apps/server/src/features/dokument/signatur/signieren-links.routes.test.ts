import type { DokumentNodeId, DokumentRow, SignWorkspace } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema';
import { api, documentByName } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';

// Issue 35 item 1: whoever holds one signing link must not steer the next signer's link to his own
// host with a forged Host header. The test app's origins are its listen address: http://localhost
// (PORT 80, the Host of an injected request), http://127.0.0.1 and http://[::1].

let t: TestApp;
let makler: Client;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
});
afterAll(async () => {
  await t.close();
});

const findDoc = (nummer: string, nodeId: DokumentNodeId, bezeichnung: string) =>
  documentByName(makler, nummer, nodeId, bezeichnung);

const tokenOf = (link: string | null | undefined) => (link ?? '').split('/').pop() ?? '';
const signers = [
  { role: 'KUNDE', name: 'Erika Mustermann', email: 'erika@example.org' },
  { role: 'MAKLER', name: 'Max Makler', email: 'max.makler@example.org' },
];
const prepare = (row: DokumentRow, headers: Record<string, string> = {}) =>
  makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    headers,
    payload: {
      docInfo: [row.nodeId, row.id],
      signers,
      fields: signers.map((_, i) => ({ signer: i, page: 1, x: 0.05 + i * 0.3, y: 0.8, width: 0.25, height: 0.08 })),
    },
  });
const signWith = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: api(`/signieren/${token}/unterschreiben`),
    headers,
    payload: { consent: true, signature: { kind: 'typed', name: 'Erika Mustermann' } },
  });
async function mailsTo(address: string): Promise<string[]> {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.notify'));
  return rows
    .map((r) => r.payload as { to: string; text: string })
    .filter((p) => p.to === address)
    .map((p) => p.text);
}

describe('signing links are built from the configured origin, never from the Host header', () => {
  it('signing with a forged Host is refused before anything is signed or mailed; the next signer gets the configured origin', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Beitragsrechnung 2024');
    const prepared = await prepare(row);
    expect(prepared.statusCode).toBe(200);
    const first = tokenOf(prepared.json<SignWorkspace>().request?.signers[0]?.link);
    expect(first).not.toBe('');

    const attack = await signWith(first, { host: 'evil.example' });
    expect(attack.statusCode).toBe(400);
    expect(attack.json<{ message: string }>().message).toContain('nicht eingerichtet');
    expect(attack.json<{ message: string }>().message).toContain('nichts versendet');
    // "evil.example@localhost" would parse as localhost; a port of its own is no configured origin either.
    expect((await signWith(first, { host: 'evil.example@localhost' })).statusCode).toBe(400);
    expect((await signWith(first, { host: 'localhost:8080' })).statusCode).toBe(400);
    expect(await mailsTo('max.makler@example.org')).toEqual([]);

    // X-Forwarded-Host counts only from a trusted proxy (none here): the link names the Host, localhost.
    const signed = await signWith(first, { 'x-forwarded-host': 'evil.example' });
    expect(signed.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo('max.makler@example.org');
    expect(more).toEqual([]);
    expect(mail).toMatch(/http:\/\/localhost\/signieren\/[A-Za-z0-9_-]{43}/);
    expect(mail).not.toContain('evil.example');
  });

  it('the office cannot prepare or renew a link under a foreign Host; 127.0.0.1 is the listen address too', async () => {
    const row = await findDoc('KF-4711-0815', 'VERTRAGSUNTERLAGEN', 'Jahresmitteilung 2025');
    const refused = await prepare(row, { host: 'evil.example' });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo('erika@example.org')).not.toContainEqual(expect.stringContaining('evil.example'));

    const before = (await mailsTo('erika@example.org')).length;
    const prepared = await prepare(row, { host: '127.0.0.1' });
    expect(prepared.statusCode).toBe(200);
    const erika = await mailsTo('erika@example.org');
    expect(erika).toHaveLength(before + 1);
    expect(erika.at(-1)).toMatch(/http:\/\/127\.0\.0\.1\/signieren\//);

    const signerId = prepared.json<SignWorkspace>().request?.signers[0]?.id;
    const renew = (headers: Record<string, string>) =>
      makler.inject({ method: 'POST', url: api('/dokumentenarchivSign/renewLink'), headers, payload: { signerId } });
    expect((await renew({ host: 'evil.example' })).statusCode).toBe(400);
    expect((await mailsTo('erika@example.org')).length).toBe(before + 1);
    expect((await renew({})).statusCode).toBe(200);
    expect((await mailsTo('erika@example.org')).at(-1)).toMatch(/http:\/\/localhost\/signieren\//);
  });
});
