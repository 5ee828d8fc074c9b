import type { AenderungslogVerlaufEintrag, KommunikationRow, MailInit, MailView } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications, jobs } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { kommunikationList, rows } from './kommunikation.test-requests';

// The postbox, the mail viewer, subjects and deleting, the composer, messages, the start page's unread mail,
// the export and filing an attachment. The other kinds (Gespräch, Bemerkung, SMS, fax, letter):
// kommunikation-kinds.routes.test.ts; the mail to an appointment's participants: kommunikation-termin-mail.routes.test.ts.

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let wgId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId, wgId] = await contractIds(intern, ['KF-4711-0815', 'WG-2020-4711'] as const);
});
afterAll(() => t.close());

const view = (client: Client, commId: number) =>
  client.inject({ method: 'POST', url: '/MSC3/mrsmailviewer', payload: { commId, commType: 'email' } });
const rowWith = async (subject: string | null) => {
  const all = (await rows(makler, kfId, '?limit=100')).items;
  const row = all.find((r) => r.subject === subject);
  if (!row) {
    throw new Error(`no mail ${subject}`);
  }
  return row;
};

describe('postbox (spec §2.6)', () => {
  it('pages 30 items newest first: the 35 demo mails of KF-4711-0815 and the other kinds', async () => {
    const first = await rows(makler, kfId);
    expect(first.total).toBe(42);
    expect(first.items).toHaveLength(30);
    const dates = first.items.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await rows(makler, kfId, '?offset=30');
    expect(second.items).toHaveLength(12);
    const all = [...first.items, ...second.items];
    expect(all.filter((r) => r.category === 'EMAIL')).toHaveLength(35);
    expect(
      all
        .filter((r) => r.category !== 'EMAIL')
        .map((r) => r.category)
        .sort(),
    ).toEqual(['BEMERKUNG', 'FAX', 'GESPRAECH', 'NACHRICHT', 'NACHRICHT', 'SCHRIFTVERKEHR', 'SMS']);
    const statuses = first.items.map((r) => r.status);
    expect(statuses).toContain('ERROR');
    expect(statuses).toContain('SENDING');
    const huk = await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    expect(huk).toMatchObject({ EXTERN: true, insurance: true, hasAttachment: true, category: 'EMAIL' });
    expect((await rowWith(null)).subject).toBeNull();
  });

  it('is hidden from customer-only users (403) and from other brokers (404)', async () => {
    expect((await kommunikationList(kunde, kfId)).statusCode).toBe(403);
    expect((await kommunikationList(vermittler, kfId)).statusCode).toBe(404);
    expect((await kommunikationList(intern, kfId)).statusCode).toBe(200);
    const huk = await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    expect((await view(kunde, huk.commId)).statusCode).toBe(403);
    expect((await view(vermittler, huk.commId)).statusCode).toBe(404);
  });

  it('a read-only login reads but may not delete, change a subject or send', async () => {
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<{
      items: { id: number }[];
    }>().items[0];
    const contractId = own?.id ?? 0;
    const [mail] = await t.database.db
      .insert(communications)
      .values({ contractId, category: 'EMAIL', subject: 'Für Lars', extern: true, fromAddress: 'a@example.org' })
      .returning({ id: communications.id });
    const commId = mail?.id ?? 0;
    const list = await rows(lesend, contractId);
    expect(list.canCompose).toBe(false);
    expect(list.items).toEqual([expect.objectContaining({ commId, deletable: false, can_change_subject: false })]);
    expect((await view(lesend, commId)).statusCode).toBe(200);
    expect((await lesend.inject({ method: 'DELETE', url: api(`/postfach/${commId}?kind=email`) })).statusCode).toBe(
      403,
    );
    const subject = await lesend.inject({
      method: 'POST',
      url: api(`/postfach/${commId}/subject`),
      payload: { subject: 'Neu' },
    });
    expect(subject.statusCode).toBe(403);
    const send = await lesend.inject({
      method: 'POST',
      url: api('/mails'),
      payload: { insuranceId: contractId, to: ['a@example.org'], subject: 'x' },
    });
    expect(send.statusCode).toBe(403);
  });
});

