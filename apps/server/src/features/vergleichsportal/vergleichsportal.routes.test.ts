import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  ContractDetails,
  DeeplinkList,
  ExternalAccessList,
  Kundenzugang,
  PortalHandover,
} from '@maklerwerk/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, portalUebergaben } from '../../db/schema';
import { signDownloadToken } from '../../files/download-token';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { portalTokenSecret } from './portal-token';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let lvId: number;
let hrId: number;
let phId: number;
let erikaId: number;
let hansId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId, lvId, hrId, phId] = await contractIds(intern, [
    'KF-4711-0815',
    'LV-2024-000123',
    'HR-55501',
    'PH-1000200',
  ] as const);
  erikaId = await customerIdByNummer(intern, 'KF-4711-0815');
  hansId = await customerIdByNummer(intern, 'PH-1000200');
});
afterAll(async () => {
  await t.close();
});

const portalsOf = async (client: Client, id: number) => {
  const response = await client.inject({ method: 'GET', url: api(`/insurances/${id}/externalAccess`) });
  return { status: response.statusCode, body: response.json<ExternalAccessList>() };
};
const open = (client: Client, body: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/externalAccess/open'), payload: body });
const handover = (token: string) =>
  t.app.inject({ method: 'GET', url: api(`/vergleichsrechner/uebergabe?token=${encodeURIComponent(token)}`) });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';

describe('external-access entries of a contract', () => {
  it('lists the portals whose Sparten fit the contract; an empty list fits every contract', async () => {
    const hr = await portalsOf(makler, hrId);
    expect(hr.status).toBe(200);
    expect(hr.body.entries.map((e) => e.itemLabel)).toEqual(['Hausrat-Vergleich', 'Angebotszentrale Gewerbe']);
    expect((await portalsOf(makler, kfId)).body.entries.map((e) => e.itemLabel)).toEqual([
      'Kfz-Vergleich',
      'Angebotszentrale Gewerbe',
    ]);
    expect((await portalsOf(makler, phId)).body.entries.map((e) => e.itemLabel)).toEqual(['Angebotszentrale Gewerbe']);
    const entry = hr.body.entries[0];
    expect(entry).toMatchObject({ path: 'vergleich/hausrat', askOptions: true, actionLabel: 'Vergleich öffnen' });
    expect(entry?.labelHtml).toBe('<b>Hausrat-Vergleich</b> <small>über 80 Tarife</small>');
  });

  it('sanitises labelHtml', async () => {
    const { vergleichsportale } = await import('../../db/schema');
    await t.database.db
      .update(vergleichsportale)
      .set({ labelHtml: '<b onclick="x()">Kfz</b><script>alert(1)</script><a href="javascript:x">l</a>' })
      .where(eq(vergleichsportale.toolLabel, 'kfz-vergleich'));
    const kfz = (await portalsOf(makler, kfId)).body.entries[0];
    expect(kfz?.labelHtml).toBe('<b>Kfz</b>l');
  });

  it('customers get 403, another broker’s contract 404; the full list is office only', async () => {
    expect((await portalsOf(kunde, hrId)).status).toBe(403);
    expect((await portalsOf(vermittler, hrId)).status).toBe(404);
    expect((await kunde.inject({ method: 'GET', url: api('/vergleichsrechner') })).statusCode).toBe(403);
    const all = await lesend.inject({ method: 'GET', url: api('/vergleichsrechner') });
    expect(all.statusCode).toBe(200);
    expect(all.json<ExternalAccessList>().entries).toHaveLength(3);
  });
});

describe('open external access', () => {
  it('hands over the customer data by the field mapping, records the handover and the change log', async () => {
    const response = await open(makler, {
      path: 'vergleich/hausrat',
      vertragId: hrId,
      options: { userAnonymous: false, kundendaten: true },
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/beratung\/vergleichsrechner\/hausrat-vergleich\?path=vergleich%2Fhausrat&token=/);
    expect(url).not.toContain('mw_session');
    const received = await handover(tokenOf(url));
    expect(received.statusCode).toBe(200);
    const body = received.json<PortalHandover>();
    expect(body.anonym).toBe(false);
    expect(Object.fromEntries(body.parameters.map((p) => [p.name, p.value]))).toEqual({
      vn_anrede: 'Frau',
      vn_vorname: 'Erika',
      vn_name: 'Mustermann',
      vn_geburtsdatum: '1964-08-12',
      vn_strasse: 'Musterstraße',
      vn_hausnummer: '1',
      risiko_plz: '10115',
      risiko_ort: 'Berlin',
      sparte: 'Hausrat',
      vorversicherer: 'ERGO',
      vorvertrag_nr: 'HR-55501',
      beitrag_jahr: '98.50',
    });
    const [row] = await t.database.db
      .select()
      .from(portalUebergaben)
      .where(eq(portalUebergaben.contractId, hrId))
      .orderBy(desc(portalUebergaben.id))
      .limit(1);
    expect(row).toMatchObject({ anonym: false, customerId: erikaId, createdByUserId: makler.me.user.id });
    expect(row?.payload.vn_name).toBe('Mustermann');
    const [log] = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.recordType, 'versicherung'),
          eq(changeLog.recordId, hrId),
          eq(changeLog.field, 'portalUebergabe'),
        ),
      )
      .orderBy(desc(changeLog.id))
      .limit(1);
    expect(log?.newValue).toBe(
      'Hausrat-Vergleich (mit Kundendaten): beitrag_jahr, risiko_ort, risiko_plz, sparte, vn_anrede, vn_geburtsdatum, vn_hausnummer, vn_name, vn_strasse, vn_vorname, vorversicherer, vorvertrag_nr',
    );
  });

  it('anonymised: no name, street, house number or policy number reach the portal', async () => {
    const response = await open(makler, {
      path: 'vergleich/kfz',
      vertragId: kfId,
      options: { userAnonymous: true, kundendaten: true },
    });
    expect(response.statusCode).toBe(200);
    const body = (await handover(tokenOf(response.json<{ url: string }>().url))).json<PortalHandover>();
    expect(body.anonym).toBe(true);
    const params = Object.fromEntries(body.parameters.map((p) => [p.name, p.value]));
    expect(Object.keys(params).sort()).toEqual(
      ['beginn', 'beitrag', 'halter_geburtsdatum', 'halter_ort', 'halter_plz', 'vorversicherer', 'zahlweise'].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/Erika|Mustermann|Musterstraße|KF-4711/);
    const [row] = await t.database.db
      .select()
      .from(portalUebergaben)
      .where(eq(portalUebergaben.contractId, kfId))
      .orderBy(desc(portalUebergaben.id))
      .limit(1);
    expect(row?.anonym).toBe(true);
    expect(JSON.stringify(row?.payload)).not.toContain('Mustermann');
  });

  it('refuses customers and read-only logins (403), a portal not fitting the contract (404), nothing written', async () => {
    const before = (await t.database.db.select().from(portalUebergaben)).length;
    const body = { path: 'vergleich/hausrat', vertragId: hrId, options: { userAnonymous: true, kundendaten: true } };
    expect((await open(kunde, body)).statusCode).toBe(403);
    expect((await open(makler, { ...body, vertragId: lvId })).statusCode).toBe(404);
    expect((await open(vermittler, body)).statusCode).toBe(404);
    expect((await t.database.db.select().from(portalUebergaben)).length).toBe(before);
  });

  it('a read-only login in scope may list the portals but not open one: 403 READ_ONLY', async () => {
    const list = await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') });
    const id = list.json<{ items: { id: number }[] }>().items[0]?.id as number;
    expect(id).toBeGreaterThan(0);
    expect((await portalsOf(lesend, id)).status).toBe(200);
    const response = await open(lesend, { path: 'angebot/gewerbe', vertragId: id });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('READ_ONLY');
  });

  it('an expired, forged or download token is refused', async () => {
    const { url } = (
      await open(makler, {
        path: 'angebot/gewerbe',
        vertragId: phId,
        options: { userAnonymous: true, kundendaten: true },
      })
    ).json<{ url: string }>();
    const token = tokenOf(url);
    expect((await handover(token)).statusCode).toBe(200);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await handover(forged)).statusCode).toBe(404);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { d: number; v: number; u: number };
    const secret = await portalTokenSecret(t.database.db);
    const expired = signDownloadToken(
      secret,
      { documentId: claims.d, versionNo: claims.v, userId: claims.u },
      { now: () => Date.now() - 3600_000 },
    );
    const response = await handover(expired);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Der Link ist ungültig oder abgelaufen.');
    const other = signDownloadToken('another-secret', { documentId: claims.d, versionNo: claims.v, userId: claims.u });
    expect((await handover(other)).statusCode).toBe(404);
  });
});

