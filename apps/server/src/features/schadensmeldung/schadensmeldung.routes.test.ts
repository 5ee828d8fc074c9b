import { addIsoDays, type DamageReportDetails, type DamageReportList, todayInGermany } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagePayments, damageReports } from '../../db/schema';
import { api } from '../../test/lookups';
import type { Client, TestApp } from '../../test/test-app';
import { type ClaimsFixture, openClaimsFixture } from './claims.fixture';

let t: TestApp;
let makler: Client;
let kunde: Client;
let vermittler: Client;
let lesend: Client;
let intern: Client;
let kfId: number;
let phId: number;
let wgId: number;
let id: ClaimsFixture['id'];
let lesendContractId: number;
beforeAll(async () => {
  ({ t, makler, kunde, vermittler, lesend, intern, kfId, phId, wgId, id } = await openClaimsFixture());
  lesendContractId = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: Client, contractId: number, query = '') =>
  (
    await client.inject({ method: 'GET', url: api(`/insurances/${contractId}/schadensmeldungen${query}`) })
  ).json<DamageReportList>();
const get = (client: Client, schadenId: number) =>
  client.inject({ method: 'GET', url: api(`/schadensmeldungen/${schadenId}`) });
const details = async (client: Client, schadenId: number) => (await get(client, schadenId)).json<DamageReportDetails>();
const report = (client: Client, contractId: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api(`/insurances/${contractId}/schadensmeldungen`), payload });
const save = (client: Client, schadenId: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'PUT', url: api(`/schadensmeldungen/${schadenId}`), payload });
const remove = (client: Client, schadenId: number) =>
  client.inject({ method: 'DELETE', url: api(`/schadensmeldungen/${schadenId}`) });
const addPayment = (client: Client, schadenId: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api(`/schadensmeldungen/${schadenId}/zahlungen`), payload });
const changePayment = (client: Client, schadenId: number, zahlungId: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'PUT', url: api(`/schadensmeldungen/${schadenId}/zahlungen/${zahlungId}`), payload });
const removePayment = (client: Client, schadenId: number, zahlungId: number) =>
  client.inject({ method: 'DELETE', url: api(`/schadensmeldungen/${schadenId}/zahlungen/${zahlungId}`) });
const changeLog = async (schadenId: number) =>
  (
    await intern.inject({ method: 'GET', url: api(`/changelog?recordType=schadensmeldung&recordId=${schadenId}`) })
  ).json<{ field: string; oldValue: string | null; newValue: string | null }[]>();

/** The body of the office's form, filled from the details. */
const formOf = (d: DamageReportDetails) => ({
  version: d.version,
  meldedatum: d.meldedatum,
  ereignisdatum: d.ereignisdatum,
  schadennr: d.schadennr,
  sparteId: d.sparteId,
  schadensursacheText: d.schadensursacheText,
  bearbstand: d.bearbstand,
  schadenort: d.schadenort,
  schilderung: d.schilderung,
  schadenhoeheCents: d.schadenhoeheCents,
  reserveCents: d.reserveCents,
  versichererSchadennr: d.versichererSchadennr,
});

function expectStatus(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (code) {
    expect(response.json().code).toBe(code);
  }
}

function expectFieldError(response: LightMyRequestResponse, field: string, message: string | RegExp) {
  expectStatus(response, 400, 'VALIDATION');
  expect(response.json().fieldErrors[field]).toMatch(message);
}