describe('mail viewer (spec §4, §7)', () => {
  it('answers the fields of a fetched mail with insurance set for insurer mail', async () => {
    const huk = await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    const response = await view(makler, huk.commId);
    expect(response.statusCode).toBe(200);
    const mail = response.json<MailView>();
    expect(mail.fromAddress).toBe('HUK-COBURG Kfz-Service <kfz-service@huk-coburg.example>');
    expect(mail.insurance?.name).toContain('HUK-COBURG');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ name: 'Schadenabrechnung KS-2025-0107.pdf', mimeType: 'application/pdf' }),
    ]);
    const file = await makler.inject({
      method: 'GET',
      url: `/MSC3/restful/mails/attachment/${huk.commId}/${mail.attachments[0]?.id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Reading marks it read for this user.
    expect((await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung')).unread).toBe(false);
    const mine = (await rows(intern, kfId, '?limit=100')).items.find((r) => r.commId === huk.commId);
    expect(mine?.unread).toBe(true);
  });

  it('a mail of a plain customer has no insurance; a wrong commType or id is refused', async () => {
    const plain = await rowWith(null);
    expect((await view(makler, plain.commId)).json<MailView>().insurance).toBeNull();
    const wrongType = await makler.inject({
      method: 'POST',
      url: '/MSC3/mrsmailviewer',
      payload: { commId: plain.commId, commType: 'sms' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await view(makler, 999_999)).statusCode).toBe(404);
  });

  it('neutralises scripts, event handlers and javascript: links in storage and display', async () => {
    const sent = await makler.inject({
      method: 'POST',
      url: api('/mails'),
      payload: {
        insuranceId: kfId,
        to: ['erika.mustermann@example.com'],
        subject: 'Gefährliches HTML',
        html: '<p onclick="alert(1)">Hallo<script>alert(2)</script><a href="javascript:alert(3)">Link</a><img src="x" onerror="alert(4)"></p>',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { commId } = sent.json<{ commId: number }>();
    const [stored] = await t.database.db.select().from(communications).where(eq(communications.id, commId));
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:']) {
      expect(stored?.bodyHtml).not.toContain(bad);
    }
    expect(stored?.bodyHtml).toContain('Hallo');
    const shown = (await view(makler, commId)).json<MailView>().text;
    expect(shown).not.toContain('script');
  });
});

describe('change subject and delete (spec §5, §8)', () => {
  it('changes a subject (logged) and refuses an empty one', async () => {
    const row = await rowWith('Werkstattbindung');
    const change = (client: Client, subject: string) =>
      client.inject({ method: 'POST', url: api(`/postfach/${row.commId}/subject`), payload: { subject } });
    expect((await change(makler, '   ')).statusCode).toBe(400);
    const changed = await change(makler, 'Werkstattbindung – erledigt');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<KommunikationRow>().subject).toBe('Werkstattbindung – erledigt');
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=kommunikation&recordId=${row.commId}`),
    });
    expect(log.json<AenderungslogVerlaufEintrag[]>()).toEqual([
      expect.objectContaining({
        field: 'betreff',
        oldValue: 'Werkstattbindung',
        newValue: 'Werkstattbindung – erledigt',
      }),
    ]);
  });

  it('deletes an e-mail for this user only: gone for him, still there for the office', async () => {
    const row = await rowWith('Grüne Karte für Urlaubsreise');
    const wrongKind = await makler.inject({ method: 'DELETE', url: api(`/postfach/${row.commId}?kind=talk`) });
    expect(wrongKind.statusCode).toBe(400);
    const deleted = await makler.inject({ method: 'DELETE', url: api(`/postfach/${row.commId}?kind=email`) });
    expect(deleted.statusCode).toBe(200);
    expect((await rows(makler, kfId, '?limit=100')).items.some((r) => r.commId === row.commId)).toBe(false);
    expect((await view(makler, row.commId)).statusCode).toBe(404);
    expect((await rows(intern, kfId, '?limit=100')).items.some((r) => r.commId === row.commId)).toBe(true);
    const [kept] = await t.database.db.select().from(communications).where(eq(communications.id, row.commId));
    expect(kept?.removedAt).toBeNull();
  });
});