describe('Softfair order form', () => {
  const form = {
    vorname: 'Max',
    nachname: 'Makler',
    strasse: 'Maklerweg 7',
    plz: '10117',
    ort: 'Berlin',
    telefon: '030 1234567',
    bank: 'Commerzbank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    kontoinhaber: 'Max Makler',
  };
  const post = (client: Client, body: unknown) =>
    client.inject({ method: 'POST', url: api('/get_softfair_form'), payload: body as Record<string, unknown> });

  it('answers a PDF with the values and the broker’s company', async () => {
    const response = await post(makler, form);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'softfair-'));
    const file = path.join(dir, 'form.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const value of [
      'Max Makler Versicherungsmakler GmbH',
      'Maklerweg 7',
      '10117 Berlin',
      '030 1234567',
      'Commerzbank',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
    ]) {
      expect(text).toContain(value);
    }
    const firma = await makler.inject({ method: 'GET', url: api('/softfair/firma') });
    expect(firma.json()).toEqual({ firma: 'Max Makler Versicherungsmakler GmbH' });
  });

  it('a wrong IBAN → 400 with the German message at the field; customers 403', async () => {
    const response = await post(makler, { ...form, iban: 'DE88370400440532013000' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.iban).toMatch(/IBAN|Prüfziffer/);
    expect(body.message).toBe(body.fieldErrors.iban);
    expect((await post(makler, { ...form, plz: '1234' })).json().fieldErrors.plz).toBeTruthy();
    expect((await post(kunde, form)).statusCode).toBe(403);
  });
});

