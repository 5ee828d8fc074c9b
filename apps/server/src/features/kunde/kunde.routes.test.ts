import { type ContractList, type Customer, DUPLICATE_MESSAGE, type Person } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let erikaId: number;
let hansId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'lesend'),
  ]);
  [erikaId, hansId] = await Promise.all([
    customerIdByNummer(makler, 'KF-4711-0815'),
    customerIdByNummer(makler, 'PH-1000200'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const getCustomer = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/customers/${id}`) })).json<Customer>();
const changeLog = async (client: Client, id: number, type = 'kunde') =>
  (await client.inject({ method: 'GET', url: api(`/changelog?recordType=${type}&recordId=${id}`) })).json<
    { field: string; oldValue: string | null; newValue: string | null; userName: string }[]
  >();
const update = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'PUT', url: api(`/customers/${id}`), payload });
const create = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/customers'), payload });
const customerCount = async () =>
  Number((await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`)).rows[0]?.n);

/** The Stammdaten of a customer as the edit form sends them back. */
function formOf(c: Customer) {
  const { id, kundennr, vermittler, ...values } = c;
  return values;
}

const newCustomer = {
  anrede: 'Herr',
  vorname: 'Jonas',
  name: 'Neumann',
  geburtsdatum: '1988-04-17',
  email: 'jonas.neumann@example.org',
  telefon: '030 1234567',
  mobil: '+49 170 1234567',
  strasse: 'Invalidenstraße',
  hausnr: '44',
  plz: '10115',
  ort: 'Berlin',
};