describe('composer (issue 11 §3)', () => {
  it('starts a mail to the customer from the template, with scoped suggestions', async () => {
    const response = await makler.inject({ method: 'GET', url: api(`/mails/init?insuranceId=${kfId}&kind=kunde`) });
    expect(response.statusCode).toBe(200);
    const init = response.json<MailInit>();
    expect(init.receiver).toEqual(['erika.mustermann@example.com']);
    expect(init.subject).toBe('Ihre Versicherung KF-4711-0815');
    expect(init.content).toContain('Sehr geehrte Frau Mustermann');
    expect(init.suggestions.map((s) => s.source)).toEqual(expect.arrayContaining(['Kunde', 'Makler']));
  });

  it('forwards with Fwd: and the attachments of the mail', async () => {
    const huk = await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    const init = (
      await makler.inject({
        method: 'GET',
        url: api(`/mails/init?insuranceId=${kfId}&kind=forward-kunde&commId=${huk.commId}`),
      })
    ).json<MailInit>();
    expect(init.subject).toBe('Fwd: Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    expect(init.attachments.map((a) => a.name)).toEqual(['Schadenabrechnung KS-2025-0107.pdf']);
    const sent = await makler.inject({
      method: 'POST',
      url: api('/mails'),
      payload: {
        insuranceId: kfId,
        to: init.receiver,
        subject: init.subject,
        html: init.content,
        forwardOf: huk.commId,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const forwarded = (await rows(makler, kfId)).items.find((r) => r.commId === sent.json<{ commId: number }>().commId);
    expect(forwarded).toMatchObject({ status: 'BEREITGESTELLT', hasAttachment: true, EXTERN: false });
  });

  it('refuses an address that is not one, and a customer of another broker', async () => {
    const bad = await makler.inject({
      method: 'POST',
      url: api('/mails'),
      payload: { insuranceId: kfId, to: ['keine-adresse'], subject: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(['to.0']);
    const foreign = await vermittler.inject({
      method: 'POST',
      url: api('/mails'),
      payload: { insuranceId: wgId, to: ['erika.mustermann@example.com'], subject: 'x' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ fieldErrors: Record<string, string> }>().fieldErrors.to).toMatch(/außerhalb Ihres Bestands/);
  });
});

describe("messages (named route 'ticket')", () => {
  const chat = (client: Client, id: number) =>
    client.inject({ method: 'GET', url: api(`/nachrichten?chatId=${id}&channelId=vertrag`) });
  const write = (client: Client, id: number, text: string) =>
    client.inject({ method: 'POST', url: api('/nachrichten'), payload: { chatId: id, channelId: 'vertrag', text } });

  it('the customer writes from his portal, the broker answers, both read the thread; a notice is queued', async () => {
    const before = await chat(kunde, kfId);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ messages: unknown[] }>().messages).toHaveLength(2);
    const asked = await write(kunde, kfId, 'Brauche ich eine Grüne Karte?');
    expect(asked.statusCode, asked.body).toBe(200);
    const thread = await chat(makler, kfId);
    const messages = thread.json<{
      messages: { text: string; fromCustomer: boolean; own: boolean; author: string }[];
    }>().messages;
    expect(messages.at(-1)).toMatchObject({ fromCustomer: true, own: false, author: 'Erika Mustermann' });
    expect((await write(makler, kfId, 'Nein, in der EU nicht.')).statusCode).toBe(200);
    const seen = (await chat(kunde, kfId)).json<{ messages: { text: string; own: boolean }[] }>().messages;
    expect(seen.at(-1)).toMatchObject({ text: '<p>Nein, in der EU nicht.</p>', own: false });
    const notices = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.notify'));
    expect(notices.map((j) => (j.payload as { to: string }).to)).toEqual([
      'max.makler@example.com',
      'erika.mustermann@example.com',
    ]);
    // The notice says that a message waits, not what it says.
    expect(JSON.stringify(notices.map((j) => j.payload))).not.toContain('Grüne Karte');
  });

  it("another customer's or broker's contract is 404, an empty message 400, a read-only login 403", async () => {
    expect((await chat(kunde, wgId)).statusCode).toBe(404);
    expect((await chat(vermittler, kfId)).statusCode).toBe(404);
    expect((await write(makler, kfId, '   ')).statusCode).toBe(400);
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<{
      items: { id: number }[];
    }>().items[0];
    expect((await write(lesend, own?.id ?? 0, 'Hallo')).statusCode).toBe(403);
  });
});

describe('start page (issue 11 §8)', () => {
  const unread = async (client: Client) =>
    (await client.inject({ method: 'GET', url: api('/start') })).json<{
      unread: { count: { total: number }; items: { commId: number; subject: string | null; category: string }[] };
    }>().unread;

  it('lists received mail until the user opens it; the customer sees the office messages', async () => {
    const before = await unread(intern);
    const first = before.items.find((i) => i.category === 'EMAIL');
    expect(before.count.total).toBeGreaterThan(0);
    expect(first).toBeDefined();
    await intern.inject({
      method: 'POST',
      url: '/MSC3/mrsmailviewer',
      payload: { commId: first?.commId, commType: 'email' },
    });
    const after = await unread(intern);
    expect(after.count.total).toBe(before.count.total - 1);
    expect(after.items.some((i) => i.commId === first?.commId)).toBe(false);
    const customer = await unread(kunde);
    expect(customer.items.every((i) => i.subject !== null)).toBe(true);
    expect(customer.items.map((i) => i.subject)).not.toContain('Brauche ich eine Grüne Karte?');
  });
});

describe("export of the postbox (root 'Postfach')", () => {
  it('writes every item as CSV for German Excel and as XLSX; not for customers', async () => {
    const csv = await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/postfach/export?format=csv`) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Postfach%20KF-4711-0815.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Art;Datum;Betreff;Von/An;Status;Anhang;Quelle;Kundennr.');
    const total = (await rows(makler, kfId)).total;
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.startsWith('Gespräch;') || l.startsWith('E-Mail;'))).toBe(true);
    expect(lines.some((l) => l.includes('senden fehlgeschlagen'))).toBe(true);
    const xlsx = await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/postfach/export?format=xlsx`) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/insurances/${kfId}/postfach/export?format=csv`) })).statusCode,
    ).toBe(403);
    expect(
      (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/postfach/export?format=pdf`) })).statusCode,
    ).toBe(400);
  });
});

