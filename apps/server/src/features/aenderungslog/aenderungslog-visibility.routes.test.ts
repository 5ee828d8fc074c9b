import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Actor,
  type AenderungslogPage,
  type ChangeLogRecordType,
  canSeeChangeLogField,
  changeLogFieldLabels,
  changeLogRecordTypes,
  type FieldForm,
} from '@maklerwerk/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedQueryKeys } from '../../db/named-statement';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// Issue 35, item 2: a field a role may not see on its screen never appears in a change-log read or export.

let t: TestApp;
let makler: Client;
let kunde: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [kfId] = await contractIds(makler, ['KF-4711-0815'] as const);
});
afterAll(async () => {
  await t.close();
});

const qs = (q: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string])).toString();
const get = (client: Client, url: string) => client.inject({ method: 'GET', url: api(url) });
const actorOf = (client: Client): Actor => ({ original: client.me.originalUser, viewed: client.me.user });

/** Every row a page reads, through all its pages; '' when the page is refused. */
async function allPages(client: Client, q: Record<string, string | number | boolean>, url = '/changelog/eintraege') {
  let text = '';
  for (let offset = 0; ; offset += 100) {
    const response = await get(client, `${url}?${qs({ ...q, offset, limit: 100 })}`);
    if (response.statusCode !== 200) {
      return text;
    }
    const page = response.json<AenderungslogPage>();
    text += JSON.stringify(page.items);
    if (offset + 100 >= page.total) {
      return text;
    }
  }
}

