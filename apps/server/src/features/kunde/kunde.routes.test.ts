import type { ContractList, Customer } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let erikaId: number;
let hansId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  const erika = (
    await makler.inject({ method: 'GET', url: '/MSC3/restful/insurances?search=KF-4711-0815' })
  ).json<ContractList>();
  const hans = (
    await makler.inject({ method: 'GET', url: '/MSC3/restful/insurances?search=PH-1000200' })
  ).json<ContractList>();
  erikaId = erika.items[0]!.kunde.id;
  hansId = hans.items[0]!.kunde.id;
});
afterAll(async () => {
  await t.close();
});

const getCustomer = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: `/MSC3/restful/customers/${id}` })).json<Customer>();
const changeLog = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: `/MSC3/restful/changelog?recordType=kunde&recordId=${id}` })).json();

describe('customer address', () => {
  it('shows the demo customer', async () => {
    expect(await getCustomer(kunde, erikaId)).toMatchObject({
      kundennr: '100001',
      vorname: 'Erika',
      name: 'Mustermann',
      strasse: 'Musterstraße',
      hausnr: '1',
      plz: '10115',
      ort: 'Berlin',
    });
  });

  it('writes one change-log row per changed field in the same transaction', async () => {
    const before = await getCustomer(makler, hansId);
    const response = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${hansId}/address`,
      payload: { version: before.version, strasse: 'Leopoldstraße', hausnr: '12a', plz: '80802', ort: before.ort },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      strasse: 'Leopoldstraße',
      hausnr: '12a',
      plz: '80802',
      version: before.version + 1,
    });
    const log = await changeLog(makler, hansId);
    expect(log.map((r: { field: string }) => r.field)).toEqual(['strasse', 'hausnr', 'plz']);
    expect(log[0]).toMatchObject({ oldValue: before.strasse, newValue: 'Leopoldstraße', userName: 'Max Makler' });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const before = await getCustomer(makler, hansId);
    const logBefore = await changeLog(makler, hansId);
    const response = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${hansId}/address`,
      payload: { version: before.version - 1, strasse: 'Andere Straße', hausnr: '1', plz: '80331', ort: 'München' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/inzwischen von jemand anderem geändert/);
    expect(await getCustomer(makler, hansId)).toEqual(before);
    expect(await changeLog(makler, hansId)).toEqual(logBefore);
  });

  it('refuses an invalid postal code per field and changes nothing', async () => {
    const before = await getCustomer(makler, hansId);
    const response = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${hansId}/address`,
      payload: { version: before.version, strasse: 'X', hausnr: '1', plz: '123', ort: 'München' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.plz).toBe('Die Postleitzahl muss aus 5 Ziffern bestehen.');
    expect(await getCustomer(makler, hansId)).toEqual(before);
  });

  it('hides another customer as 404', async () => {
    const response = await kunde.inject({ method: 'GET', url: `/MSC3/restful/customers/${hansId}` });
    expect(response.statusCode).toBe(404);
    const update = await kunde.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${hansId}/address`,
      payload: { version: 1, strasse: 'X', hausnr: '1', plz: '12345', ort: 'Y' },
    });
    expect(update.statusCode).toBe(404);
    const log = await kunde.inject({
      method: 'GET',
      url: `/MSC3/restful/changelog?recordType=kunde&recordId=${hansId}`,
    });
    expect(log.statusCode).toBe(404);
  });
});