describe('list', () => {
  it("shows a contract's reports newest first, with Sparte, states and the actor's rights", async () => {
    const page = await list(makler, kfId);
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 10, canReport: true, canDelete: false, canMerge: true });
    expect(
      page.items.map((r) => [r.schadennr, r.meldedatum, r.ereignisdatum, r.schadensursacheText, r.bearbstand]),
    ).toEqual([
      ['KS-2025-0107-A', '2025-06-03', '2025-06-01', 'Steinschlag Windschutzscheibe', 'GEMELDET'],
      ['KS-2025-0107', '2025-06-02', '2025-06-01', 'Glasbruch Windschutzscheibe', 'IN_BEARBEITUNG'],
      ['KS-2024-0001', '2024-03-15', '2024-03-14', 'Auffahrunfall', 'REGULIERT'],
    ]);
    expect(page.items.every((r) => r.sparte !== null && !r.gemeldetVonKunde)).toBe(true);
    expect(page.bearbstaende).toContainEqual({ value: 'REGULIERT', label: 'reguliert' });
    expect(await list(intern, kfId)).toMatchObject({ canDelete: true, canMerge: true });
    expect(await list(kunde, kfId)).toMatchObject({ total: 3, canReport: true, canDelete: false, canMerge: false });
    expect(await list(vermittler, wgId)).toMatchObject({ total: 2, canReport: true, canMerge: false });
    expect((await list(lesend, lesendContractId)).canReport).toBe(false);
  });

  it('pages by 10 and sorts by either date, both directions', async () => {
    const first = await list(makler, phId);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    const second = await list(makler, phId, '?offset=10');
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((r) => r.schadenId)).size).toBe(12);
    const melde = [...first.items, ...second.items].map((r) => r.meldedatum);
    expect(melde).toEqual([...melde].sort().reverse());
    const asc = await list(makler, phId, '?sort=ereignisdatum&dir=asc');
    expect(asc.items[0]?.schadensursacheText).toBe('Schlüsselverlust Mietwohnung');
    const ereignis = asc.items.map((r) => r.ereignisdatum ?? '');
    expect(ereignis).toEqual([...ereignis].sort());
    const desc = await list(makler, phId, '?sort=ereignisdatum&dir=desc&limit=3');
    expect(desc.items.map((r) => r.schadensursacheText)).toEqual([
      'Skiunfall mit Personenschaden',
      'Wasserschaden Waschmaschine',
      'Handy eines Freundes beschädigt',
    ]);
  });

  it('puts reports without Ereignisdatum last in both directions', async () => {
    const [row] = await t.database.db
      .insert(damageReports)
      .values({
        contractId: phId,
        schadennr: 'PH-OHNE-DATUM',
        meldedatum: '2020-01-01',
        schadensursache: 'Ohne Ereignisdatum',
        bearbstand: 'GEMELDET',
      })
      .returning({ id: damageReports.id });
    try {
      for (const dir of ['asc', 'desc']) {
        const last = await list(makler, phId, `?sort=ereignisdatum&dir=${dir}&offset=12`);
        expect(last.items.map((r) => r.schadennr)).toEqual(['PH-OHNE-DATUM']);
      }
    } finally {
      await t.database.db.delete(damageReports).where(eq(damageReports.id, row?.id ?? 0));
    }
  });

  it('answers 404 outside the scope and 400 for a bad page or sort, in German', async () => {
    expectStatus(await kunde.inject({ method: 'GET', url: api(`/insurances/${phId}/schadensmeldungen`) }), 404);
    expectStatus(await vermittler.inject({ method: 'GET', url: api(`/insurances/${kfId}/schadensmeldungen`) }), 404);
    const url = (q: string) => api(`/insurances/${kfId}/schadensmeldungen?${q}`);
    expectFieldError(
      await makler.inject({ method: 'GET', url: url('sort=schadennr') }),
      'sort',
      'Ungültige Sortierung.',
    );
    expectFieldError(await makler.inject({ method: 'GET', url: url('dir=up') }), 'dir', 'Ungültige Sortierung.');
    expectFieldError(
      await makler.inject({ method: 'GET', url: url('offset=-1') }),
      'offset',
      'Ungültige Seitenangabe.',
    );
    expectFieldError(await makler.inject({ method: 'GET', url: url('limit=1e1') }), 'limit', 'Ungültige Seitenangabe.');
    expectFieldError(
      await makler.inject({ method: 'GET', url: api('/insurances/2147483648/schadensmeldungen') }),
      'id',
      'Ungültige Id.',
    );
  });
});