describe('Stammdaten of a customer', () => {
  it('shows the demo customer with every field and the Betreuer', async () => {
    expect(await getCustomer(kunde, erikaId)).toMatchObject({
      kundennr: '100001',
      anrede: 'Frau',
      titel: null,
      vorname: 'Erika',
      name: 'Mustermann',
      firma: null,
      geburtsdatum: '1964-08-12',
      email: 'erika.mustermann@example.com',
      mobil: null,
      strasse: 'Musterstraße',
      hausnr: '1',
      plz: '10115',
      ort: 'Berlin',
      land: 'DE',
      vermittler: { vermittlernummer: '10001', name: 'Max Makler' },
    });
  });

  it('writes one change-log row per changed field and brings the own person row in line', async () => {
    const before = await getCustomer(makler, hansId);
    const response = await update(makler, hansId, {
      ...formOf(before),
      titel: 'Dr.',
      mobil: '0171 2345678',
      strasse: 'Leopoldstraße',
      hausnr: '12a',
      plz: '80802',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      titel: 'Dr.',
      mobil: '0171 2345678',
      strasse: 'Leopoldstraße',
      plz: '80802',
      version: before.version + 1,
    });
    const log = await changeLog(makler, hansId);
    expect(log.map((r) => [r.field, r.oldValue, r.newValue])).toEqual([
      ['titel', null, 'Dr.'],
      ['mobil', null, '0171 2345678'],
      ['strasse', 'Hauptstraße', 'Leopoldstraße'],
      ['hausnr', '5', '12a'],
      ['plz', '80331', '80802'],
    ]);
    expect(log[0]?.userName).toBe('Max Makler');
    const own = (await makler.inject({ method: 'GET', url: api(`/customers/${hansId}/persons`) })).json<Person[]>()[0];
    expect(own).toMatchObject({ istKunde: true, strasse: 'Leopoldstraße', hausnr: '12a', plz: '80802' });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const before = await getCustomer(makler, hansId);
    const logBefore = await changeLog(makler, hansId);
    const response = await update(makler, hansId, { ...formOf(before), version: before.version - 1, ort: 'Augsburg' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/inzwischen von jemand anderem geändert/);
    expect(await getCustomer(makler, hansId)).toEqual(before);
    expect(await changeLog(makler, hansId)).toEqual(logBefore);
  });

  it("checks the postal code against the country with the spec's messages, per field", async () => {
    const before = await getCustomer(makler, hansId);
    const refused = async (plz: string, land: string) =>
      (await update(makler, hansId, { ...formOf(before), plz, land })).json().fieldErrors?.plz;
    expect(await refused('123', 'DE')).toBe("Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.");
    expect(await refused('12345', 'AT')).toBe("Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.");
    const swiss = await update(makler, hansId, { ...formOf(before), plz: '8001', ort: 'Zürich', land: 'CH' });
    expect(swiss.json()).toMatchObject({ plz: '8001', land: 'CH' });
    const log = await changeLog(makler, hansId);
    expect(log.at(-1)).toMatchObject({ field: 'land', oldValue: 'Deutschland', newValue: 'Schweiz' });
  });

  it('needs the Firma of a company and the name of a person, and refuses a bad e-mail', async () => {
    const before = await getCustomer(makler, hansId);
    const company = await update(makler, hansId, { ...formOf(before), anrede: 'Firma', firma: '' });
    expect(company.json().fieldErrors).toMatchObject({ firma: 'Bitte geben Sie den Namen der Firma an.' });
    const person = await update(makler, hansId, { ...formOf(before), name: '  ', email: 'hans@' });
    expect(person.json().fieldErrors).toEqual({
      name: 'Bitte geben Sie den Nachnamen an.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(await getCustomer(makler, hansId)).toEqual(before);
  });

  it('lets internal staff change the Betreuer, not a broker', async () => {
    const before = await getCustomer(intern, hansId);
    const betreuer = (await intern.inject({ method: 'GET', url: api('/customers/betreuer') })).json<
      { id: number; label: string }[]
    >();
    const other = betreuer.find((b) => b.label === 'Vera Vermittler (20001)');
    expect(other).toBeDefined();
    const byBroker = await update(makler, hansId, { ...formOf(before), betreuerId: other?.id });
    expect(byBroker.statusCode).toBe(403);
    const byIntern = await update(intern, hansId, { ...formOf(before), betreuerId: other?.id });
    expect(byIntern.json<Customer>().vermittler).toMatchObject({ vermittlernummer: '20001' });
    expect((await changeLog(intern, hansId)).at(-1)).toMatchObject({
      field: 'betreuer',
      oldValue: 'Max Makler (10001)',
      newValue: 'Vera Vermittler (20001)',
    });
    // Now outside Max Makler's structure: 404 for him, back to him for the other tests.
    expect((await makler.inject({ method: 'GET', url: api(`/customers/${hansId}`) })).statusCode).toBe(404);
    const after = await getCustomer(intern, hansId);
    await update(intern, hansId, { ...formOf(after), betreuerId: before.vermittler.id });
    expect((await getCustomer(makler, hansId)).vermittler.vermittlernummer).toBe('10001');
  });

  it("hides another broker's and another customer's customer as 404", async () => {
    expect((await vermittler.inject({ method: 'GET', url: api(`/customers/${erikaId}`) })).statusCode).toBe(404);
    expect((await kunde.inject({ method: 'GET', url: api(`/customers/${hansId}`) })).statusCode).toBe(404);
    const before = await getCustomer(makler, hansId);
    expect((await update(vermittler, hansId, formOf(before))).statusCode).toBe(404);
    expect((await update(kunde, hansId, formOf(before))).statusCode).toBe(404);
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/changelog?recordType=kunde&recordId=${hansId}`) })).statusCode,
    ).toBe(404);
  });

  it('lets the customer change his own data, not a read-only login', async () => {
    const own = await getCustomer(kunde, erikaId);
    const response = await update(kunde, erikaId, { ...formOf(own), mobil: '0160 9876543' });
    expect(response.json<Customer>().mobil).toBe('0160 9876543');
    const readOnly = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json<ContractList>();
    const id = readOnly.items[0]!.kunde.id;
    const refused = await update(lesend, id, formOf(await getCustomer(lesend, id)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });
});

describe('Neuer Kunde', () => {
  it('creates a customer for the broker with the next Kundennummer, his own person row and the log', async () => {
    const count = await customerCount();
    const first = await create(makler, newCustomer);
    expect(first.statusCode).toBe(200);
    const created = first.json<Customer>();
    expect(created).toMatchObject({
      ...newCustomer,
      land: 'DE',
      version: 1,
      vermittler: { vermittlernummer: '10001' },
    });
    const second = (
      await create(makler, { ...newCustomer, vorname: 'Lea', email: null, geburtsdatum: '1990-01-01' })
    ).json<Customer>();
    expect(Number(second.kundennr)).toBe(Number(created.kundennr) + 1);
    expect(await customerCount()).toBe(count + 2);
    const persons = (await makler.inject({ method: 'GET', url: api(`/customers/${created.id}/persons`) })).json<
      Person[]
    >();
    expect(persons).toMatchObject([{ istKunde: true, vorname: 'Jonas', name: 'Neumann', plz: '10115' }]);
    const log = await changeLog(makler, created.id);
    expect(log.slice(0, 3).map((r) => [r.field, r.newValue])).toEqual([
      ['kundennr', created.kundennr],
      ['anrede', 'Herr'],
      ['vorname', 'Jonas'],
    ]);
    expect(log.at(-1)).toMatchObject({ field: 'betreuer', newValue: 'Max Makler (10001)' });
  });

  it('numbers are unique and never reused: parallel creates get distinct numbers, a refused one takes none', async () => {
    const made = await Promise.all(
      [1, 2, 3].map((i) => create(vermittler, { ...newCustomer, vorname: `Parallel${i}`, email: `p${i}@example.org` })),
    );
    const numbers = made.map((r) => Number(r.json<Customer>().kundennr)).sort();
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[2]! - numbers[0]!).toBe(2);
    const refused = await create(vermittler, { ...newCustomer, plz: '1' });
    expect(refused.statusCode).toBe(400);
    const next = (await create(vermittler, { ...newCustomer, vorname: 'Danach', email: null })).json<Customer>();
    expect(Number(next.kundennr)).toBe(numbers[2]! + 1);
    expect(next.vermittler.vermittlernummer).toBe('20001');
  });

  it('lets internal staff create only with a Betreuer they pick', async () => {
    const without = await create(intern, { ...newCustomer, vorname: 'Ohne', email: null });
    expect(without.statusCode).toBe(400);
    expect(without.json().fieldErrors).toEqual({ betreuerId: 'Bitte wählen Sie einen Betreuer aus.' });
    const betreuer = (await intern.inject({ method: 'GET', url: api('/customers/betreuer') })).json<
      { id: number; label: string }[]
    >();
    const target = betreuer.find((b) => b.label.endsWith('(10005)'));
    const made = await create(intern, { ...newCustomer, vorname: 'Mit', email: null, betreuerId: target?.id });
    expect(made.json<Customer>().vermittler.vermittlernummer).toBe('10005');
  });

  it("keeps a broker to his own structure's Betreuer", async () => {
    const offered = (await makler.inject({ method: 'GET', url: api('/customers/betreuer') })).json<
      { label: string }[]
    >();
    expect(offered.map((b) => b.label.slice(-6, -1)).sort()).toEqual(['10001', '10002', '10003', '10004', '20003']);
    const all = (await intern.inject({ method: 'GET', url: api('/customers/betreuer') })).json<
      { id: number; label: string }[]
    >();
    const outside = all.find((b) => b.label.endsWith('(10005)'));
    const refused = await create(makler, { ...newCustomer, vorname: 'Fremd', email: null, betreuerId: outside?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.betreuerId).toBe('Bitte wählen Sie einen Betreuer aus.');
  });

  it('is refused for a customer (403) and a read-only login (READ_ONLY), saving nothing', async () => {
    const count = await customerCount();
    const byCustomer = await create(kunde, { ...newCustomer, vorname: 'Kunde' });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('FORBIDDEN');
    const byReadOnly = await create(lesend, { ...newCustomer, vorname: 'Lesend' });
    expect(byReadOnly.statusCode).toBe(403);
    expect(byReadOnly.json().code).toBe('READ_ONLY');
    expect((await kunde.inject({ method: 'GET', url: api('/customers/betreuer') })).statusCode).toBe(403);
    expect(await customerCount()).toBe(count);
  });

  it('warns of a customer with the same name and Geburtsdatum or the same e-mail, and goes on when confirmed', async () => {
    const erika = {
      ...newCustomer,
      anrede: 'Frau',
      vorname: 'erika',
      name: 'MUSTERMANN',
      geburtsdatum: '1964-08-12',
      email: null,
    };
    const check = await makler.inject({ method: 'POST', url: api('/customers/duplicates'), payload: erika });
    expect(check.json().duplicates).toMatchObject([{ kundennr: '100001', name: 'Erika Mustermann', grund: 'name' }]);
    const sameMail = await makler.inject({
      method: 'POST',
      url: api('/customers/duplicates'),
      payload: { ...newCustomer, vorname: 'Hanna', email: 'Hans.Beispiel@example.com' },
    });
    expect(sameMail.json().duplicates).toMatchObject([{ kundennr: '100002', grund: 'email' }]);

    const count = await customerCount();
    const refused = await create(makler, erika);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: DUPLICATE_MESSAGE });
    expect(await customerCount()).toBe(count);
    const confirmed = await create(makler, { ...erika, confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await customerCount()).toBe(count + 1);
  });

  it("looks for duplicates only in the user's own scope", async () => {
    const erika = { ...newCustomer, vorname: 'Erika', name: 'Mustermann', geburtsdatum: '1964-08-12', email: null };
    const check = await vermittler.inject({ method: 'POST', url: api('/customers/duplicates'), payload: erika });
    expect(check.json()).toEqual({ duplicates: [] });
  });

  it('saves a first bank account as the default, and refuses a wrong IBAN check digit saving nothing', async () => {
    const count = await customerCount();
    const wrong = await create(makler, {
      ...newCustomer,
      vorname: 'Konto',
      email: null,
      iban: 'DE88 3704 0044 0532 0130 00',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.iban).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
    expect(await customerCount()).toBe(count);
    const made = (
      await create(makler, {
        ...newCustomer,
        vorname: 'Konto',
        email: null,
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeffxxx',
        bank: 'Commerzbank',
      })
    ).json<Customer>();
    const accounts = (
      await makler.inject({ method: 'GET', url: api(`/customers/${made.id}/bankverbindungen`) })
    ).json();
    expect(accounts).toMatchObject([
      {
        kontoinhaber: 'Konto Neumann',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bank: 'Commerzbank',
        standard: true,
      },
    ]);
  });

  it('creates a company under its Firma', async () => {
    const made = await create(makler, {
      anrede: 'Firma',
      firma: 'Neumann Logistik GmbH',
      vorname: 'ignoriert',
      strasse: 'Hafenweg',
      hausnr: '3',
      plz: '1010',
      ort: 'Wien',
      land: 'AT',
      email: 'info@neumann-logistik.example',
    });
    expect(made.json<Customer>()).toMatchObject({
      anrede: 'Firma',
      firma: 'Neumann Logistik GmbH',
      name: 'Neumann Logistik GmbH',
      vorname: null,
      land: 'AT',
    });
  });
});

describe('search text of a customer', () => {
  it('follows a change of the Stammdaten in the same transaction, umlauts folded', async () => {
    const current = await getCustomer(makler, erikaId);
    await update(makler, erikaId, {
      ...formOf(current),
      mobil: null,
      strasse: 'Isartorplatz',
      hausnr: '1',
      plz: '80331',
      ort: 'München',
    });
    const rows = await t.database.db.execute<{ search_text: string }>(
      sql`SELECT search_text FROM customers WHERE id = ${erikaId}`,
    );
    expect(rows.rows[0]?.search_text).toBe(
      'erika mustermann 100001 muenchen 80331 erika.mustermann@example.com 03023125101',
    );
  });
});
