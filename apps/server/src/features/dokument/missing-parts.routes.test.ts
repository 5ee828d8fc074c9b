import { type CallRecords, type DokumentNodePage, type DokumentRow, HINWEIS } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications } from '../../db/schema';
import { api, contractIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// The spec's parts that need a provider or data Maklerwerk lacks (issue 36, docs/decisions/0046).

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
let kfId: number;
let lvId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
  kfId = await contractIdByNummer(makler, 'KF-4711-0815');
  lvId = await contractIdByNummer(makler, 'LV-2024-000123');
});
afterAll(async () => {
  await t.close();
});

const rows = async (c: Client, query: string): Promise<DokumentRow[]> => {
  const res = await c.inject({ method: 'GET', url: api(`/dokumentenarchiv/documents?${query}&limit=100`) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DokumentNodePage>().documents;
};
const actionOf = (row: DokumentRow | undefined, key: string) => row?.actions.find((a) => a.key === key);
const callRecords = (c: Client, nodeId: string, documentId: number) =>
  c.inject({ method: 'GET', url: api(`/dokumentenarchiv/getCallRecords?docInfo=${nodeId}&docInfo=${documentId}`) });

describe('recorded consultation video (spec §2 modals)', () => {
  it('a Beratung document offers it to the office with the note on the missing video provider', async () => {
    const [beratung] = await rows(makler, `scope=vertrag&id=${lvId}&nodeId=BERATUNG`);
    expect(actionOf(beratung, 'BERATUNGSVIDEO')).toMatchObject({
      label: 'Aufgezeichnetes Beratungsvideo',
      additionalData: { hinweis: HINWEIS.beratungsvideo },
    });
    // Watching is reading: a read-only login has it too; other folders and customers do not.
    const [other] = await rows(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`);
    expect(actionOf(other, 'BERATUNGSVIDEO')).toBeUndefined();
    for (const row of await rows(kunde, `scope=vertrag&id=${lvId}&nodeId=BERATUNG`)) {
      expect(actionOf(row, 'BERATUNGSVIDEO')).toBeUndefined();
    }
  });
});

describe('update consortium base data (spec §7)', () => {
  it('a contract document shows the entry with the German reason; read-only logins and customers do not', async () => {
    const [doc] = await rows(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`);
    expect(actionOf(doc, 'KONSORTIALDATEN')).toMatchObject({
      label: 'Konsortialdaten aktualisieren',
      additionalData: { hinweis: HINWEIS.konsortium },
    });
    expect(HINWEIS.konsortium).toContain('Maklerwerk führt keine Konsortialverträge');
    const lesendContract = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<{
      items: { id: number }[];
    }>().items[0]?.id;
    for (const row of await rows(lesend, `scope=vertrag&id=${lesendContract}&nodeId=VERTRAGSUNTERLAGEN`)) {
      expect(actionOf(row, 'KONSORTIALDATEN')).toBeUndefined();
    }
    for (const row of await rows(kunde, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`)) {
      expect(actionOf(row, 'KONSORTIALDATEN')).toBeUndefined();
    }
    // The action cannot be run: nothing is changed.
    const res = await makler.inject({
      method: 'POST',
      url: api('/dokumentenarchiv/executeAction'),
      payload: { action: 'KONSORTIALDATEN', nodeId: doc?.nodeId, documentId: doc?.id },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('call records (spec §7 "retrieve additional documents (call records)")', () => {
  it("lists the calls of the document's contract, newest first, with the note on audio recordings", async () => {
    const [doc] = await rows(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`);
    const res = await callRecords(makler, 'VERTRAGSUNTERLAGEN', doc?.id ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CallRecords>();
    expect(body).toMatchObject({
      documentId: doc?.id,
      vertragId: kfId,
      more: false,
      hinweis: HINWEIS.gespraechsaufzeichnungen,
    });
    expect(body.items[0]).toMatchObject({
      subject: 'Rückruf wegen Zweitwagen',
      nummer: '+49 221 1234567',
      richtung: 'EINGEHEND',
      dauerMinuten: 7,
      createdBy: 'Max Makler',
    });
    expect(body.items[0]?.notiz).toMatch(/^Kundin fragt nach der Zweitwagen-Regelung/);
    expect(body.items[0]?.notiz).not.toContain('<p>');
    // A removed call is gone; only calls (no mail, no Bemerkung).
    const commId = body.items[0]?.commId ?? 0;
    await t.database.db
      .update(communications)
      .set({ removedAt: new Date().toISOString() })
      .where(eq(communications.id, commId));
    const after = (await callRecords(makler, 'VERTRAGSUNTERLAGEN', doc?.id ?? 0)).json<CallRecords>();
    expect(after.items.map((i) => i.commId)).not.toContain(commId);
    await t.database.db.update(communications).set({ removedAt: null }).where(eq(communications.id, commId));
  });

  it('refuses customers (403), another office (404) and a wrong folder (404)', async () => {
    const [doc] = await rows(makler, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`);
    const released = (await rows(kunde, `scope=vertrag&id=${kfId}&nodeId=VERTRAGSUNTERLAGEN`))[0];
    if (released) {
      expect((await callRecords(kunde, 'VERTRAGSUNTERLAGEN', released.id)).statusCode).toBe(403);
    }
    expect((await callRecords(lesend, 'VERTRAGSUNTERLAGEN', doc?.id ?? 0)).statusCode).toBe(404);
    expect((await callRecords(makler, 'KORRESPONDENZ', doc?.id ?? 0)).statusCode).toBe(404);
  });
});