async function pdfText(client: Client, q: Record<string, string | number | boolean>): Promise<string> {
  const response = await get(client, `/changelog/eintraege/export?${qs({ ...q, format: 'pdf' })}`);
  if (response.statusCode !== 200) {
    return '';
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mw-log-vis-')), 'log.pdf');
  writeFileSync(file, response.rawPayload);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('office-only fields of a contract (the attack)', () => {
  it('a customer reads neither the commission remark nor the broker-number remark; the office does', async () => {
    const remark = 'Courtage 50/50 mit Partnerbüro Nord';
    const brokerRemark = 'Vermittlernummer über Pool Süd, intern';
    const abrechnung = (await get(makler, `/insurances/${kfId}/abrechnungen`)).json();
    const saved = await makler.inject({
      method: 'PUT',
      url: api(`/insurances/${kfId}/courtage-bemerkung`),
      payload: { version: abrechnung.bemerkung.version, bemerkung: remark },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const weitere = (await get(makler, `/insurances/${kfId}/weitere-vertragsdetails`)).json<FieldForm>();
    const values = Object.fromEntries(weitere.fields.filter((f) => !f.disabled).map((f) => [f.key, f.value]));
    const put = await makler.inject({
      method: 'PUT',
      url: api(`/insurances/${kfId}/weitere-vertragsdetails`),
      payload: { version: weitere.version, values: { ...values, vermittlernummerBemerkung: brokerRemark } },
    });
    expect(put.statusCode, put.body).toBe(200);

    // The screens: 403 for the customer.
    expect((await get(kunde, `/insurances/${kfId}/weitere-vertragsdetails`)).statusCode).toBe(403);
    expect((await get(kunde, `/insurances/${kfId}/abrechnungen`)).statusCode).toBe(403);

    const vers = { typ: 'vers', versVetragId: kfId };
    const reads = async (client: Client) => {
      const list = await get(client, `/changelog?${qs({ recordType: 'versicherung', recordId: kfId })}`);
      const csv = await get(client, `/changelog/eintraege/export?${qs({ ...vers, format: 'csv' })}`);
      const searched = await get(client, `/changelog/eintraege?${qs({ ...vers, filter: 'Partnerbüro' })}`);
      expect([list.statusCode, csv.statusCode, searched.statusCode]).toEqual([200, 200, 200]);
      return {
        text: [list.body, await allPages(client, vers), csv.body, await pdfText(client, vers)].join('\n'),
        searched: searched.json<AenderungslogPage>().total,
      };
    };
    const customer = await reads(kunde);
    expect(customer.text).not.toContain('Courtage 50/50');
    expect(customer.text).not.toContain('Pool Süd');
    expect(customer.text).not.toContain('Bemerkung zur Courtage');
    expect(customer.searched).toBe(0);
    // The demo's own remark rows (seed) are hidden too, and the contract's other rows stay.
    expect(customer.text).toContain('Kilometerstand');

    const office = await reads(makler);
    expect(office.text).toContain(remark);
    expect(office.text).toContain(brokerRemark);
    expect(office.searched).toBe(1);
  });
});

/** A record of each type the session may read (or none: id 0), around the session's contract. */
function recordOf(type: ChangeLogRecordType, contract: number, userId: number): SQL {
  const customer = sql`(SELECT customer_id FROM contracts WHERE id = ${contract})`;
  const first = (table: string, where: SQL) => sql`(SELECT min(id) FROM ${sql.raw(table)} WHERE ${where})`;
  switch (type) {
    case 'versicherung':
    case 'fahrzeug':
    case 'versicherte-sache':
    case 'vertragsperson':
    case 'versicherungssumme':
    case 'rueckkaufswert':
    case 'wertpapier':
    case 'sparte':
      return sql`${contract}`;
    case 'kunde':
    case 'bankverbindung':
      return customer;
    case 'person':
      return first('persons', sql`customer_id = ${customer}`);
    case 'ansprechpartner':
      return first('company_contacts', sql`true`);
    case 'schadensmeldung':
      return first('damage_reports', sql`contract_id = ${contract}`);
    case 'anmerkung':
      return first('notes', sql`contract_id = ${contract}`);
    case 'dokument':
      return first('documents', sql`contract_id = ${contract} AND kunden_freigabe AND removed_at IS NULL`);
    case 'kommunikation':
      return first('communications', sql`contract_id = ${contract}`);
    case 'termin':
      return first('termine', sql`contract_id = ${contract}`);
    case 'buchung':
      return sql`(SELECT min(buchungsnr) FROM buchungen WHERE contract_id = ${contract})`;
    case 'zubringer':
      return first('zubringer_courtagen', sql`contract_id = ${contract}`);
    case 'tarif':
      return first('tarife', sql`true`);
    case 'formular':
      return first('formular_antraege', sql`customer_id = ${customer}`);
    case 'benutzer':
      return sql`${userId}`;
  }
}

describe('every logged field for every role (issue 35)', () => {
  const sessions: [string, () => Promise<Client>][] = [
    ['makler', () => loginAs(t.app, 'makler')],
    ['vermittler', () => loginAs(t.app, 'vermittler')],
    ['intern', () => loginAs(t.app, 'intern')],
    ['kunde', () => loginAs(t.app, 'kunde')],
    ['lesend', () => loginAs(t.app, 'lesend')],
    [
      'makler als kunde',
      async () => {
        const viewing = await loginAs(t.app, 'makler');
        const started = await viewing.inject({
          method: 'POST',
          url: api('/auth/view-as'),
          payload: { userId: kunde.me.user.id },
        });
        expect(started.statusCode, started.body).toBe(200);
        return viewing;
      },
    ],
  ];
  const fields = changeLogRecordTypes.flatMap((type) =>
    Object.keys(changeLogFieldLabels[type]).map((field) => ({ type, field })),
  );

  it.each(sessions)('%s reads no field its screens hide, in any read or export', async (name, open) => {
    const client = await open();
    const actor = actorOf(client);
    const db = t.database.db;
    // Erika's contract; who reads none of hers (the agent, the read-only broker) one of his own.
    const seesErika = (await get(client, `/insurances/${kfId}`)).statusCode === 200;
    const own = await db.execute<{ id: number }>(
      sql`SELECT min(id) AS id FROM contracts WHERE broker_id = ${actor.viewed.brokerId ?? -1}`,
    );
    const contract = seesErika ? kfId : Number(own.rows[0]?.id);
    // One row per field of every record type, each with its own marker (Q<n>Z) as new value.
    const marker = (i: number) => `Q${name.length}x${i}Z`;
    const ids = new Map<ChangeLogRecordType, number>();
    for (const type of changeLogRecordTypes) {
      const found = await db.execute<{ id: number | null }>(
        sql`SELECT ${recordOf(type, contract, actor.original.id)}::int AS id`,
      );
      ids.set(type, Number(found.rows[0]?.id ?? 0));
    }
    for (const [i, f] of fields.entries()) {
      await db.execute(sql`INSERT INTO change_log (user_id, original_user_id, record_type, record_id, field, new_value)
        VALUES (${actor.viewed.id}, ${actor.original.id}, ${f.type}, ${ids.get(f.type) ?? 0}, ${f.field}, ${marker(i)})`);
    }

    // Every read: the record's own log, the Änderungslog page of each kind with its CSV, the PDF.
    const readable = new Set<ChangeLogRecordType>();
    let seen = '';
    for (const type of changeLogRecordTypes) {
      const id = ids.get(type) ?? 0;
      const list = await get(client, `/changelog?${qs({ recordType: type, recordId: id || 1 })}`);
      if (list.statusCode === 200) {
        readable.add(type);
        seen += list.body;
      }
      const typ = type === 'versicherung' ? 'vers' : type;
      const q: Record<string, string | number> =
        typ === 'vers' ? { typ, versVetragId: contract } : { typ, searchkeyId: id || 1 };
      seen += await allPages(client, q);
      const csv = await get(client, `/changelog/eintraege/export?${qs({ ...q, format: 'csv' })}`);
      seen += csv.statusCode === 200 ? csv.body : '';
    }
    seen += await allPages(client, { typ: 'kundendaten', searchkeyId: ids.get('kunde') || 1 });
    seen += await pdfText(client, { typ: 'vers', versVetragId: contract });
    seen += await allPages(client, {}, '/changelog/buero');
    const office = await get(client, '/changelog/buero/export?format=csv');
    seen += office.statusCode === 200 ? office.body : '';

    const hidden: string[] = [];
    for (const [i, f] of fields.entries()) {
      const where = `${name}: ${f.type}.${f.field}`;
      if (!canSeeChangeLogField(actor, f.type, f.field)) {
        hidden.push(`${f.type}.${f.field}`);
        expect(seen.includes(marker(i)), where).toBe(false);
      } else if (readable.has(f.type)) {
        // The walk reads what it should: a field the role sees is there.
        expect(seen.includes(marker(i)), where).toBe(true);
      }
    }
    // The contract's log is read by everyone here; what a customer may not see is office data.
    expect(readable.has('versicherung'), name).toBe(true);
    if (name === 'kunde') {
      expect(hidden).toEqual(
        expect.arrayContaining(['versicherung.courtageBemerkung', 'versicherung.vermittlernummerBemerkung']),
      );
      expect(hidden).toEqual(expect.arrayContaining(['schadensmeldung.reserve', 'dokument.bemerkung']));
      expect(readable.has('dokument') && readable.has('schadensmeldung')).toBe(true);
    }
    if (name === 'intern') {
      expect(hidden).toEqual([]);
    }
    // The first page stays one statement per shape: the hidden fields are a placeholder, not its text.
    const keys = cachedQueryKeys(db).filter((k) => k.includes('changelog_page'));
    expect(keys.filter((k) => k.includes('courtageBemerkung'))).toEqual([]);
    if (hidden.length > 0) {
      expect(keys.some((k) => k.includes('<> ALL'))).toBe(true);
    }
  });

  it('the hash chain stays intact with the walk rows', async () => {
    const broken = await t.database.db.execute<{ id: string | null }>(sql`SELECT change_log_verify() AS id`);
    expect(broken.rows[0]?.id ?? null).toBeNull();
  });
});