describe('report damage', () => {
  const today = todayInGermany();
  const body = { ereignisdatum: today, schadensursacheText: 'Parkrempler', schadenort: 'Supermarkt-Parkplatz' };

  it('lets the customer report on her own contract: today, gemeldet, SM number, history and log', async () => {
    const response = await report(kunde, kfId, { ...body, schilderung: 'Beim Ausparken touchiert.' });
    expectStatus(response, 200);
    const { schadenId, contractId } = response.json();
    expect(contractId).toBe(kfId);
    const d = await details(kunde, schadenId);
    expect(d).toMatchObject({
      meldedatum: today,
      ereignisdatum: today,
      bearbstand: 'GEMELDET',
      schadensursacheText: 'Parkrempler',
      schadenort: 'Supermarkt-Parkplatz',
      schilderung: 'Beim Ausparken touchiert.',
      gemeldetVonKunde: true,
      gemeldetVon: 'Erika Mustermann',
      canEdit: false,
      canDelete: false,
      zahlungen: [],
      offenCents: null,
    });
    expect(d.schadennr).toMatch(new RegExp(`^SM-${today.slice(0, 4)}-\\d{5}$`));
    expect(d.sparteId).not.toBeNull();
    expect(d.statusHistory).toEqual([
      expect.objectContaining({
        bearbstand: 'GEMELDET',
        label: 'gemeldet',
        previous: null,
        userName: 'Erika Mustermann',
      }),
    ]);
    expect(await changeLog(schadenId)).toEqual([
      expect.objectContaining({
        field: 'angelegt',
        oldValue: null,
        newValue: `${d.schadennr} Parkrempler (Ereignis ${today.split('-').reverse().join('.')})`,
      }),
    ]);
    // The office learns of it on its start page.
    const startPage = (await makler.inject({ method: 'GET', url: api('/start') })).json();
    expect(startPage.kundenSchaeden.items.map((r: { schadenId: number }) => r.schadenId)).toContain(schadenId);
    const office = await report(makler, kfId, body);
    const officeReport = await details(makler, office.json().schadenId);
    expect(officeReport).toMatchObject({ gemeldetVonKunde: false, gemeldetVon: 'Max Makler' });
    expect(officeReport.schadennr).not.toBe(d.schadennr);
  });

  it("refuses another customer's contract (404), an agent outside the structure (404), a read-only login (403)", async () => {
    expectStatus(await report(kunde, phId, body), 404);
    expectStatus(await report(vermittler, kfId, body), 404);
    expectStatus(await report(lesend, lesendContractId, body), 403, 'READ_ONLY');
    expectStatus(await report(vermittler, wgId, body), 200);
  });

  it('refuses a future Ereignisdatum and bad input with German messages, writing nothing', async () => {
    const before = (await list(makler, kfId)).total;
    expectFieldError(
      await report(kunde, kfId, { ...body, ereignisdatum: addIsoDays(today, 1) }),
      'ereignisdatum',
      'Das Ereignisdatum darf nicht in der Zukunft liegen.',
    );
    expectFieldError(
      await report(kunde, kfId, { ...body, ereignisdatum: '2024-02-30' }),
      'ereignisdatum',
      'Bitte geben Sie ein gültiges Ereignisdatum ein.',
    );
    expectFieldError(
      await report(kunde, kfId, { ...body, schadensursacheText: '  ' }),
      'schadensursacheText',
      'Die Schadensursache ist erforderlich.',
    );
    expectFieldError(
      await report(kunde, kfId, { ...body, schadensursacheText: 'a\u0000b' }),
      'schadensursacheText',
      'Die Eingabe enthält ungültige Zeichen.',
    );
    expectFieldError(
      await report(kunde, kfId, { ...body, schilderung: 'x'.repeat(4001) }),
      'schilderung',
      'Die Schilderung darf höchstens 4000 Zeichen lang sein.',
    );
    expect((await list(makler, kfId)).total).toBe(before);
  });
});