describe('an attachment into the archive (issue 11 §4)', () => {
  it('files it as a document of the contract (same file), logged; not for customers, not into the inbox', async () => {
    const huk = await rowWith('Ihre Schadenmeldung KS-2025-0107 – Abrechnung');
    const mail = (await view(makler, huk.commId)).json<MailView>();
    const attachmentId = mail.attachments[0]?.id ?? 0;
    const file = (client: Client, nodeId: string) =>
      client.inject({
        method: 'POST',
        url: api(`/mails/${huk.commId}/attachments/${attachmentId}/archive`),
        payload: { nodeId },
      });
    expect((await file(makler, 'POSTEINGANG')).statusCode).toBe(400);
    expect((await file(kunde, 'SCHADENSUNTERLAGEN')).statusCode).toBe(403);
    expect((await file(vermittler, 'SCHADENSUNTERLAGEN')).statusCode).toBe(404);
    const filed = await file(makler, 'SCHADENSUNTERLAGEN');
    expect(filed.statusCode, filed.body).toBe(200);
    const { documentId, fileId } = filed.json<{ documentId: number; fileId: number }>();
    const download = await makler.inject({
      method: 'GET',
      url: `/download_service/docInfo?nodeId=SCHADENSUNTERLAGEN&idFile=${fileId}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=dokument&recordId=${documentId}`),
    });
    expect(log.json<AenderungslogVerlaufEintrag[]>()).toEqual([
      expect.objectContaining({ field: 'angelegt', newValue: 'Schadenabrechnung KS-2025-0107.pdf (aus E-Mail)' }),
    ]);
  });
});
