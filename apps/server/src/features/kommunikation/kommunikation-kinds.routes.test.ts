import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { rows } from './kommunikation.test-requests';

// The postbox's other kinds than e-mail (spec §3, §2.6, §7): Gespräch and Bemerkung, SMS, fax and letter.

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId] = await contractIds(intern, ['KF-4711-0815'] as const);
});
afterAll(() => t.close());

const itemOf = async (category: string) => {
  const all = (await rows(makler, kfId, '?limit=100')).items;
  const row = all.find((r) => r.category === category);
  if (!row) {
    throw new Error(`no ${category}`);
  }
  return row;
};

describe('the other kinds (spec §3, §2.6, §7)', () => {
  it('records a Gespräch with number, direction and duration, and a Bemerkung; the customer may not', async () => {
    const created = await makler.inject({
      method: 'POST',
      url: api('/postfach/items'),
      payload: {
        insuranceId: kfId,
        category: 'GESPRAECH',
        subject: 'Anruf Schaden',
        text: 'Kundin meldet <b>Glasbruch</b>.',
        nummer: '+49 30 123456',
        richtung: 'EINGEHEND',
        dauerMinuten: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      category: 'GESPRAECH',
      nummer: '+49 30 123456',
      richtung: 'EINGEHEND',
      dauerMinuten: 4,
      createdBy: 'Max Makler',
      text: '<p>Kundin meldet &lt;b&gt;Glasbruch&lt;/b&gt;.</p>',
    });
    const badNumber = await makler.inject({
      method: 'POST',
      url: api('/postfach/items'),
      payload: { insuranceId: kfId, category: 'GESPRAECH', subject: 'x', nummer: 'abc', dauerMinuten: -1 },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(Object.keys(badNumber.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'dauerMinuten',
      'nummer',
    ]);
    const note = await makler.inject({
      method: 'POST',
      url: api('/postfach/items'),
      payload: {
        insuranceId: kfId,
        category: 'BEMERKUNG',
        subject: 'Kundin im Urlaub',
        text: 'Bis 15.12. nicht erreichbar.',
      },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      category: 'BEMERKUNG',
      subject: 'Kundin im Urlaub',
      text: '<p>Bis 15.12. nicht erreichbar.</p>',
      nummer: null,
      richtung: null,
    });
    const byCustomer = await kunde.inject({
      method: 'POST',
      url: api('/postfach/items'),
      payload: { insuranceId: kfId, category: 'BEMERKUNG', subject: 'x' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const talk = await itemOf('GESPRAECH');
    const removed = await makler.inject({ method: 'DELETE', url: api(`/postfach/${talk.commId}?kind=talk`) });
    expect(removed.statusCode).toBe(200);
    // A Gespräch is removed for everybody (not only for the user, as an e-mail is).
    const [row] = await t.database.db.select().from(communications).where(eq(communications.id, talk.commId));
    expect(row?.removedAt).not.toBeNull();
    expect((await rows(intern, kfId, '?limit=100')).items.some((r) => r.commId === talk.commId)).toBe(false);
  });

  it('shows an SMS with the number it came from (to call back)', async () => {
    const sms = await itemOf('SMS');
    const item = await makler.inject({ method: 'GET', url: api(`/postfach/items/${sms.commId}`) });
    expect(item.json()).toMatchObject({ category: 'SMS', nummer: '+49 170 1234567', EXTERN: true });
  });

  // Spec §2.6/§7: `/downloadFax` and `/get_simple_file` at the root; the `/MSC3` variants stay for older links.
  it.each(['', '/MSC3'])('downloads a fax and a letter by commId at %s/…, and only for the office', async (base) => {
    const fax = await itemOf('FAX');
    const file = await makler.inject({ method: 'GET', url: `${base}/downloadFax?id=${fax.commId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const brief = await itemOf('SCHRIFTVERKEHR');
    const simple = await makler.inject({ method: 'GET', url: `${base}/get_simple_file?fileId=${brief.commId}` });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['content-disposition']).toContain('attachment');
    expect(simple.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await makler.inject({ method: 'GET', url: `${base}/downloadFax?id=${brief.commId}` })).statusCode).toBe(
      404,
    );
    for (const url of [`${base}/downloadFax?id=${fax.commId}`, `${base}/get_simple_file?fileId=${brief.commId}`]) {
      expect((await kunde.inject({ method: 'GET', url })).statusCode).toBe(403);
      expect((await vermittler.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    for (const url of [`${base}/downloadFax?id=abc`, `${base}/get_simple_file?fileId=0`]) {
      const refused = await makler.inject({ method: 'GET', url });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/[Uu]ngültig/) });
    }
    expect((await t.app.inject({ method: 'GET', url: `${base}/downloadFax?id=${fax.commId}` })).statusCode).toBe(401);
  });

  it("writes a letter as PDF into Korrespondenz and the postbox ('Brief erstellen')", async () => {
    const response = await makler.inject({
      method: 'POST',
      url: api(`/insurances/${kfId}/brief`),
      payload: {
        empfaenger: 'GESELLSCHAFT',
        betreff: 'Kündigung zum 01.01.',
        text: 'Sehr geehrte Damen und Herren,\n\nhiermit …',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<{ commId: number; fileId: number; fileName: string }>();
    expect(created.fileName).toBe('Brief Kündigung zum 01.01..pdf');
    const file = await makler.inject({
      method: 'GET',
      url: `/download_service/docInfo?nodeId=KORRESPONDENZ&idFile=${created.fileId}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const item = await makler.inject({ method: 'GET', url: api(`/postfach/items/${created.commId}`) });
    expect(item.json()).toMatchObject({ category: 'SCHRIFTVERKEHR', subject: 'Kündigung zum 01.01.' });
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<{
      items: { id: number }[];
    }>().items[0];
    const readOnly = await lesend.inject({
      method: 'POST',
      url: api(`/insurances/${own?.id ?? 0}/brief`),
      payload: { empfaenger: 'KUNDE', betreff: 'x', text: 'y' },
    });
    expect(readOnly.statusCode).toBe(403);
  });
});
