import type { ChangeLogEntry, MailInit, MailView, PostboxList, PostboxRow } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications, jobs } from '../../db/schema';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';

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

const postbox = (client: Client, id: number, query = '') =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/postfach${query}`) });
const rows = async (client: Client, id: number, query = '') => (await postbox(client, id, query)).json<PostboxList>();
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
    expect((await postbox(kunde, kfId)).statusCode).toBe(403);
    expect((await postbox(vermittler, kfId)).statusCode).toBe(404);
    expect((await postbox(intern, kfId)).statusCode).toBe(200);
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
    expect(changed.json<PostboxRow>().subject).toBe('Werkstattbindung – erledigt');
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=kommunikation&recordId=${row.commId}`),
    });
    expect(log.json<ChangeLogEntry[]>()).toEqual([
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

describe('mail to the participants of an appointment (termine §2.1 mailcomposer-appointment)', () => {
  const saveTermin = (client: Client, payload: Record<string, unknown>) =>
    client.inject({ method: 'POST', url: api('/calendarService/termine'), payload });
  const init = (client: Client, query: string) => client.inject({ method: 'GET', url: api(`/mails/init?${query}`) });
  const erikaTermin = async (overrides: Record<string, unknown> = {}) => {
    const erikaId = await customerIdByNummer(intern, 'KF-4711-0815');
    const saved = await saveTermin(makler, {
      art: 'TERMIN',
      label: 'Beratung',
      begin: '15.03.2027 10:00',
      end: '15.03.2027 11:00',
      bereich: 'VersVertrag',
      bereichId: kfId,
      participants: [
        {
          customerId: erikaId,
          name: 'Erika Mustermann',
          email: 'erika.mustermann@example.com',
          rolle: 'TEILNEHMER',
          canChange: false,
          alarmMail: false,
          alarmMsc: false,
          alarmDailyMail: false,
        },
      ],
      ...overrides,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ sid: number }>().sid;
  };

  it('starts the invitation: the participants but the viewer, the subject and the when and where', async () => {
    const sid = await erikaTermin({ place: 'Büro <Köln> & Co', text: '<p>Unterlagen <b>mitbringen</b></p>' });
    const response = await init(makler, `insuranceId=${kfId}&kind=termin&termin=${sid}`);
    expect(response.statusCode, response.body).toBe(200);
    const mail = response.json<MailInit>();
    expect(mail.receiver).toEqual(['erika.mustermann@example.com']);
    expect(mail.subject).toBe('Termin: Beratung am 15.03.2027 um 10:00');
    expect(mail.toCompany).toBe(false);
    expect(mail.content).toContain('<p>Guten Tag,</p>');
    expect(mail.content).toContain('hiermit erhalten Sie die Angaben zu unserem Termin:');
    expect(mail.content).toContain('Wann: 15.03.2027, 10:00–11:00 Uhr');
    expect(mail.content).toContain('Wo: Büro &#60;Köln&#62; &#38; Co');
    expect(mail.content).toContain('Unterlagen <b>mitbringen</b>');
    expect(mail.content).toContain('Mit freundlichen Grüßen');
  });

  it('names only the day of an appointment over the whole day', async () => {
    const sid = await erikaTermin({ fullDay: true, begin: '16.03.2027 00:00', end: '16.03.2027 23:59' });
    const mail = (await init(makler, `insuranceId=${kfId}&kind=termin&termin=${sid}`)).json<MailInit>();
    expect(mail.subject).toBe('Termin: Beratung am 16.03.2027');
    expect(mail.content).toContain('Wann: 16.03.2027, ganztägig');
    expect(mail.content).not.toContain('Wo:');
  });

  it('refuses a missing appointment (400), another contract (422) and one the login does not see (404)', async () => {
    const missing = await init(makler, `insuranceId=${kfId}&kind=termin`);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Der Termin fehlt.');
    const sid = await erikaTermin();
    const [hrId] = await contractIds(makler, ['HR-55501'] as const);
    const other = await init(makler, `insuranceId=${hrId}&kind=termin&termin=${sid}`);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json<{ message: string }>().message).toBe('Der Termin gehört nicht zu dieser Versicherung.');
    const hidden = await erikaTermin({ private: true });
    const notSeen = await init(intern, `insuranceId=${kfId}&kind=termin&termin=${hidden}`);
    expect(notSeen.statusCode, notSeen.body).toBe(404);
    expect(notSeen.json<{ message: string }>().message).toBe('Der Termin wurde nicht gefunden.');
    expect((await init(makler, `insuranceId=${kfId}&kind=termin&termin=999999`)).statusCode).toBe(404);
  });
});

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
    expect(log.json<ChangeLogEntry[]>()).toEqual([
      expect.objectContaining({ field: 'angelegt', newValue: 'Schadenabrechnung KS-2025-0107.pdf (aus E-Mail)' }),
    ]);
  });
});
