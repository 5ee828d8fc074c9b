import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AenderungslogPage,
  addIsoDays,
  contractPartRecordTypes,
  defaultAenderungslogDatum,
  TABLE_PAGE_SIZES,
  todayInGermany,
} from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let kfId: number;
let otherId: number;
const today = todayInGermany();
const longAgo = addIsoDays(today, -365);

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
  [kfId] = await contractIds(makler, ['KF-4711-0815'] as const);
  // A contract of another customer than Erika.
  const other = await t.database.db.execute<{ id: number }>(
    sql`SELECT c.id FROM contracts c WHERE c.customer_id <> ${kunde.me.user.customerId ?? 0} ORDER BY c.id LIMIT 1`,
  );
  otherId = Number(other.rows[0]?.id);
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, string | number | boolean | undefined>;
const qs = (q: Query) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
const page = (client: Client, q: Query) => client.inject({ method: 'GET', url: api(`/changelog/eintraege?${qs(q)}`) });
const vers = (client: Client, q: Query = {}) => page(client, { typ: 'vers', versVetragId: kfId, ...q });
const office = (client: Client, q: Query = {}) =>
  client.inject({ method: 'GET', url: api(`/changelog/buero?${qs(q)}`) });

describe('the vers page (spec 2.5)', () => {
  it('reads the demo log newest first, 25 per page, with the capped count', async () => {
    const first = (await vers(makler, { datum: longAgo })).json<AenderungslogPage>();
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.totalCapped).toBe(false);
    expect(first.items).toHaveLength(25);
    const second = (await vers(makler, { datum: longAgo, offset: 25 })).json<AenderungslogPage>();
    expect(second.items).toHaveLength(first.total - 25);
    const all = [...first.items, ...second.items].map((r) => r.datum);
    expect(all).toEqual([...all].sort().reverse());
  });

  it('pages by every table page size a user may set (spec 3.10), and refuses more than 100', async () => {
    const all = (await vers(makler, { datum: longAgo, limit: 100 })).json<AenderungslogPage>();
    for (const limit of TABLE_PAGE_SIZES) {
      const response = await vers(makler, { datum: longAgo, limit });
      expect(response.statusCode).toBe(200);
      const answer = response.json<AenderungslogPage>();
      expect(answer.limit).toBe(limit);
      expect(answer.items).toHaveLength(Math.min(limit, all.total));
      expect(answer.items.map((r) => r.id)).toEqual(all.items.slice(0, limit).map((r) => r.id));
    }
    const second = (await vers(makler, { datum: longAgo, offset: 10, limit: 10 })).json<AenderungslogPage>();
    expect(second.items.map((r) => r.id)).toEqual(all.items.slice(10, 20).map((r) => r.id));
    expect((await office(intern, { limit: 50 })).statusCode).toBe(200);
    for (const limit of [0, 101]) {
      const refused = await vers(makler, { datum: longAgo, limit });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors.limit).toBe('Ungültige Seitenangabe.');
    }
  });

  it('adds the damage reports with the checkbox and leaves them out without it', async () => {
    const mit = (await vers(makler, { datum: longAgo })).json<AenderungslogPage>();
    const ohne = (await vers(makler, { datum: longAgo, mitSchadensmeldung: false })).json<AenderungslogPage>();
    expect(mit.total - ohne.total).toBeGreaterThanOrEqual(8);
    const rows = (await vers(makler, { datum: longAgo, filter: 'Schadensmeldung' })).json<AenderungslogPage>();
    expect(rows.items.every((r) => r.eintrag.startsWith('Schadensmeldung: '))).toBe(true);
    const none = await vers(makler, { datum: longAgo, filter: 'Schadensmeldung', mitSchadensmeldung: false });
    expect(none.json<AenderungslogPage>().total).toBe(0);
  });

  it('filters by date (from the German day on) and by text in Eintrag, Änderung and Nutzer', async () => {
    const recent = (await vers(makler, { datum: defaultAenderungslogDatum() })).json<AenderungslogPage>();
    const all = (await vers(makler, { datum: longAgo })).json<AenderungslogPage>();
    expect(recent.total).toBeGreaterThan(5);
    expect(recent.total).toBeLessThan(all.total);
    const since = new Date(`${defaultAenderungslogDatum()}T00:00:00+02:00`).getTime() - 3_600_000;
    expect(recent.items.every((r) => new Date(r.datum).getTime() >= since)).toBe(true);

    const km = (await vers(makler, { datum: longAgo, filter: 'kilometerstand' })).json<AenderungslogPage>();
    expect(km.items.map((r) => r.eintrag)).toContain('Fahrzeugdaten: Kilometerstand');
    expect(km.items.every((r) => r.eintrag.includes('Kilometerstand'))).toBe(true);
    const value = (await vers(makler, { datum: longAgo, filter: 'Glas-Express' })).json<AenderungslogPage>();
    expect(value.items.map((r) => r.aenderung)).toEqual(['– → 980,00 € an Glas-Express Leipzig (Scheibentausch)']);
    const byUser = (await vers(makler, { datum: longAgo, filter: 'Ina Intern' })).json<AenderungslogPage>();
    expect(byUser.total).toBeGreaterThanOrEqual(5);
    expect(byUser.items.every((r) => r.nutzer === 'Ina Intern als Max Makler')).toBe(true);
  });

  it("names who did it: 'Max Makler', or 'Ina Intern als Max Makler'", async () => {
    const rows = (await vers(makler, { datum: longAgo, limit: 100 })).json<AenderungslogPage>().items;
    expect(new Set(rows.map((r) => r.nutzer))).toEqual(new Set(['Max Makler', 'Ina Intern als Max Makler']));
    const leasing = rows.find((r) => r.eintrag === 'Fahrzeugdaten: Leasing');
    expect(leasing?.aenderung).toBe('Ja → Nein');
    expect(rows.find((r) => r.eintrag === 'Zahlweise')?.aenderung).toBe('jährlich → halbjährlich');
  });

  it('answers 400 in German for a bad date or id', async () => {
    const bad = await vers(makler, { datum: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.datum).toBe('Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).');
    const id = await page(makler, { typ: 'vers', versVetragId: '1e3' });
    expect(id.statusCode).toBe(400);
    expect(id.json().fieldErrors.versVetragId).toBe('Ungültige Id.');
  });
});

