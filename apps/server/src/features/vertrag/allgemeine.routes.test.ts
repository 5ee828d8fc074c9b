import type { FieldForm } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let kfId: number;
let hrId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
  [kfId, hrId] = await contractIds(intern, ['KF-4711-0815', 'HR-55501'] as const);
});
afterAll(async () => {
  await t.close();
});

const form = async (client: Client, id: number, step = 'allgemeine') => {
  const response = await client.inject({ method: 'GET', url: api(`/insurances/${id}/${step}`) });
  expect(response.statusCode).toBe(200);
  return response.json<FieldForm>();
};
const field = (f: FieldForm, key: string) => f.fields.find((x) => x.key === key);
const save = (client: Client, id: number, version: number, values: Record<string, unknown>, step = 'allgemeine') =>
  client.inject({ method: 'PUT', url: api(`/insurances/${id}/${step}`), payload: { version, values } });
const changeLog = async (id: number) =>
  (await intern.inject({ method: 'GET', url: api(`/changelog?recordType=versicherung&recordId=${id}`) })).json();

describe('general data (allgemeine)', () => {
  it('defines every field with value, options and rules', async () => {
    const f = await form(makler, kfId);
    expect(field(f, 'nummer')).toMatchObject({ value: 'KF-4711-0815', disabled: false, validationMessage: null });
    expect(field(f, 'kennzeichen')).toMatchObject({ value: 'B-EM 1234', disabled: true });
    expect(field(f, 'gesellschaft')?.options?.some((o) => o.label === 'HUK-COBURG')).toBe(true);
    expect(field(f, 'anbindung')).toMatchObject({ value: 'Direktanbindung' });
    expect(field(f, 'anbindung')?.options?.map((o) => o.value)).toContain('Maklerpool fondsfinanz');
    expect(field(f, 'betreuungsstufe')).toMatchObject({ value: 'Standard', disabled: false });
    expect(field(f, 'maklerGesellNr')).toMatchObject({ label: 'Courtagenummer', value: '4711-10001' });
    expect(field(f, 'einlesenUpdaten')?.label).toBe('GDV-Datenänderung');
    expect(field(f, 'praemiebto_zahlweise')).toMatchObject({ type: 'currency', value: 61_240 });
    expect(field(f, 'ende')?.visible).toBe(true);
    expect(field(f, 'laufzeit')?.visible).toBe(false);
    expect(field(f, 'zahlweiseBemerkung')?.visible).toBe(false);
  });

  it('uses the agent labels for an agent', async () => {
    const vermittler = await loginAs(t.app, 'vermittler');
    const own = (await vermittler.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
    const f = await form(vermittler, own.id);
    expect(field(f, 'maklerGesellNr')?.label).toBe('Vermittlernummer Gesellschaft');
    expect(field(f, 'einlesenUpdaten')?.label).toBe('OMDS Änderung');
  });

  it('disables every field for a customer who did not create the contract', async () => {
    const f = await form(kunde, kfId);
    expect(f.fields.every((x) => x.disabled)).toBe(true);
    const response = await save(kunde, kfId, f.version, { produktbez: 'Neu' });
    expect(response.statusCode).toBe(403);
  });

  it('saves, applies the duration mode, logs per field and records the old policy number', async () => {
    const before = await form(makler, hrId);
    const response = await save(makler, hrId, before.version, {
      nummer: 'HR-55502',
      produktbez: 'Hausratversicherung Best Plus',
      anzeigeModusDauer: 'LAUFZEIT',
      laufzeit: 5,
      ende: '2030-01-01',
      praemiebto_zahlweise: 10_450,
      kennzeichen: 'X-XX 1',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<FieldForm>();
    expect(after.version).toBe(before.version + 1);
    expect(field(after, 'nummer')?.value).toBe('HR-55502');
    expect(field(after, 'laufzeit')).toMatchObject({ value: 5, visible: true });
    expect(field(after, 'ende')).toMatchObject({ value: null, visible: false });
    expect(field(after, 'kennzeichen')?.value).toBeNull();
    const fields = (await changeLog(hrId)).map((r: { field: string }) => r.field);
    expect(fields).toEqual(
      expect.arrayContaining(['nummer', 'produktbez', 'anzeigeModusDauer', 'laufzeit', 'praemiebto_zahlweise']),
    );
    const history = await makler.inject({
      method: 'GET',
      url: `/MSC3/restful/insurances/police_nr_history?vertragId=${hrId}`,
    });
    expect(history.json()).toEqual([expect.objectContaining({ polNr: 'HR-55501', newVertragExists: false })]);
  });

  it('refuses an invalid policy number with the company message and saves nothing', async () => {
    const before = await form(makler, kfId);
    const response = await save(makler, kfId, before.version, { nummer: 'KF-12', produktbez: 'geändert' });
    expect(response.statusCode).toBe(400);
    const message = response.json().fieldErrors.nummer as string;
    expect(message).toContain('Nummer');
    expect(message).toContain('Die Versicherungsscheinnummer der HUK-COBURG hat das Format KF-9999-9999');
    expect(await form(makler, kfId)).toEqual(before);
  });

  it('refuses a too long Produktbezeichnung with the German message', async () => {
    const before = await form(makler, kfId);
    const response = await save(makler, kfId, before.version, { produktbez: 'x'.repeat(301) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      produktbez: 'Die Produktbezeichnung darf höchstens 300 Zeichen lang sein.',
    });
  });

  it('answers 409 on a stale version', async () => {
    const before = await form(makler, kfId);
    const response = await save(makler, kfId, before.version + 7, { produktbez: 'Stale' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_VERSION');
  });

  it('clears the Betreuungsstufe with the Anbindung and refuses an unknown Anbindung', async () => {
    const before = await form(makler, kfId);
    const unknown = await save(makler, kfId, before.version, { anbindung: 'Erfunden' });
    expect(unknown.json().fieldErrors.anbindung).toBe('Bitte wählen Sie eine gültige Anbindung.');
    const cleared = (await save(makler, kfId, before.version, { anbindung: '' })).json<FieldForm>();
    expect(field(cleared, 'betreuungsstufe')).toMatchObject({ value: null, disabled: true });
  });

  it('changes the Vertragssparte, logs it by name and hides the vehicle step of a motor line no more', async () => {
    const [motorId] = await contractIds(intern, ['KF-4711-0500'] as const);
    const before = await form(makler, motorId);
    const sparten = field(before, 'description')?.options ?? [];
    const kraftfahrt = sparten.find((o) => o.label === 'Kraftfahrt');
    const hausrat = sparten.find((o) => o.label === 'Hausrat');
    expect(field(before, 'description')?.value).toBe(kraftfahrt?.value);
    const steps = async () =>
      (await makler.inject({ method: 'GET', url: api(`/insurances/${motorId}/details`) }))
        .json()
        .steps.filter((s: { hidden: boolean }) => !s.hidden)
        .map((s: { stepKey: string }) => s.stepKey);
    expect(await steps()).toContain('fahrzeugDaten');

    // The form sends the option's value (a string of digits), as the browser does.
    const response = await save(makler, motorId, before.version, { description: hausrat?.value });
    expect(response.statusCode).toBe(200);
    expect(field(response.json<FieldForm>(), 'description')?.value).toBe(hausrat?.value);
    const details = (await makler.inject({ method: 'GET', url: api(`/insurances/${motorId}/details`) })).json();
    expect(details).toMatchObject({ sparte: { id: Number(hausrat?.value), name: 'Hausrat' }, isKraftfahrt: false });
    expect(await steps()).not.toContain('fahrzeugDaten');
    const logged = (await changeLog(motorId)).filter((r: { field: string }) => r.field === 'description');
    expect(logged).toEqual([
      expect.objectContaining({ fieldLabel: 'Vertragssparte', oldValue: 'Kraftfahrt', newValue: 'Hausrat' }),
    ]);

    // A number id is taken as well; an unknown Sparte is refused in German and changes nothing.
    const saved = response.json<FieldForm>();
    const unknown = await save(makler, motorId, saved.version, { description: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ description: 'Bitte wählen Sie eine Vertragssparte aus.' });
    const back = await save(makler, motorId, saved.version, { description: Number(kraftfahrt?.value) });
    expect(back.statusCode).toBe(200);
    expect(await steps()).toContain('fahrzeugDaten');
  });

  it('changes the company as well and logs it by name', async () => {
    const [lvId] = await contractIds(intern, ['LV-2024-000123'] as const);
    const before = await form(makler, lvId);
    const ergo = field(before, 'gesellschaft')?.options?.find((o) => o.label === 'ERGO');
    // A new company brings its own number rule and courtage numbers.
    const response = await save(makler, lvId, before.version, {
      gesellschaft: ergo?.value,
      nummer: 'LV-123456',
      maklerGesellNr: '',
    });
    expect(response.statusCode).toBe(200);
    expect(field(response.json<FieldForm>(), 'gesellschaft')?.value).toBe(ergo?.value);
    const logged = (await changeLog(lvId)).filter((r: { field: string }) => r.field === 'gesellschaft');
    expect(logged).toEqual([expect.objectContaining({ oldValue: 'Allianz', newValue: 'ERGO' })]);
  });

  it('refuses a Sparte change to a customer and to a read-only login', async () => {
    const f = await form(kunde, kfId);
    const hausrat = field(f, 'description')?.options?.find((o) => o.label === 'Hausrat');
    const byCustomer = await save(kunde, kfId, f.version, { description: hausrat?.value });
    expect(byCustomer.statusCode).toBe(403);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
    const readOnly = await save(lesend, own.id, (await form(lesend, own.id)).version, { description: hausrat?.value });
    expect(readOnly.statusCode).toBe(403);
    expect(field(await form(makler, kfId), 'description')?.value).toBe(field(f, 'description')?.value);
  });

  it('refuses a read-only login', async () => {
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
    const f = await form(lesend, own.id);
    expect(f.fields.every((x) => x.disabled)).toBe(true);
    const response = await save(lesend, own.id, f.version, { produktbez: 'Neu' });
    expect(response.json()).toMatchObject({ code: 'READ_ONLY' });
  });
});

describe('combos and policy-number check', () => {
  it('answers the combos of the contract company or of a chosen one', async () => {
    const combos = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/combos`) })).json();
    expect(combos.maklerGesellNr.map((o: { value: string }) => o.value)).toEqual(['4711-00000', '4711-10001']);
    expect(combos.anbindung[0]).toEqual({ value: 'Direktanbindung', label: 'Direktanbindung' });
  });

  it('offers courtage numbers only to who may edit the contract, and only those of his structure', async () => {
    const values = (r: { json: () => { maklerGesellNr: { value: string; label: string }[] } }) =>
      r.json().maklerGesellNr.map((o) => o.label);
    const huk = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/details`) })).json().gesellschaftId;
    // A customer reads his contract, but not the broker's numbers.
    const byCustomer = await kunde.inject({
      method: 'GET',
      url: api(`/insurances/${kfId}/combos?gesellschaftId=${huk}`),
    });
    expect(byCustomer.statusCode).toBe(403);
    const customerForm = await form(kunde, kfId);
    expect(
      field(customerForm, 'maklerGesellNr')
        ?.options?.map((o) => o.label)
        .join(),
    ).not.toContain('Max Makler');
    // An agent of another structure: the contract is not his (404); on his own contract, no foreign number.
    const vermittler = await loginAs(t.app, 'vermittler');
    expect((await vermittler.inject({ method: 'GET', url: api(`/insurances/${kfId}/combos`) })).statusCode).toBe(404);
    const own = (await vermittler.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    const atHuk = await vermittler.inject({
      method: 'GET',
      url: api(`/insurances/${own}/combos?gesellschaftId=${huk}`),
    });
    expect(atHuk.statusCode).toBe(200);
    expect(values(atHuk)).toEqual(['4711-00000 – Hauptnummer der Gesellschaft']);
    // Internal staff see every number; an unknown company is 404.
    const byIntern = await intern.inject({
      method: 'GET',
      url: api(`/insurances/${own}/combos?gesellschaftId=${huk}`),
    });
    expect(values(byIntern)).toHaveLength(2);
    const unknown = await makler.inject({
      method: 'GET',
      url: api(`/insurances/${kfId}/combos?gesellschaftId=999999`),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for the number check of a company the user may not see', async () => {
    const hidden = [];
    for (let id = 1; id <= 30 && hidden.length === 0; id++) {
      const info = await kunde.inject({ method: 'GET', url: api(`/gesellschaften/${id}`) });
      const exists = (await intern.inject({ method: 'GET', url: api(`/gesellschaften/${id}`) })).statusCode === 200;
      if (exists && info.statusCode === 404) {
        hidden.push(id);
      }
    }
    expect(hidden).toHaveLength(1);
    const check = await kunde.inject({
      method: 'GET',
      url: api(`/insurances/policy-number-check?gesellschaftId=${hidden[0]}&polNummer=123`),
    });
    expect(check.statusCode).toBe(404);
    const byBroker = await makler.inject({
      method: 'GET',
      url: api(`/insurances/policy-number-check?gesellschaftId=${hidden[0]}&polNummer=123`),
    });
    expect(byBroker.statusCode).toBe(200);
  });

  it('checks a number against the company rule', async () => {
    const huk = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/details`) })).json().gesellschaftId;
    const ok = await makler.inject({
      method: 'GET',
      url: api(`/insurances/policy-number-check?gesellschaftId=${huk}&polNummer=KF-1234-5678`),
    });
    expect(ok.json()).toEqual({ valid: true, message: null });
    const bad = await makler.inject({
      method: 'GET',
      url: api(`/insurances/policy-number-check?gesellschaftId=${huk}&polNummer=12345`),
    });
    expect(bad.json().valid).toBe(false);
    expect(bad.json().message).toContain('Nummer');
  });
});

describe('further details (weitere-vertragsdetails)', () => {
  it('refuses a customer with 403 and serves a broker', async () => {
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/insurances/${kfId}/weitere-vertragsdetails`) })).statusCode,
    ).toBe(403);
    const f = await form(makler, kfId, 'weitere-vertragsdetails');
    expect(field(f, 'kundennr')).toMatchObject({ value: '100001', disabled: true });
    const response = await save(
      makler,
      kfId,
      f.version,
      { bezug: 'Empfehlung', buAbgelehnt: true },
      'weitere-vertragsdetails',
    );
    expect(response.statusCode).toBe(200);
    expect(field(response.json<FieldForm>(), 'bezug')?.value).toBe('Empfehlung');
  });

  it('changes the customer number only with the right', async () => {
    const f = await form(makler, hrId, 'weitere-vertragsdetails');
    const denied = await makler.inject({
      method: 'PUT',
      url: api(`/insurances/${hrId}/kundennr`),
      payload: { version: f.version, kundennr: '100002' },
    });
    expect(denied.statusCode).toBe(403);
    const unknown = await intern.inject({
      method: 'PUT',
      url: api(`/insurances/${hrId}/kundennr`),
      payload: { version: f.version, kundennr: '999999' },
    });
    expect(unknown.json().fieldErrors.kundennr).toBe('Unter dieser Kundennummer ist kein Kunde bekannt.');
    const moved = await intern.inject({
      method: 'PUT',
      url: api(`/insurances/${hrId}/kundennr`),
      payload: { version: f.version, kundennr: '100002' },
    });
    expect(moved.statusCode).toBe(200);
    expect(field(moved.json<FieldForm>(), 'kundennr')?.value).toBe('100002');
    expect((await kunde.inject({ method: 'GET', url: api(`/insurances/${hrId}/details`) })).statusCode).toBe(404);
  });
});