describe('search text of a customer', () => {
  it('follows an address change in the same transaction, umlauts folded', async () => {
    const current = await getCustomer(makler, erikaId);
    await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${erikaId}/address`,
      payload: { version: current.version, strasse: 'Isartorplatz', hausnr: '1', plz: '80331', ort: 'München' },
    });
    const rows = await t.database.db.execute<{ search_text: string }>(
      sql`SELECT search_text FROM customers WHERE id = ${erikaId}`,
    );
    expect(rows.rows[0]?.search_text).toBe(
      'erika mustermann 100001 muenchen 80331 erika.mustermann@example.com 03023125101',
    );
  });
});

describe('change log integrity', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on the change log', async () => {
    await expect(t.database.db.execute(sql`UPDATE change_log SET new_value = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM change_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE change_log`)).rejects.toThrow();
  });

  it('chains every row to the previous one and detects tampering', async () => {
    const intern = await loginAs(t.app, 'intern');
    const verify = async () =>
      (await intern.inject({ method: 'GET', url: '/MSC3/restful/changelog/verify' })).json<{
        ok: boolean;
        rows: number;
        brokenAtId: number | null;
      }>();
    const current = await getCustomer(makler, erikaId);
    await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/customers/${erikaId}/address`,
      payload: { version: current.version, strasse: 'Prüfweg', hausnr: '7', plz: '10117', ort: 'Berlin' },
    });
    const intact = await verify();
    expect(intact).toMatchObject({ ok: true, brokenAtId: null });
    expect(intact.rows).toBeGreaterThan(0);

    // Internal staff only: a broker learns nothing about the chain.
    const byBroker = await makler.inject({ method: 'GET', url: '/MSC3/restful/changelog/verify' });
    expect(byBroker.statusCode).toBe(403);
    expect(byBroker.json().code).toBe('FORBIDDEN');

    // Someone with database rights switches the guard off and rewrites one row: the chain breaks there.
    const rows = await t.database.db.execute<{ id: number; new_value: string | null }>(
      sql`SELECT id, new_value FROM change_log WHERE record_type = 'kunde' AND record_id = ${erikaId} AND field = 'strasse' ORDER BY id DESC LIMIT 1`,
    );
    const target = rows.rows[0]!;
    const rewrite = async (value: string | null) => {
      await t.database.db.execute(sql`ALTER TABLE change_log DISABLE TRIGGER change_log_no_update`);
      await t.database.db.execute(sql`UPDATE change_log SET new_value = ${value} WHERE id = ${target.id}`);
      await t.database.db.execute(sql`ALTER TABLE change_log ENABLE TRIGGER change_log_no_update`);
    };
    await rewrite('Gefälschte Straße 1');
    expect(await verify()).toMatchObject({ ok: false, brokenAtId: Number(target.id) });
    await rewrite(target.new_value);
    expect(await verify()).toMatchObject({ ok: true, brokenAtId: null });
  });

  it('refuses a write of a read-only login with READ_ONLY', async () => {
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: '/MSC3/restful/insurances?limit=1' })).json<ContractList>();
    const customerId = own.items[0]!.kunde.id;
    const refused = await lesend.inject({
      method: 'POST',
      url: `/MSC3/restful/customers/${customerId}/persons`,
      payload: { name: 'Neu' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });
});

describe('persons of a customer', () => {
  const personsOf = async (client: Client, id: number) =>
    (await client.inject({ method: 'GET', url: `/MSC3/restful/customers/${id}/persons` })).json();

  it('lists the persons and creates a new one with change-log rows', async () => {
    const before = await personsOf(makler, erikaId);
    expect(before[0]).toMatchObject({ istKunde: true, vorname: 'Erika', name: 'Mustermann' });
    const created = await makler.inject({
      method: 'POST',
      url: `/MSC3/restful/customers/${erikaId}/persons`,
      payload: {
        anrede: 'Herr',
        vorname: 'Paul',
        name: 'Mustermann',
        geburtsdatum: '2015-06-01',
        plz: '',
        strasse: '',
      },
    });
    expect(created.statusCode).toBe(200);
    const person = created.json();
    expect(person).toMatchObject({ istKunde: false, vorname: 'Paul', plz: null, strasse: null });
    expect(await personsOf(makler, erikaId)).toHaveLength(before.length + 1);
    const personLog = await t.database.db.execute(
      sql`SELECT field FROM change_log WHERE record_type = 'person' AND record_id = ${person.id} ORDER BY id`,
    );
    expect(personLog.rows.map((r) => (r as { field: string }).field)).toEqual([
      'anrede',
      'vorname',
      'name',
      'geburtsdatum',
    ]);
  });

  it('refuses an invalid person per field and saves nothing', async () => {
    const before = await personsOf(makler, erikaId);
    const response = await makler.inject({
      method: 'POST',
      url: `/MSC3/restful/customers/${erikaId}/persons`,
      payload: { name: '', plz: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      name: 'Bitte geben Sie den Nachnamen an.',
      plz: 'Die Postleitzahl muss aus 5 Ziffern bestehen.',
    });
    expect(await personsOf(makler, erikaId)).toHaveLength(before.length);
  });

  it("hides another customer's persons and refuses a read-only login", async () => {
    expect((await kunde.inject({ method: 'GET', url: `/MSC3/restful/customers/${hansId}/persons` })).statusCode).toBe(
      404,
    );
    const create = await kunde.inject({
      method: 'POST',
      url: `/MSC3/restful/customers/${hansId}/persons`,
      payload: { name: 'Fremd' },
    });
    expect(create.statusCode).toBe(404);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: '/MSC3/restful/insurances?limit=1' })).json<ContractList>();
    const refused = await lesend.inject({
      method: 'POST',
      url: `/MSC3/restful/customers/${own.items[0]!.kunde.id}/persons`,
      payload: { name: 'Neu' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });
});
