import type { ContractDetails, Me } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIdByNummer, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let kfId: number;
let lvId: number;
let phId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
  [kfId, lvId, phId] = await contractIds(intern, ['KF-4711-0815', 'LV-2024-000123', 'PH-1000200'] as const);
});
afterAll(async () => {
  await t.close();
});

const details = async (client: Client, id: number, query = '') => {
  const response = await client.inject({ method: 'GET', url: api(`/insurances/${id}/details${query}`) });
  expect(response.statusCode).toBe(200);
  return response.json<ContractDetails>();
};
const visible = (d: ContractDetails) => d.steps.filter((s) => !s.hidden).map((s) => s.stepKey);

describe('contract details', () => {
  it('answers header, flags, Sparten and steps for the motor contract', async () => {
    const d = await details(makler, kfId);
    expect(d).toMatchObject({
      id: kfId,
      nummer: 'KF-4711-0815',
      gesellschaft: { name: 'HUK-COBURG' },
      kategorieName: 'Kraftfahrt',
      bezeichnung: 'Kraftfahrt',
      kennzeichen: 'B-EM 1234',
      isKraftfahrt: true,
      isVorsorge: false,
      canEdit: true,
      kuendigungMoeglich: true,
      fehler: [],
    });
    expect(d.branches.length).toBeGreaterThan(10);
    expect(visible(d)).toEqual(
      expect.arrayContaining(['allgemeine', 'weitere-vertragsdetails', 'schadensmeldungen', 'fahrzeugDaten']),
    );
    expect(visible(d)).not.toContain('wertpapiere');
    expect(d.steps.find((s) => s.stepKey === 'fahrzeugDaten')?.status).toBe('success');
  });

  it('hides the damage reports for newVertrag=true', async () => {
    expect(visible(await details(makler, kfId, '?newVertrag=true'))).not.toContain('schadensmeldungen');
    expect(visible(await details(makler, kfId, '?newVertrag=false'))).toContain('schadensmeldungen');
  });

  it('maps a stored warning to its step and substep', async () => {
    const d = await details(kunde, lvId);
    expect(d.isVorsorge).toBe(true);
    expect(d.fehler).toContainEqual({
      text: 'Bezugsberechtigung prüfen: keine Angabe zum Bezugsberechtigten.',
      stepKey: 'allgemeine',
      substepKey: 'vertragsPersonen',
    });
    const general = d.steps.find((s) => s.stepKey === 'allgemeine');
    expect(general?.status).toBe('warning');
    expect(general?.substeps.find((s) => s.substepKey === 'vertragsPersonen')?.warning).toBe(true);
    expect(visible(d)).toContain('wertpapiere');
  });

  it('shows a customer-only user neither further details nor the postbox, and no edit right', async () => {
    const d = await details(kunde, kfId);
    expect(visible(d)).not.toContain('weitere-vertragsdetails');
    expect(visible(d)).not.toContain('activities');
    expect(d.canEdit).toBe(false);
  });

  it('computes warnings from real checks: invalid number, missing data, missing vehicle', async () => {
    const { contracts, fahrzeugdaten } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const db = t.database.db;
    const [copy] = await db.select().from(contracts).where(eq(contracts.id, kfId));
    if (!copy) {
      throw new Error('missing contract');
    }
    const { id, ...rest } = copy;
    const [created] = await db
      .insert(contracts)
      .values({ ...rest, nummer: 'falsch', beginn: null, zahlrhythm: null })
      .returning({ id: contracts.id });
    const d = await details(makler, created?.id ?? 0);
    const texts = d.fehler.map((f) => f.text);
    expect(texts[0]).toMatch(
      /^Die Nummer entspricht nicht dem Format der Gesellschaft\. Die Versicherungsscheinnummer/,
    );
    expect(texts).toEqual(expect.arrayContaining(['Beginn fehlt.', 'Zahlweise fehlt.', 'Fahrzeugdaten fehlen.']));
    expect(d.fehler.find((f) => f.text === 'Fahrzeugdaten fehlen.')?.stepKey).toBe('fahrzeugDaten');
    expect(d.steps.find((s) => s.stepKey === 'fahrzeugDaten')?.status).toBe('warning');
    expect(
      (
        await db
          .select()
          .from(fahrzeugdaten)
          .where(eq(fahrzeugdaten.contractId, created?.id ?? 0))
      ).length,
    ).toBe(0);
  });

  it('hides the change-log step for internal staff viewing a customer', async () => {
    const viewer = await loginAs(t.app, 'intern');
    expect(visible(await details(viewer, kfId))).toContain('aenderungslog');
    const kundeMe: Me = kunde.me;
    const viewAs = await viewer.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: kundeMe.user.id },
    });
    expect(viewAs.statusCode).toBe(200);
    const d = await details(viewer, kfId);
    expect(visible(d)).not.toContain('aenderungslog');
    expect(visible(d)).toContain('weitere-vertragsdetails');
  });

  it("answers 404 for another customer's contract", async () => {
    const response = await kunde.inject({ method: 'GET', url: api(`/insurances/${phId}/details`) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Die Versicherung wurde nicht gefunden.');
  });
});

