import {
  type ContractList,
  PERSON_IS_CUSTOMER_EDIT_MESSAGE,
  PERSON_IS_CUSTOMER_MESSAGE,
  PERSON_LINKED_MESSAGE,
  type Person,
} from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let erikaId: number;
let hansId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [erikaId, hansId] = await Promise.all([
    customerIdByNummer(makler, 'KF-4711-0815'),
    customerIdByNummer(makler, 'PH-1000200'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const personsOf = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/customers/${id}/persons`) })).json<Person[]>();
const byName = async (vorname: string) => (await personsOf(makler, erikaId)).find((p) => p.vorname === vorname)!;
const logOf = async (personId: number) =>
  (
    await t.database.db.execute<{ field: string; old_value: string | null; new_value: string | null }>(
      sql`SELECT field, old_value, new_value FROM change_log WHERE record_type = 'person' AND record_id = ${personId} ORDER BY id`,
    )
  ).rows.map((r) => [r.field, r.old_value, r.new_value]);
const personUrl = (customerId: number, personId: number) => api(`/customers/${customerId}/persons/${personId}`);

function formOf(p: Person) {
  const { id, istKunde, vertragsverknuepfungen, ...values } = p;
  return values;
}

describe('persons of a customer', () => {
  it('lists the customer first, each person with the number of contracts linked', async () => {
    const persons = await personsOf(makler, erikaId);
    expect(persons.map((p) => [p.vorname, p.istKunde, p.vertragsverknuepfungen])).toEqual([
      ['Erika', true, 2],
      ['Lena', false, 0],
      ['Thomas', false, 1],
    ]);
  });

  it('creates a person with change-log rows, refusing a postal code that does not fit the country', async () => {
    const refused = await makler.inject({
      method: 'POST',
      url: api(`/customers/${erikaId}/persons`),
      payload: { name: 'Mustermann', plz: '12345', land: 'AT' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      plz: "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.",
    });
    const created = await makler.inject({
      method: 'POST',
      url: api(`/customers/${erikaId}/persons`),
      payload: { anrede: 'Herr', vorname: 'Paul', name: 'Mustermann', geburtsdatum: '2015-06-01', plz: '' },
    });
    expect(created.json<Person>()).toMatchObject({
      istKunde: false,
      vorname: 'Paul',
      plz: null,
      land: 'DE',
      version: 1,
    });
    expect(await logOf(created.json<Person>().id)).toEqual([
      ['anrede', null, 'Herr'],
      ['vorname', null, 'Paul'],
      ['name', null, 'Mustermann'],
      ['geburtsdatum', null, '2015-06-01'],
    ]);
  });

  it('edits a person with the version it was read with (409 when stale) and logs each field', async () => {
    const lena = await byName('Lena');
    const saved = await makler.inject({
      method: 'PUT',
      url: personUrl(erikaId, lena.id),
      payload: { ...formOf(lena), strasse: 'Schulweg', hausnr: '2' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Person>()).toMatchObject({ strasse: 'Schulweg', hausnr: '2', version: lena.version + 1 });
    expect(await logOf(lena.id)).toEqual([
      ['strasse', 'Musterstraße', 'Schulweg'],
      ['hausnr', '1', '2'],
    ]);
    const stale = await makler.inject({
      method: 'PUT',
      url: personUrl(erikaId, lena.id),
      payload: { ...formOf(lena), strasse: 'Anderswo' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await byName('Lena')).strasse).toBe('Schulweg');
    const geburtsdatum = await makler.inject({
      method: 'PUT',
      url: personUrl(erikaId, lena.id),
      payload: { ...formOf(await byName('Lena')), geburtsdatum: '2100-01-01' },
    });
    expect(geburtsdatum.json().fieldErrors).toEqual({
      geburtsdatum: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    });
  });

  it("leaves the customer's own row to the Stammdaten", async () => {
    const erika = await byName('Erika');
    const response = await makler.inject({
      method: 'PUT',
      url: personUrl(erikaId, erika.id),
      payload: { ...formOf(erika), name: 'Anders' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PERSON_IS_CUSTOMER_EDIT_MESSAGE);
  });

  it('refuses to delete a person linked to a contract, or the customer himself, and changes nothing', async () => {
    const before = await personsOf(makler, erikaId);
    const thomas = before.find((p) => p.vorname === 'Thomas')!;
    const linked = await makler.inject({ method: 'DELETE', url: personUrl(erikaId, thomas.id) });
    expect(linked.statusCode).toBe(422);
    expect(linked.json()).toMatchObject({ code: 'UNPROCESSABLE', message: PERSON_LINKED_MESSAGE });
    const erika = before.find((p) => p.istKunde)!;
    const own = await makler.inject({ method: 'DELETE', url: personUrl(erikaId, erika.id) });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(PERSON_IS_CUSTOMER_MESSAGE);
    expect(await personsOf(makler, erikaId)).toEqual(before);
    expect(await logOf(thomas.id)).toEqual([]);
  });

  it('deletes a person without links, logging every field as removed', async () => {
    const paul = await byName('Paul');
    const deleted = await makler.inject({ method: 'DELETE', url: personUrl(erikaId, paul.id) });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await personsOf(makler, erikaId)).some((p) => p.id === paul.id)).toBe(false);
    expect((await logOf(paul.id)).slice(-5)).toEqual([
      ['anrede', 'Herr', null],
      ['vorname', 'Paul', null],
      ['name', 'Mustermann', null],
      ['geburtsdatum', '2015-06-01', null],
      ['land', 'Deutschland', null],
    ]);
    expect((await makler.inject({ method: 'DELETE', url: personUrl(erikaId, paul.id) })).statusCode).toBe(404);
  });

  it("hides another customer's persons as 404 and refuses a read-only login", async () => {
    const hans = (await personsOf(makler, hansId))[0]!;
    expect((await kunde.inject({ method: 'GET', url: api(`/customers/${hansId}/persons`) })).statusCode).toBe(404);
    expect((await kunde.inject({ method: 'DELETE', url: personUrl(hansId, hans.id) })).statusCode).toBe(404);
    // A person id of another customer under Erika's id is not found either.
    expect((await makler.inject({ method: 'DELETE', url: personUrl(erikaId, hans.id) })).statusCode).toBe(404);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<ContractList>();
    const customerId = own.items[0]!.kunde.id;
    const refused = await lesend.inject({
      method: 'POST',
      url: api(`/customers/${customerId}/persons`),
      payload: { name: 'Neu' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });
});
