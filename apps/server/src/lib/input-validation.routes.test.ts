import type { ContractHeader, FieldForm } from '@maklerwerk/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';

// Security-probe findings: ids beyond int4, impossible dates and NUL bytes reached PostgreSQL and
// answered 500. The shared domain schemas (packages/domain/src/common) refuse them with 400.

const ID_MESSAGE = 'Ungültige Id.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum ein.';
const TEXT_MESSAGE = 'Die Eingabe enthält ungültige Zeichen.';
const TOO_BIG = '2147483648';
const NUL = '\u0000';

let t: TestApp;
let intern: Client;
let kfId: number;
let hrId: number;
let header: ContractHeader;
beforeAll(async () => {
  t = await createTestApp();
  intern = await loginAs(t.app, 'intern');
  [kfId, hrId] = await contractIds(intern, ['KF-4711-0815', 'HR-55501'] as const);
  header = (await intern.inject({ method: 'GET', url: api(`/insurances/${kfId}`) })).json<ContractHeader>();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => intern.inject({ method: 'GET', url: api(url) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  intern.inject({ method, url: api(url), ...(payload === undefined ? {} : { payload: payload as object }) });

/** A refused request: 400 VALIDATION, and the German message under the field's key. */
function expectRefused(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(400);
  const body = response.json<{ code: string; fieldErrors: Record<string, string> }>();
  expect(body.code).toBe('VALIDATION');
  expect(body.fieldErrors[field]).toBe(message);
}

const version = async (url: string) => (await get(url)).json<{ version: number }>().version;

describe('ids', () => {
  it('refuses an id beyond the database integer in a path with 400, not 500', async () => {
    for (const url of [
      `/insurances/${TOO_BIG}`,
      `/insurances/${TOO_BIG}/details`,
      `/insurances/${TOO_BIG}/allgemeine`,
      `/insurances/${TOO_BIG}/fahrzeugdaten`,
      `/insurances/${TOO_BIG}/versicherte-sache`,
      `/insurances/${TOO_BIG}/vertragspersonen`,
      `/insurances/${TOO_BIG}/schadensmeldungen`,
      `/insurances/${TOO_BIG}/anmerkungen`,
      `/schadensmeldungen/${TOO_BIG}`,
      `/schadensmeldungen/${TOO_BIG}/bearbeitungsstaende`,
      `/customers/${TOO_BIG}`,
      `/customers/${TOO_BIG}/persons`,
      `/gesellschaften/${TOO_BIG}`,
      `/gesellschaften/${TOO_BIG}/ansprechpartner`,
      `/gesellschaften/${TOO_BIG}/ansprechpartner.pdf`,
      '/insurances/99999999999999999999999',
    ]) {
      const field = url.startsWith('/gesellschaften')
        ? 'gesellschaftId'
        : url.startsWith('/schadensmeldungen')
          ? 'schadenId'
          : 'id';
      expectRefused(await get(url), field, ID_MESSAGE);
    }
    expectRefused(await send('DELETE', `/insurances/${kfId}/vertragspersonen/${TOO_BIG}`), 'linkId', ID_MESSAGE);
    expectRefused(await send('DELETE', `/anmerkungen/${TOO_BIG}`), 'noteId', ID_MESSAGE);
    expectRefused(await get(`/insurances/${kfId}/anmerkungen?schadenId=${TOO_BIG}`), 'schadenId', ID_MESSAGE);
  });

  it('refuses what only coercion made a number: hex, exponent, sign, blanks, fractions, zero', async () => {
    for (const id of ['0x10', '1e3', '%2B5', '%205', '5%20', '5.0', '-1', '0', 'abc', '']) {
      expectRefused(await get(`/insurances/${id}/status-history`), 'id', ID_MESSAGE);
    }
  });

  it('refuses such ids in query strings too', async () => {
    expectRefused(await get(`/insurances?customerId=${TOO_BIG}`), 'customerId', ID_MESSAGE);
    expectRefused(await get('/insurances?customerId=0x10'), 'customerId', ID_MESSAGE);
    expectRefused(await get(`/insurances/police_nr_history?vertragId=${TOO_BIG}`), 'vertragId', ID_MESSAGE);
    expectRefused(await get(`/insurances/police_nr_another_vertr?vertragId=1e3&polNr=X`), 'vertragId', ID_MESSAGE);
    expectRefused(
      await get(`/insurances/policy-number-check?gesellschaftId=${TOO_BIG}&polNummer=X`),
      'gesellschaftId',
      ID_MESSAGE,
    );
    expectRefused(await get(`/insurances/${kfId}/combos?gesellschaftId=${TOO_BIG}`), 'gesellschaftId', ID_MESSAGE);
    expectRefused(await get(`/insurances/${kfId}/vertragspersonen/dialog?linkId=${TOO_BIG}`), 'linkId', ID_MESSAGE);
    expectRefused(await get(`/changelog?recordType=versicherung&recordId=${TOO_BIG}`), 'recordId', ID_MESSAGE);
    expectRefused(await get('/changelog?recordType=versicherung&recordId=1e3'), 'recordId', ID_MESSAGE);
  });

  it('reads page offsets and sizes the same way', async () => {
    for (const query of ['offset=1e20', `offset=${TOO_BIG}`, 'offset=0x10', 'offset=-1', 'limit=1e1', 'limit=101']) {
      const field = query.split('=')[0] ?? '';
      expectRefused(await get(`/insurances?${query}`), field, 'Ungültige Seitenangabe.');
    }
    expectRefused(await get(`/insurances/${kfId}/vertragspersonen?offset=1e20`), 'offset', 'Ungültige Seitenangabe.');
    expectRefused(
      await get(`/gesellschaften/${header.gesellschaft.id}/ansprechpartner?offset=${TOO_BIG}`),
      'offset',
      'Ungültige Seitenangabe.',
    );
    expect((await get('/insurances?offset=2147483647&limit=100')).statusCode).toBe(200);
  });

  it('refuses such ids in JSON bodies', async () => {
    const saved = await send('POST', `/insurances/${kfId}/vertragspersonen`, {
      selectedPerson: Number(TOO_BIG),
      rolle: 'Fahrer',
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().fieldErrors.selectedPerson).toBeDefined();
    const viewAs = await send('POST', '/auth/view-as', { userId: Number(TOO_BIG) });
    expect(viewAs.statusCode, viewAs.body).toBe(400);
    const allgemeine = await send('PUT', `/insurances/${kfId}/allgemeine`, {
      version: 1,
      values: { gesellschaft: TOO_BIG },
    });
    expectRefused(allgemeine, 'gesellschaft', 'Bitte wählen Sie eine Gesellschaft aus.');
  });

  // Not a 500 before (the services compare versions first and answered 409); the schema now says so.
  it('refuses a version beyond the database integer', async () => {
    const response = await send('PUT', `/insurances/${kfId}/status`, { status: 'aktiv', version: Number(TOO_BIG) });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('still takes the largest id and a real one (as number or as text)', async () => {
    expect((await get('/insurances/2147483647')).statusCode).toBe(404);
    expect((await get(`/insurances/${kfId}`)).statusCode).toBe(200);
    expect((await get(`/insurances?customerId=${header.kunde.id}&limit=1`)).statusCode).toBe(200);
    expect((await get(`/insurances/${kfId}/combos?gesellschaftId=${header.gesellschaft.id}`)).statusCode).toBe(200);
    expect((await get(`/insurances/${kfId}/vertragspersonen/dialog?linkId=`)).statusCode).toBe(200);
  });
});

describe('dates', () => {
  it('refuses impossible calendar dates in the general data with a field error', async () => {
    const v = await version(`/insurances/${hrId}/allgemeine`);
    for (const date of [
      '2024-02-30',
      '2024-13-45',
      '0000-00-00',
      '2023-02-29',
      '2024-1-05',
      '20240105',
      '1700-01-01',
    ]) {
      const response = await send('PUT', `/insurances/${hrId}/allgemeine`, { version: v, values: { beginn: date } });
      expectRefused(response, 'beginn', DATE_MESSAGE);
    }
    const ende = await send('PUT', `/insurances/${hrId}/allgemeine`, { version: v, values: { ende: '2024-04-31' } });
    expectRefused(ende, 'ende', DATE_MESSAGE);
    const leap = await send('PUT', `/insurances/${hrId}/allgemeine`, { version: v, values: { beginn: '2024-02-29' } });
    expect(leap.statusCode, leap.body).toBe(200);
    const beginn = leap.json<FieldForm>().fields.find((f) => f.key === 'beginn');
    expect(beginn?.value).toBe('2024-02-29');
  });

  it('refuses them in the further details, the vehicle data and a new person', async () => {
    const weitere = await send('PUT', `/insurances/${hrId}/weitere-vertragsdetails`, {
      version: 1,
      values: { erfassungsdatum: '2024-02-30' },
    });
    expectRefused(weitere, 'erfassungsdatum', DATE_MESSAGE);
    const fahrzeug = await send('PUT', `/insurances/${kfId}/fahrzeugdaten`, {
      version: 1,
      daten: { erstzulassdat: '2021-13-01' },
    });
    expectRefused(fahrzeug, 'erstzulassdat', DATE_MESSAGE);
    const person = await send('POST', `/customers/${header.kunde.id}/persons`, {
      name: 'Datum',
      geburtsdatum: '1990-02-30',
    });
    expectRefused(person, 'geburtsdatum', 'Bitte geben Sie ein gültiges Geburtsdatum ein.');
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL byte in search and query texts', async () => {
    expectRefused(await get('/insurances?search=%00'), 'search', TEXT_MESSAGE);
    expectRefused(await get('/insurances?search=Muster%00mann'), 'search', TEXT_MESSAGE);
    expectRefused(await get('/auth/view-as/targets?search=%00'), 'search', TEXT_MESSAGE);
    expectRefused(await get(`/insurances/police_nr_another_vertr?vertragId=${kfId}&polNr=A%00`), 'polNr', TEXT_MESSAGE);
    expectRefused(
      await get(`/insurances/policy-number-check?gesellschaftId=${header.gesellschaft.id}&polNummer=%00`),
      'polNummer',
      TEXT_MESSAGE,
    );
    expectRefused(await get('/insurances?sort=%00'), 'sort', TEXT_MESSAGE);
  });

  it('refuses a NUL byte in the user name of a login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { username: `makler${NUL}`, password: 'demo' },
    });
    expectRefused(response, 'username', TEXT_MESSAGE);
  });

  it('refuses a NUL byte in every kind of text field of a form', async () => {
    const text = `a${NUL}b`;
    const cases: [string, 'POST' | 'PUT', string, unknown][] = [
      ['produktbez', 'PUT', `/insurances/${hrId}/allgemeine`, { version: 1, values: { produktbez: text } }],
      ['nummer', 'PUT', `/insurances/${hrId}/allgemeine`, { version: 1, values: { nummer: text } }],
      ['bezug', 'PUT', `/insurances/${hrId}/weitere-vertragsdetails`, { version: 1, values: { bezug: text } }],
      ['kundennr', 'PUT', `/insurances/${hrId}/kundennr`, { version: 1, kundennr: text }],
      ['bemerkung', 'PUT', `/insurances/${hrId}/status`, { status: 'aktiv', version: 1, bemerkung: text }],
      ['zusatz', 'PUT', `/insurances/${hrId}/versicherte-sache`, { version: 0, values: { zusatz: text } }],
      ['marke', 'PUT', `/insurances/${kfId}/fahrzeugdaten`, { version: 1, daten: { marke: text } }],
      ['name', 'POST', `/customers/${header.kunde.id}/persons`, { name: text }],
      ['vorname', 'POST', `/customers/${header.kunde.id}/persons`, { name: 'X', vorname: text }],
      [
        'strasse',
        'PUT',
        `/customers/${header.kunde.id}`,
        { version: 1, name: 'X', strasse: text, hausnr: '1', plz: '10115', ort: 'Berlin' },
      ],
      ['name', 'POST', `/gesellschaften/${header.gesellschaft.id}/ansprechpartner`, { name: text }],
      [
        'beschreibung',
        'POST',
        `/gesellschaften/${header.gesellschaft.id}/ansprechpartner`,
        { name: 'X', beschreibung: text },
      ],
    ];
    for (const [field, method, url, payload] of cases) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${field} ${url}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors[field], `${field} ${url}`).toBe(TEXT_MESSAGE);
    }
  });

  it('still finds an ordinary search', async () => {
    const response = await get('/insurances?search=Mustermann');
    expect(response.statusCode).toBe(200);
  });
});