describe('details and Bearbeitungsstände', () => {
  it('shows the contract, payments with sum and open amount, the history newest first and the options', async () => {
    const d = await details(kunde, id('KS-2024-0001'));
    expect(d.contract).toEqual({
      id: kfId,
      nummer: 'KF-4711-0815',
      gesellschaftName: 'HUK-COBURG',
      bezeichnung: expect.any(String),
      kundeName: 'Erika Mustermann',
    });
    expect(d).toMatchObject({
      schadennr: 'KS-2024-0001',
      bearbstand: 'REGULIERT',
      schadenhoeheCents: 210_000,
      // The insurer's reserve is office information: the customer does not receive it.
      reserveCents: null,
      versichererSchadennr: 'HUK-24-118833',
      zahlungenSummeCents: 210_000,
      offenCents: 0,
      gemeldetVon: 'Max Makler',
    });
    expect(d.zahlungen.map((z) => [z.datum, z.betragCents, z.empfaenger])).toEqual([
      ['2024-04-10', 185_000, 'Autohaus Schmidt GmbH'],
      ['2024-04-22', 25_000, 'Erika Mustermann'],
    ]);
    expect(d.statusHistory.map((h) => [h.bearbstand, h.previous])).toEqual([
      ['REGULIERT', 'IN_BEARBEITUNG'],
      ['IN_BEARBEITUNG', 'GEMELDET'],
      ['GEMELDET', null],
    ]);
    // The contract's Sparte first, then its branches; the report belongs to Kfz-Haftpflicht (seed-sparten.ts).
    expect(d.sparte).toBe('Kfz-Haftpflicht');
    expect(d.sparten.map((o) => o.label)).toEqual(['Kraftfahrt', 'Kfz-Haftpflicht', 'Vollkasko']);
    expect(d.sparten).toContainEqual({ value: String(d.sparteId), label: d.sparte });
    expect(d.bearbstaende).toHaveLength(6);
    expect(await details(makler, id('KS-2024-0001'))).toMatchObject({
      canEdit: true,
      canDelete: false,
      reserveCents: 0,
    });
    expect(await details(intern, id('KS-2024-0001'))).toMatchObject({ canEdit: true, canDelete: true });
  });

  it('delivers the processing-state list per report, within the scope only', async () => {
    const url = api(`/schadensmeldungen/${id('KS-2025-0107')}/bearbeitungsstaende`);
    const states = await kunde.inject({ method: 'GET', url });
    expectStatus(states, 200);
    expect(states.json()[0]).toEqual({ value: 'GEMELDET', label: 'gemeldet' });
    expectStatus(await vermittler.inject({ method: 'GET', url }), 404);
    expectStatus(await get(vermittler, id('KS-2025-0107')), 404);
    expectStatus(await get(kunde, id('WG-2023-0031')), 404);
    expectStatus(await get(vermittler, id('WG-2023-0031')), 200);
    expectStatus(await get(makler, 2147483647), 404);
    expectFieldError(await get(makler, 0), 'schadenId', 'Ungültige Id.');
  });
});

describe('save', () => {
  it('saves every field, logs them as the page shows them and records a new state', async () => {
    const schadenId = id('KS-2025-0107');
    const before = await details(makler, schadenId);
    // The demo log of the report (seed-aenderungslog.ts) comes first; this save's rows follow it.
    const logged = (await changeLog(schadenId)).length;
    const response = await save(makler, schadenId, {
      ...formOf(before),
      bearbstand: 'UNTERLAGEN_ANGEFORDERT',
      schadenhoeheCents: 123_456,
      reserveCents: 50_000,
      ereignisdatum: '2025-05-31',
      versichererSchadennr: 'HUK-25-0001',
    });
    expectStatus(response, 200);
    const after = response.json<DamageReportDetails>();
    expect(after).toMatchObject({
      version: before.version + 1,
      bearbstand: 'UNTERLAGEN_ANGEFORDERT',
      schadenhoeheCents: 123_456,
      offenCents: 123_456,
    });
    expect(after.statusHistory[0]).toMatchObject({
      bearbstand: 'UNTERLAGEN_ANGEFORDERT',
      previous: 'IN_BEARBEITUNG',
      userName: 'Max Makler',
    });
    expect(after.statusHistory).toHaveLength(before.statusHistory.length + 1);
    const log = (await changeLog(schadenId)).slice(logged).map((r) => [r.field, r.oldValue, r.newValue]);
    expect(log).toEqual(
      expect.arrayContaining([
        ['ereignisdatum', '01.06.2025', '31.05.2025'],
        ['bearbstand', 'in Bearbeitung', 'Unterlagen angefordert'],
        ['schadenhoehe', '980,00 €', '1.234,56 €'],
        ['reserve', null, '500,00 €'],
        ['versichererSchadennr', null, 'HUK-25-0001'],
      ]),
    );
    expect(log).toHaveLength(5);

    // The same form again changes nothing; the old version is stale.
    expectStatus(await save(makler, schadenId, formOf(after)), 200);
    expect((await details(makler, schadenId)).version).toBe(after.version);
    expectStatus(await save(makler, schadenId, formOf(before)), 409, 'STALE_VERSION');
  });

  it('refuses customers, read-only logins, other structures, a foreign Sparte and bad input', async () => {
    const schadenId = id('KS-2025-0107-A');
    const form = formOf(await details(makler, schadenId));
    expectStatus(await save(kunde, schadenId, form), 403, 'FORBIDDEN');
    expectStatus(await save(vermittler, schadenId, form), 404);
    const mine = (
      await report(makler, lesendContractId, { ereignisdatum: '2025-01-02', schadensursacheText: 'Test' })
    ).json();
    const lesendForm = formOf(await details(lesend, mine.schadenId));
    expectStatus(await save(lesend, mine.schadenId, lesendForm), 403, 'READ_ONLY');

    const wgSparte = (await details(vermittler, id('WG-2023-0031'))).sparteId;
    expectFieldError(
      await save(makler, schadenId, { ...form, sparteId: wgSparte }),
      'sparteId',
      'Bitte wählen Sie eine Sparte des Vertrags aus.',
    );
    expectFieldError(
      await save(makler, schadenId, { ...form, ereignisdatum: addIsoDays(todayInGermany(), 3) }),
      'ereignisdatum',
      'Das Ereignisdatum darf nicht in der Zukunft liegen.',
    );
    expectFieldError(
      await save(makler, schadenId, { ...form, bearbstand: 'ERLEDIGT' }),
      'bearbstand',
      /Bearbeitungsstand/,
    );
    expectFieldError(
      await save(makler, schadenId, { ...form, schadenhoeheCents: 12.5 }),
      'schadenhoeheCents',
      /Nachkommastellen/,
    );
    expectFieldError(
      await save(makler, schadenId, { ...form, reserveCents: -1 }),
      'reserveCents',
      'Die Reserve darf nicht negativ sein.',
    );
    expectFieldError(await save(makler, schadenId, { ...form, meldedatum: '2025-13-01' }), 'meldedatum', /Meldedatum/);
    expectFieldError(
      await save(makler, schadenId, { ...form, schadennr: '' }),
      'schadennr',
      'Die Schadennummer ist erforderlich.',
    );
    expectFieldError(await save(makler, schadenId, { ...form, sparteId: 2147483648 }), 'sparteId', /Sparte/);
    const unversioned = await save(makler, schadenId, { ...form, version: undefined });
    expectStatus(unversioned, 400, 'VALIDATION');
    expect((await details(makler, schadenId)).version).toBe(form.version);
  });
});