describe('old policy numbers (Historische VSNR)', () => {
  it('serves the spec path before /insurances/:id and flags the number another contract carries', async () => {
    const response = await kunde.inject({
      method: 'GET',
      url: `/MSC3/restful/insurances/police_nr_history?vertragId=${kfId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { polNr: 'KF-4711-0001', dateChanged: '2019-03-01', newVertragExists: false },
      { polNr: 'KF-4711-0500', dateChanged: '2022-01-01', newVertragExists: true },
    ]);
  });

  it('maps the customer to the other contract with that number', async () => {
    const oldId = await contractIdByNummer(intern, 'KF-4711-0500');
    const response = await kunde.inject({
      method: 'GET',
      url: `/MSC3/restful/insurances/police_nr_another_vertr?vertragId=${kfId}&polNr=KF-4711-0500`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ [String(kunde.me.user.customerId)]: oldId });
    const none = await kunde.inject({
      method: 'GET',
      url: `/MSC3/restful/insurances/police_nr_another_vertr?vertragId=${kfId}&polNr=KF-4711-0001`,
    });
    expect(none.json()).toEqual({});
  });

  it("answers 404 when a customer asks for another customer's history", async () => {
    for (const url of [
      `/MSC3/restful/insurances/police_nr_history?vertragId=${phId}`,
      `/MSC3/restful/insurances/police_nr_another_vertr?vertragId=${phId}&polNr=X`,
    ]) {
      const response = await kunde.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('contract copy', () => {
  it('copies the contract with its parts; the copy loads and has history and change log', async () => {
    const response = await makler.inject({ method: 'POST', url: api(`/insurances/${kfId}/copy`) });
    expect(response.statusCode).toBe(200);
    const { value } = response.json<{ value: number }>();
    expect(value).not.toBe(kfId);
    const copy = await details(makler, value);
    expect(copy).toMatchObject({ nummer: 'KF-4711-0815', kennzeichen: 'B-EM 1234', status: 'aktiv', fehler: [] });
    const vehicle = (await makler.inject({ method: 'GET', url: api(`/insurances/${value}/fahrzeugdaten`) })).json();
    expect(vehicle.daten.handelsbez).toBe('Golf 1.5 TSI');
    const persons = (await makler.inject({ method: 'GET', url: api(`/insurances/${value}/vertragspersonen`) })).json();
    expect(persons.total).toBe(3);
    const history = (await makler.inject({ method: 'GET', url: api(`/insurances/${value}/status-history`) })).json();
    expect(history).toHaveLength(1);
    expect(history[0].bemerkung).toContain(String(kfId));
    const logOf = async (recordType: string) =>
      (await makler.inject({ method: 'GET', url: api(`/changelog?recordType=${recordType}&recordId=${value}`) })).json<
        { field: string; fieldLabel: string; oldValue: string | null; newValue: string | null }[]
      >();
    const log = await logOf('versicherung');
    expect(log[0]).toMatchObject({
      field: 'kopiertVon',
      fieldLabel: 'Kopiert von Versicherung',
      newValue: String(kfId),
    });
    // The active Sparten come along with their main data (issue 15), each in the log.
    expect(log.slice(1).map((r) => [r.field, r.newValue])).toEqual([
      ['sparte', 'Kfz-Haftpflicht'],
      ['sparte', 'Vollkasko'],
    ]);
    const sparten = (await makler.inject({ method: 'GET', url: api(`/insurances/${value}/sparten`) })).json<{
      items: { name: string; isPrimary: boolean; praemieBtoZahlweise: number | null; schadenCount: number }[];
    }>();
    expect(sparten.items.map((b) => [b.name, b.isPrimary, b.praemieBtoZahlweise, b.schadenCount])).toEqual([
      ['Kfz-Haftpflicht', true, 30_040, 0],
      ['Vollkasko', false, 31_200, 0],
    ]);
    // Every copied part is in the copy's own log: vehicle, persons (and the insured object where there is one).
    const vehicleLog = await logOf('fahrzeug');
    expect(vehicleLog).toContainEqual(
      expect.objectContaining({
        field: 'handelsbez',
        fieldLabel: 'Handelsbezeichnung',
        oldValue: null,
        newValue: 'Golf 1.5 TSI',
      }),
    );
    expect((await logOf('vertragsperson')).map((r) => r.newValue)).toEqual([
      'Erika Mustermann – Versicherungsnehmer',
      'Erika Mustermann – Halter',
      'Thomas Mustermann – Fahrer',
    ]);
  });

  it('logs the copied Sparten on the copy', async () => {
    const [hrId] = await contractIds(intern, ['HR-55501'] as const);
    const { value } = (await intern.inject({ method: 'POST', url: api(`/insurances/${hrId}/copy`) })).json();
    const sparten = (await details(intern, value)).sparten.map((s) => s.name);
    expect(sparten.length).toBeGreaterThan(0);
    const log = (
      await intern.inject({ method: 'GET', url: api(`/changelog?recordType=versicherung&recordId=${value}`) })
    ).json<{ fieldLabel: string; newValue: string | null }[]>();
    expect(log.slice(1).map((r) => [r.fieldLabel, r.newValue])).toEqual(sparten.map((name) => ['Sparte', name]));
  });

  it('refuses a customer and a read-only login', async () => {
    const byCustomer = await kunde.inject({ method: 'POST', url: api(`/insurances/${kfId}/copy`) });
    expect(byCustomer.statusCode).toBe(403);
    const lesend = await loginAs(t.app, 'lesend');
    const ownId = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    const readOnly = await lesend.inject({ method: 'POST', url: api(`/insurances/${ownId}/copy`) });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
  });
});
