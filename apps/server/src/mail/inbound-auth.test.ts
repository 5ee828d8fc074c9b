import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  communicationAttachments,
  communications,
  companies,
  companyContacts,
  contracts,
  customers,
  documents,
} from '../db/schema';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { startInboundListener } from './inbound';
import { checkSender, confirmsAddress, type DNSResolver, trustedRelayList } from './inbound-auth';

/**
 * Issue 35 item 4: inbound mail trusted its From header. Here the listener trusts no relay and asks a
 * fake DNS (no network on the test machine): TXT records for SPF and DMARC and a DKIM key.
 */
let t: TestApp;
let listener: Awaited<ReturnType<typeof startInboundListener>>;
let erikaEmail: string;
let erikaId: number;
let kfId: number;
let hukContactEmail: string;
const quiet = { info: () => undefined, warn: () => undefined };

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyRecord = (k: typeof keys) =>
  `v=DKIM1; k=rsa; p=${k.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const otherPrivateKey = otherKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The DNS the listener sees: set per test; `dead` never answers. */
let dns: Record<string, string[]> = {};
let dead = false;
const questions: string[] = [];
const fakeResolver: DNSResolver = (name, rrtype) => {
  questions.push(`${rrtype} ${name}`);
  if (dead) {
    return new Promise(() => undefined);
  }
  const records = dns[`${rrtype} ${name.toLowerCase()}`];
  if (!records) {
    return Promise.reject(Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
  }
  return Promise.resolve(rrtype === 'TXT' ? records.map((r) => [r]) : records);
};

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
      // A relay elsewhere: the test's own connections (127.0.0.1) are checked.
      trustedRelays: ['10.20.0.0/16'],
      resolver: fakeResolver,
      checkTimeoutMs: 500,
    },
    quiet,
  );
  const [kf] = await t.database.db.select().from(contracts).where(eq(contracts.nummer, 'KF-4711-0815'));
  kfId = kf?.id ?? 0;
  erikaId = kf?.customerId ?? 0;
  const [erika] = await t.database.db.select().from(customers).where(eq(customers.id, erikaId));
  erikaEmail = erika?.email ?? '';
  const [contact] = await t.database.db
    .select({ email: companyContacts.email })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(eq(companies.id, kf?.gesellschaftId ?? 0))
    .limit(1);
  hukContactEmail = contact?.email ?? '';
});
afterAll(async () => {
  await listener.close();
  await t.close();
});
beforeEach(() => {
  dns = {};
  dead = false;
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

async function mailWithSubject(subject: string) {
  const rows = await t.database.db.select().from(communications).where(eq(communications.subject, subject));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof communications.$inferSelect;
}

const inboxDocuments = (bezeichnung: string) =>
  t.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.bezeichnung, bezeichnung), eq(documents.nodeId, 'POSTEINGANG')));

type List = { items: { commId: number; subject: string | null; absenderNichtBestaetigt: boolean }[] };
const unassigned = async (client: Client) =>
  (await client.inject({ method: 'GET', url: '/MSC3/restful/postfach/unassigned' })).json<List>().items;

describe('inbound mail checks its sender (issue 35 item 4)', () => {
  it("does not file a forged customer's mail under her: unassigned for internal staff, marked, attachment not in her inbox", async () => {
    expect(erikaEmail).toBe('erika.mustermann@example.com');
    const subject = 'KF-4711-0815 bitte IBAN ändern';
    await send({
      envelope: { from: 'a@evil.example', to: ['buero@maklerwerk.example'] },
      from: `Erika Mustermann <${erikaEmail}>`,
      subject,
      text: 'Neue IBAN: DE02 1203 0000 0000 2020 51',
      attachments: [{ filename: 'Neue-IBAN.pdf', content: Buffer.from('%PDF-1.4\n% IBAN\n') }],
    });
    const mail = await mailWithSubject(subject);
    expect(mail).toMatchObject({
      contractId: null,
      customerId: null,
      brokerId: null,
      companyId: null,
      absenderBestaetigt: false,
      fromAddress: erikaEmail,
    });
    // The attachment stays on the mail, and nowhere in a Posteingang.
    const files = await t.database.db
      .select()
      .from(communicationAttachments)
      .where(eq(communicationAttachments.communicationId, mail.id));
    expect(files.map((f) => f.fileName)).toEqual(['Neue-IBAN.pdf']);
    expect(await inboxDocuments('Neue-IBAN')).toEqual([]);
    // The DNS was asked (SPF of the envelope domain, DMARC of the From domain).
    expect(questions).toContain('TXT evil.example');
    expect(questions).toContain('TXT _dmarc.example.com');

    const [intern, makler] = await Promise.all([loginAs(t.app, 'intern'), loginAs(t.app, 'makler')]);
    expect((await unassigned(intern)).find((i) => i.commId === mail.id)).toMatchObject({
      absenderNichtBestaetigt: true,
    });
    // Not the customer's broker's: nobody's mail is for internal staff.
    expect((await unassigned(makler)).some((i) => i.commId === mail.id)).toBe(false);
    const viewer = await intern.inject({
      method: 'POST',
      url: '/MSC3/mrsmailviewer',
      payload: { commId: mail.id, commType: 'email' },
    });
    expect(viewer.json()).toMatchObject({ absenderNichtBestaetigt: true, insuranceId: null, insurance: null });
    // Staff who checked it may still file it on a contract; the postbox keeps the mark.
    const assigned = await intern.inject({
      method: 'POST',
      url: `/MSC3/restful/postfach/${mail.id}/assign`,
      payload: { insuranceId: kfId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const postbox = await intern.inject({ method: 'GET', url: `/MSC3/restful/insurances/${kfId}/postfach` });
    type Rows = { items: { commId: number; absenderNichtBestaetigt: boolean }[] };
    const rows = postbox.json<Rows>().items;
    expect(rows.find((r) => r.commId === mail.id)).toMatchObject({ absenderNichtBestaetigt: true });
    expect(rows.filter((r) => r.commId !== mail.id).every((r) => !r.absenderNichtBestaetigt)).toBe(true);
  });

  it("does not file a forged insurer contact's mail on the contract, even when the attacker's own domain passes SPF", async () => {
    expect(hukContactEmail).not.toBe('');
    const contactDomain = hukContactEmail.split('@')[1] ?? '';
    dns = { 'TXT evil.example': ['v=spf1 ip4:127.0.0.1 -all'] };
    const subject = 'Vertrag KF-4711-0815: Beitragsrückerstattung';
    await send({
      envelope: { from: 'bounce@evil.example', to: ['buero@maklerwerk.example'] },
      from: `HUK-COBURG <${hukContactEmail}>`,
      subject,
      attachments: [{ filename: 'Erstattung.pdf', content: Buffer.from('%PDF-1.4\n% Erstattung\n') }],
    });
    expect(await mailWithSubject(subject)).toMatchObject({
      contractId: null,
      customerId: null,
      companyId: null,
      absenderBestaetigt: false,
    });
    expect(await inboxDocuments('Erstattung')).toEqual([]);
    expect(questions).toContain(`TXT _dmarc.${contactDomain}`);
  });

  it('does not trust a DKIM signature whose key is not the one the From domain publishes', async () => {
    dns = { 'TXT mw2026._domainkey.example.com': [publicKeyRecord(keys)] };
    const subject = 'KF-4711-0815 falsch signiert';
    await send({
      envelope: { from: 'a@evil.example', to: ['buero@maklerwerk.example'] },
      from: `Erika Mustermann <${erikaEmail}>`,
      subject,
      dkim: { domainName: 'example.com', keySelector: 'mw2026', privateKey: otherPrivateKey },
    });
    expect(await mailWithSubject(subject)).toMatchObject({
      contractId: null,
      customerId: null,
      absenderBestaetigt: false,
    });
  });

  it('files a mail signed with the From domain’s DKIM key on the contract, attachment in her inbox', async () => {
    dns = {
      'TXT mw2026._domainkey.example.com': [publicKeyRecord(keys)],
      'TXT _dmarc.example.com': ['v=DMARC1; p=reject'],
    };
    const subject = 'KF-4711-0815 Frage zur Rechnung';
    await send({
      // Sent through her provider: the envelope is not hers, the signature is.
      envelope: { from: 'bounces@mailer.example.net', to: ['buero@maklerwerk.example'] },
      from: `Erika Mustermann <${erikaEmail}>`,
      subject,
      text: 'Anbei das Schreiben.',
      attachments: [{ filename: 'Schreiben-Erika.pdf', content: Buffer.from('%PDF-1.4\n% Schreiben\n') }],
      dkim: { domainName: 'example.com', keySelector: 'mw2026', privateKey },
    });
    expect(await mailWithSubject(subject)).toMatchObject({
      contractId: kfId,
      customerId: erikaId,
      absenderBestaetigt: true,
    });
    expect(await inboxDocuments('Schreiben-Erika')).toEqual([
      expect.objectContaining({ customerId: erikaId, contractId: null }),
    ]);
  });

  it('files a mail whose envelope domain is the From domain and passes SPF (no DMARC record)', async () => {
    dns = { 'TXT example.com': ['v=spf1 ip4:127.0.0.0/8 -all'] };
    const subject = 'Frage per SPF';
    await send({
      envelope: { from: erikaEmail, to: ['buero@maklerwerk.example'] },
      from: erikaEmail,
      subject,
    });
    expect(await mailWithSubject(subject)).toMatchObject({ customerId: erikaId, absenderBestaetigt: true });
  });

  it('does not hang on a dead DNS: the mail is taken within the time limit, unconfirmed', async () => {
    dead = true;
    const subject = 'KF-4711-0815 bei totem DNS';
    const started = Date.now();
    await send({
      envelope: { from: erikaEmail, to: ['buero@maklerwerk.example'] },
      from: erikaEmail,
      subject,
      dkim: { domainName: 'example.com', keySelector: 'mw2026', privateKey },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await mailWithSubject(subject)).toMatchObject({
      contractId: null,
      customerId: null,
      absenderBestaetigt: false,
    });
  });
});

describe('sender check parts', () => {
  it('trusts relays by address and network, IPv4 (also IPv4-in-IPv6) and IPv6', () => {
    const trusted = trustedRelayList(['10.0.0.25', '192.168.10.0/24', '2001:db8::/32', '::1']);
    expect(trusted('10.0.0.25')).toBe(true);
    expect(trusted('::ffff:10.0.0.25')).toBe(true);
    expect(trusted('192.168.10.77')).toBe(true);
    expect(trusted('192.168.11.1')).toBe(false);
    expect(trusted('2001:db8::25')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedRelayList([])('127.0.0.1')).toBe(false);
  });

  it('confirms only an address of the domain that passed', () => {
    expect(confirmsAddress({ confirmed: true, via: 'dmarc', fromDomain: 'example.com' }, 'erika@example.com')).toBe(
      true,
    );
    expect(confirmsAddress({ confirmed: true, via: 'dmarc', fromDomain: 'evil.example' }, 'erika@example.com')).toBe(
      false,
    );
    expect(confirmsAddress({ confirmed: true, via: 'relay' }, 'erika@example.com')).toBe(true);
    expect(confirmsAddress({ confirmed: false, reason: 'DMARC fail' }, 'erika@example.com')).toBe(false);
  });

  it('treats two From addresses and a DNS error as unconfirmed', async () => {
    const message = Buffer.from(
      'From: a@example.com, b@example.com\r\nTo: buero@maklerwerk.example\r\nSubject: x\r\n\r\nHallo\r\n',
    );
    const spfPass: DNSResolver = async (name, rrtype) => {
      if (rrtype === 'TXT' && name === 'example.com') {
        return [['v=spf1 ip4:198.51.100.0/24 -all']];
      }
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const session = { ip: '198.51.100.7', helo: 'mail.example.com', mailFrom: 'a@example.com' };
    const options = { trustedRelay: () => false };
    expect(await checkSender(message, session, { ...options, resolver: spfPass })).toMatchObject({ confirmed: false });
    const single = Buffer.from('From: a@example.com\r\nTo: buero@maklerwerk.example\r\nSubject: x\r\n\r\nHallo\r\n');
    expect(await checkSender(single, session, { ...options, resolver: spfPass })).toEqual({
      confirmed: true,
      via: 'dmarc',
      fromDomain: 'example.com',
    });
    const failing: DNSResolver = async () => {
      throw Object.assign(new Error('ESERVFAIL'), { code: 'ESERVFAIL' });
    };
    expect(await checkSender(single, session, { ...options, resolver: failing })).toMatchObject({ confirmed: false });
  });
});