describe('customer access link (mrskundenzugang)', () => {
  const link = (client: Client, id: number, type = 'KUNDE') =>
    client.inject({ method: 'GET', url: `/MSC3/mrskundenzugang?userType=${type}&userid=${id}` });

  it('office in scope: the in-app path of the customer with a login; no login → no link', async () => {
    const erika = await link(makler, erikaId);
    expect(erika.statusCode).toBe(200);
    expect(erika.json<Kundenzugang>()).toEqual({ link: `/home/kunden/${erikaId}` });
    expect((await link(makler, hansId)).json<Kundenzugang>()).toEqual({ link: null });
    expect((await link(intern, erikaId)).json<Kundenzugang>().link).toBe(`/home/kunden/${erikaId}`);
  });

  it('out of scope 404; a customer only his own; bad userType 400', async () => {
    expect((await link(vermittler, erikaId)).statusCode).toBe(404);
    expect((await link(kunde, erikaId)).json<Kundenzugang>().link).toBe(`/home/kunden/${erikaId}`);
    expect((await link(kunde, hansId)).statusCode).toBe(404);
    expect((await link(makler, erikaId, 'MAKLER')).statusCode).toBe(400);
  });
});

describe('Versicherungsportal deeplinks', () => {
  it('HUK and Allianz contracts have links with the policy number; others none', async () => {
    const details = async (id: number) =>
      (await makler.inject({ method: 'GET', url: api(`/insurances/${id}/details`) })).json<ContractDetails>();
    expect((await details(kfId)).isDeeplinkAvailable).toBe(true);
    expect((await details(lvId)).isDeeplinkAvailable).toBe(true);
    expect((await details(hrId)).isDeeplinkAvailable).toBe(false);
    const links = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/deeplinks`) })
    ).json<DeeplinkList>();
    expect(links).toEqual({
      gesellschaft: 'HUK-COBURG',
      links: [
        { label: 'Vertrag im HUK-Maklerportal', url: 'https://portal.huk-coburg.example/vertrag?nr=KF-4711-0815' },
        { label: 'Schaden melden bei der HUK', url: 'https://portal.huk-coburg.example/schaden/neu?vsnr=KF-4711-0815' },
      ],
    });
    const none = (
      await makler.inject({ method: 'GET', url: api(`/insurances/${hrId}/deeplinks`) })
    ).json<DeeplinkList>();
    expect(none.links).toEqual([]);
    expect((await vermittler.inject({ method: 'GET', url: api(`/insurances/${kfId}/deeplinks`) })).statusCode).toBe(
      404,
    );
  });
});