describe('payments', () => {
  it('adds, changes and removes a payment: sum, open amount and one log row each', async () => {
    const schadenId = id('WG-2025-0204');
    const logBefore = (await changeLog(schadenId)).length;
    const added = await addPayment(intern, schadenId, {
      datum: '2025-11-20',
      betragCents: 45_000,
      empfaenger: 'Trocknungsfirma Aqua',
      vermerk: 'Abschlag',
    });
    expectStatus(added, 200);
    const withPayment = added.json<DamageReportDetails>();
    expect(withPayment).toMatchObject({ zahlungenSummeCents: 45_000, offenCents: 75_000 });
    const zahlung = withPayment.zahlungen[0];
    if (!zahlung) {
      throw new Error('no payment');
    }
    const changed = await changePayment(intern, schadenId, zahlung.id, {
      version: zahlung.version,
      datum: '2025-11-21',
      betragCents: 123_456,
      empfaenger: 'Trocknungsfirma Aqua',
      vermerk: null,
    });
    expectStatus(changed, 200);
    expect(changed.json<DamageReportDetails>()).toMatchObject({ zahlungenSummeCents: 123_456, offenCents: -3_456 });
    const stale = await changePayment(intern, schadenId, zahlung.id, {
      version: zahlung.version,
      datum: '2025-11-22',
      betragCents: 1,
      empfaenger: 'X',
    });
    expectStatus(stale, 409, 'STALE_VERSION');
    expectFieldError(
      await changePayment(intern, schadenId, zahlung.id, { datum: '2025-11-22', betragCents: 1, empfaenger: 'X' }),
      'version',
      /Version der Zahlung fehlt/,
    );
    expectStatus(await removePayment(intern, schadenId, zahlung.id), 200);
    expect(await details(intern, schadenId)).toMatchObject({
      zahlungen: [],
      zahlungenSummeCents: 0,
      offenCents: 120_000,
    });
    expectStatus(await removePayment(intern, schadenId, zahlung.id), 404);
    const [kept] = await t.database.db
      .select({ removedAt: damagePayments.removedAt })
      .from(damagePayments)
      .where(eq(damagePayments.id, zahlung.id));
    expect(kept?.removedAt).not.toBeNull();
    const log = (await changeLog(schadenId)).slice(logBefore).map((r) => [r.field, r.oldValue, r.newValue]);
    expect(log).toEqual([
      ['zahlung', null, '20.11.2025 450,00 € an Trocknungsfirma Aqua (Abschlag)'],
      [
        'zahlung',
        '20.11.2025 450,00 € an Trocknungsfirma Aqua (Abschlag)',
        '21.11.2025 1.234,56 € an Trocknungsfirma Aqua',
      ],
      ['zahlung', '21.11.2025 1.234,56 € an Trocknungsfirma Aqua', null],
    ]);
  });

  it('refuses customers, agents without the report in scope, read-only logins and bad amounts', async () => {
    const schadenId = id('KS-2024-0001');
    const payment = { datum: '2025-01-01', betragCents: 100, empfaenger: 'Erika Mustermann' };
    const zahlungId = (await details(makler, schadenId)).zahlungen[0]?.id ?? 0;
    expectStatus(await addPayment(kunde, schadenId, payment), 403, 'FORBIDDEN');
    expectStatus(await changePayment(kunde, schadenId, zahlungId, { ...payment, version: 1 }), 403);
    expectStatus(await removePayment(kunde, schadenId, zahlungId), 403);
    expectStatus(await addPayment(vermittler, schadenId, payment), 404);
    expectStatus(await removePayment(vermittler, schadenId, zahlungId), 404);
    const mine = (
      await report(makler, lesendContractId, { ereignisdatum: '2025-01-03', schadensursacheText: 'Test' })
    ).json();
    expectStatus(await addPayment(lesend, mine.schadenId, payment), 403, 'READ_ONLY');
    expectFieldError(
      await addPayment(makler, schadenId, { ...payment, betragCents: 0 }),
      'betragCents',
      'Der Betrag muss größer als 0 sein.',
    );
    expectFieldError(
      await addPayment(makler, schadenId, { ...payment, betragCents: 1e12 }),
      'betragCents',
      'Der Betrag ist zu groß.',
    );
    expectFieldError(
      await addPayment(makler, schadenId, { ...payment, empfaenger: '' }),
      'empfaenger',
      'Der Empfänger ist erforderlich.',
    );
    expectFieldError(
      await addPayment(makler, schadenId, { ...payment, datum: '01.01.2025' }),
      'datum',
      /Zahlungsdatum/,
    );
    // A payment of another report is not found through this one.
    expectStatus(await removePayment(makler, id('KS-2025-0107'), zahlungId), 404);
    expect((await details(makler, schadenId)).zahlungen).toHaveLength(2);
  });
});

