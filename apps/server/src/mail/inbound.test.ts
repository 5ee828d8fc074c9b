import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationAttachments, communications, companies, contracts, customers, documents } from '../db/schema';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { acceptsRecipient, INBOUND_TEXTS, policyNumberCandidates, startInboundListener } from './inbound';

let t: TestApp;
let listener: Awaited<ReturnType<typeof startInboundListener>>;
let hukEmail: string;
let kfId: number;
let erikaId: number;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  listener = await startInboundListener(
    {
      db: t.database.db,
      blobStore: t.app.ctx.blobStore,
      port: 0,
      host: '127.0.0.1',
      domains: ['maklerwerk.example'],
      maxMb: 1,
      // The office's relay checked SPF/DKIM/DMARC (decision 0041); inbound-auth.test.ts checks them here.
      trustedRelays: ['127.0.0.1'],
    },
    quiet,
  );
  const [huk] = await t.database.db.select().from(companies).where(eq(companies.kurzname, 'HUK-COBURG'));
  hukEmail = huk?.email ?? '';
  const [kf] = await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'KF-4711-0815'));
  kfId = kf?.id ?? 0;
  erikaId = kf?.customerId ?? 0;
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

function send(message: Mail.Options) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: listener.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ to: 'buero@maklerwerk.example', ...message });
}

async function lastMail() {
  const rows = await t.database.db.select().from(communications).orderBy(communications.id);
  return rows[rows.length - 1];
}

describe('inbound mail (issue 11 §2)', () => {
  it("files an insurer's mail on the contract whose policy number it names, attachment to the Posteingang", async () => {
    expect(hukEmail).not.toBe('');
    await send({
      from: `HUK-COBURG <${hukEmail}>`,
      subject: 'Ihr Vertrag KF-4711-0815: neue Beitragsrechnung',
      text: 'Sehr geehrte Damen und Herren, anbei die Rechnung.',
      attachments: [{ filename: 'Rechnung.pdf', content: Buffer.from('%PDF-1.4\n% Rechnung\n') }],
    });
    const mail = await lastMail();
    expect(mail).toMatchObject({
      contractId: kfId,
      customerId: erikaId,
      extern: true,
      category: 'EMAIL',
      absenderBestaetigt: true,
    });
    expect(mail?.companyId).not.toBeNull();
    expect(mail?.bodyHtml).toContain('anbei die Rechnung');
    const files = await t.database.db
      .select()
      .from(communicationAttachments)
      .where(eq(communicationAttachments.communicationId, mail?.id ?? 0));
    expect(files.map((f) => f.fileName)).toEqual(['Rechnung.pdf']);
    const inbox = await t.database.db.select().from(documents).where(eq(documents.bezeichnung, 'Rechnung'));
    expect(inbox).toEqual([expect.objectContaining({ nodeId: 'POSTEINGANG', customerId: erikaId, contractId: null })]);
  });

  it("files a customer's mail without a number to him, and an unknown sender's unassigned", async () => {
    const [erika] = await t.database.db.select().from(customers).where(eq(customers.id, erikaId));
    await send({
      from: erika?.email ?? '',
      subject: 'Frage',
      html: '<p onclick="x()">Hallo<script>alert(1)</script></p>',
    });
    const own = await lastMail();
    expect(own).toMatchObject({ contractId: null, customerId: erikaId, companyId: null });
    expect(own?.bodyHtml).toBe('<p>Hallo</p>');
    await send({ from: 'fremd@example.net', subject: 'Werbung KF-4711-0815' });
    // A number alone is not enough: the sender is neither the customer nor the insurer.
    expect(await lastMail()).toMatchObject({ contractId: null, customerId: null, brokerId: null });
  });

  it("lists mail on no contract for its office; the broker files it on one of the customer's contracts", async () => {
    const [makler, intern, vermittler] = await Promise.all([
      loginAs(t.app, 'makler'),
      loginAs(t.app, 'intern'),
      loginAs(t.app, 'vermittler'),
    ]);
    type List = { items: { commId: number; subject: string | null; kunde: { id: number } | null }[] };
    const list = async (client: Client) =>
      (await client.inject({ method: 'GET', url: '/MSC3/restful/postfach/unassigned' })).json<List>().items;
    const own = await list(makler);
    const frage = own.find((i) => i.subject === 'Frage');
    expect(frage?.kunde?.id).toBe(erikaId);
    // Nobody's mail (unknown sender) is for internal staff only.
    expect(own.some((i) => i.subject === 'Werbung KF-4711-0815')).toBe(false);
    expect((await list(intern)).some((i) => i.subject === 'Werbung KF-4711-0815')).toBe(true);
    expect((await list(vermittler)).some((i) => i.subject === 'Frage')).toBe(false);
    const assign = (client: Client, commId: number, insuranceId: number) =>
      client.inject({ method: 'POST', url: `/MSC3/restful/postfach/${commId}/assign`, payload: { insuranceId } });
    const [other] = await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'PH-1000200'));
    const wrong = await assign(makler, frage?.commId ?? 0, other?.id ?? 0);
    expect(wrong.statusCode).toBe(422);
    expect((await assign(vermittler, frage?.commId ?? 0, kfId)).statusCode).toBe(404);
    const filed = await assign(makler, frage?.commId ?? 0, kfId);
    expect(filed.statusCode, filed.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(communications)
      .where(eq(communications.id, frage?.commId ?? 0));
    expect(row?.contractId).toBe(kfId);
    expect((await list(makler)).some((i) => i.commId === frage?.commId)).toBe(false);
    expect((await assign(makler, frage?.commId ?? 0, kfId)).statusCode).toBe(404);
  });

  it('refuses other domains (no open relay) and mail over the limit, with German texts', async () => {
    const before = (await lastMail())?.id;
    await expect(send({ from: 'a@example.net', to: 'jemand@example.org', subject: 'Relay?' })).rejects.toThrow(
      INBOUND_TEXTS.relay,
    );
    await expect(send({ from: 'a@example.net', subject: 'Groß', text: 'x'.repeat(1024 * 1024 + 10) })).rejects.toThrow(
      /zu groß/,
    );
    expect((await lastMail())?.id).toBe(before);
  });

  it('finds policy-number candidates and checks the recipient domain', () => {
    expect(policyNumberCandidates('Vertrag kf-4711-0815, Schaden KS-2025-0107.')).toEqual([
      'KF-4711-0815',
      'KS-2025-0107',
    ]);
    expect(policyNumberCandidates('Hallo Welt')).toEqual([]);
    expect(acceptsRecipient('Buero@Maklerwerk.Example', ['maklerwerk.example'])).toBe(true);
    expect(acceptsRecipient('a@evil.example', ['maklerwerk.example'])).toBe(false);
  });
});