describe('who may read it (spec 2.1, 6)', () => {
  it('refuses the four tenants without a change log and internal staff viewing a customer (403)', async () => {
    await t.database.db.execute(sql`UPDATE users SET tenant = 'partner-a' WHERE username = 'vermittler'`);
    const vermittler = await loginAs(t.app, 'vermittler');
    expect((await vers(vermittler)).statusCode).toBe(403);
    await t.database.db.execute(sql`UPDATE users SET tenant = 'standard' WHERE username = 'vermittler'`);

    const viewing = await loginAs(t.app, 'intern');
    await viewing.inject({ method: 'POST', url: api('/auth/view-as'), payload: { userId: kunde.me.user.id } });
    const refused = await vers(viewing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it("answers 404 for another customer's contract and lets the customer read her own", async () => {
    expect((await vers(kunde)).statusCode).toBe(200);
    expect((await page(kunde, { typ: 'vers', versVetragId: otherId })).statusCode).toBe(404);
    expect((await page(kunde, { typ: 'kundendaten', searchkeyId: 999_999 })).statusCode).toBe(404);
  });

  it('reads kundendaten, person and vermittlerdaten within the scope', async () => {
    const erika = kunde.me.user.customerId ?? 0;
    expect((await page(makler, { typ: 'kundendaten', searchkeyId: erika })).statusCode).toBe(200);
    const brokerId = makler.me.user.brokerId ?? 0;
    expect((await page(makler, { typ: 'vermittlerdaten', searchkeyId: brokerId })).statusCode).toBe(200);
    expect((await page(intern, { typ: 'vermittlerdaten', searchkeyId: brokerId })).statusCode).toBe(200);
    expect((await page(kunde, { typ: 'vermittlerdaten', searchkeyId: brokerId })).statusCode).toBe(404);
  });

  it('keeps the office-wide log to internal staff (403 for a broker)', async () => {
    expect((await office(makler)).statusCode).toBe(403);
    const answer = await office(intern, { datum: longAgo, filter: 'Glas-Express' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AenderungslogPage>().items[0]?.eintrag).toMatch(/^Schadensmeldung \d+: Zahlung$/);
  });
});

describe('exports for auditors (issue 15 item 4)', () => {
  it('writes CSV with BOM, German headers and formula cells defused', async () => {
    await t.database.db.execute(
      sql`INSERT INTO change_log (user_id, original_user_id, record_type, record_id, field, old_value, new_value)
          VALUES (${makler.me.user.id}, ${makler.me.user.id}, 'versicherung', ${kfId}, 'bezug', '=HYPERLINK("http://x")', NULL)`,
    );
    const response = await makler.inject({
      method: 'GET',
      url: api(`/changelog/eintraege/export?${qs({ typ: 'vers', versVetragId: kfId, datum: longAgo, format: 'csv' })}`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const body = response.body;
    expect(body.startsWith('\uFEFFDatum;Nutzer;Eintrag;Änderung\r\n')).toBe(true);
    expect(body).toContain(';Ina Intern als Max Makler;');
    expect(body).toContain(`;Bezug;"'=HYPERLINK(""http://x"") → –"`);
    const lines = body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(31);
    expect((await makler.inject({ method: 'GET', url: api(`/changelog/buero/export?format=csv`) })).statusCode).toBe(
      403,
    );
  });

  it('writes a PDF with the filter and the chain status', async () => {
    const response = await makler.inject({
      method: 'GET',
      url: api(
        `/changelog/eintraege/export?${qs({ typ: 'vers', versVetragId: kfId, datum: longAgo, filter: 'Kilometerstand', format: 'pdf' })}`,
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mw-log-pdf-'));
    const file = path.join(dir, 'log.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Versicherung KF-4711-0815 inkl. Schadensmeldungen');
    expect(text).toContain('Suche „Kilometerstand“');
    expect(text).toMatch(/Hash-Kette intakt \([\d.]+ Einträge geprüft\)/);
    expect(text).toContain('Fahrzeugdaten: Kilometerstand');
    expect(text).toContain('41.200 -> 44.950');
  });
});

describe('the first page built once per shape of its filter (docs/decisions/0031)', () => {
  it('answers every contract with its own rows and count, whichever request built the statement', async () => {
    const types = ['versicherung', ...contractPartRecordTypes];
    // Three more contracts with a few rows each (the chain trigger hashes them like any other row).
    await t.database.db.execute(sql`
      INSERT INTO change_log (user_id, record_type, record_id, field, old_value, new_value)
      SELECT ${intern.me.user.id}, 'versicherung', c.id, 'nummer', 'alt ' || n, 'neu ' || n
      FROM (SELECT id FROM contracts ORDER BY id DESC LIMIT 3) c, generate_series(1, 4) n`);
    const logged = await t.database.db.execute<{ id: number }>(sql`
      SELECT record_id AS id FROM change_log WHERE record_type = 'versicherung'
      GROUP BY record_id ORDER BY count(*) DESC, record_id LIMIT 4`);
    const contracts = logged.rows.map((r) => Number(r.id));
    expect(contracts.length).toBeGreaterThan(1);
    const truth = async (id: number) => {
      const rows = await t.database.db.execute<{ id: number; n: number }>(sql`
        SELECT id, count(*) OVER ()::int AS n FROM change_log
        WHERE at >= ${longAgo}::date AND (
          (record_type IN ${types} AND record_id = ${id})
          OR (record_type = 'schadensmeldung' AND record_id IN (SELECT id FROM damage_reports WHERE contract_id = ${id})))
        ORDER BY at DESC, id DESC LIMIT 25`);
      return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.n ?? 0) };
    };
    for (const order of [contracts, [...contracts].reverse()]) {
      for (const id of order) {
        const got = (await vers(intern, { versVetragId: id, datum: longAgo })).json<AenderungslogPage>();
        expect({ ids: got.items.map((i) => i.id), total: got.total }, `contract ${id}`).toEqual(await truth(id));
      }
    }
  });
});