describe('delete', () => {
  it('is refused to everybody without bypass; intern removes softly with a log row, then it is gone everywhere', async () => {
    const created = (
      await report(makler, kfId, { ereignisdatum: '2025-03-01', schadensursacheText: 'Zum Löschen' })
    ).json();
    const schadenId: number = created.schadenId;
    const total = (await list(makler, kfId)).total;
    expectStatus(await remove(makler, schadenId), 403, 'FORBIDDEN');
    expectStatus(await remove(kunde, schadenId), 403, 'FORBIDDEN');
    expectStatus(await remove(vermittler, schadenId), 404);
    const lesendReport = (
      await report(makler, lesendContractId, { ereignisdatum: '2025-01-04', schadensursacheText: 'T' })
    ).json();
    expectStatus(await remove(lesend, lesendReport.schadenId), 403, 'FORBIDDEN');

    expect(await remove(intern, schadenId).then((r) => r.json())).toEqual({ deleted: true });
    expect((await list(makler, kfId)).total).toBe(total - 1);
    expect((await list(makler, kfId)).items.some((r) => r.schadenId === schadenId)).toBe(false);
    expectStatus(await get(intern, schadenId), 404);
    expectStatus(await remove(intern, schadenId), 404);
    expectStatus(await save(intern, schadenId, formOf(await details(makler, id('KS-2024-0001')))), 404);
    expectStatus(await addPayment(intern, schadenId, { datum: '2025-01-01', betragCents: 1, empfaenger: 'X' }), 404);
    expectStatus(
      await intern.inject({ method: 'GET', url: api(`/schadensmeldungen/${schadenId}/bearbeitungsstaende`) }),
      404,
    );
    const [row] = await t.database.db.select().from(damageReports).where(eq(damageReports.id, schadenId));
    expect(row).toMatchObject({ removedByUserId: intern.me.user.id, mergedIntoId: null });
    expect(row?.removedAt).not.toBeNull();
    const today = todayInGermany().split('-').reverse().join('.');
    expect((await changeLog(schadenId)).at(-1)).toMatchObject({
      field: 'geloescht',
      newValue: `Meldung vom ${today} gelöscht`,
    });
  });
});
