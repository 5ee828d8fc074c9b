import type { ContractHeader, FahrzeugDatenResponse } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let kfId: number;
let hrId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [kfId, hrId] = await contractIds(makler, ['KF-4711-0815', 'HR-55501'] as const);
});
afterAll(async () => {
  await t.close();
});

const get = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/insurances/${id}/fahrzeugdaten`) })).json<FahrzeugDatenResponse>();
const put = (client: Client, id: number, version: number, daten: Record<string, unknown>) =>
  client.inject({ method: 'PUT', url: api(`/insurances/${id}/fahrzeugdaten`), payload: { version, daten } });

describe('vehicle data', () => {
  it("answers Erika's Golf", async () => {
    const v = await get(kunde, kfId);
    expect(v).toMatchObject({ vertragId: kfId, version: 1, canEdit: false });
    expect(v.daten).toMatchObject({
      marke: 'Volkswagen',
      handelsbez: 'Golf 1.5 TSI',
      leistung: 110,
      hubraum: 1498,
      kennzeichen: 'B-EM 1234',
      schluesselnr_herst: '0603',
      schluesselnr_typ: 'BJM',
      erstzulassdat: '2021-03-15',
    });
  });

  it("refuses 'Form invalid' with the spec messages per field, and saves nothing", async () => {
    const before = await get(makler, kfId);
    const response = await put(makler, kfId, before.version, {
      ...before.daten,
      leistung: 10_000,
      plaetze: 1.5,
      hubraum: 'viel',
      kennzeichen: 'B-EM 12345678',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Form invalid',
      fieldErrors: {
        leistung: 'Die Leistung (kW) muss eine positive ganze Zahl sein',
        plaetze: 'Die Anzahl der Plätze muss eine positive ganze Zahl sein',
        hubraum: 'Der Hubraum (cm³) muss eine positive ganze Zahl sein',
        kennzeichen: 'Das Kennzeichen darf höchstens 12 Zeichen lang sein.',
      },
    });
    expect(await get(makler, kfId)).toEqual(before);
  });

  it('saves, logs per field, copies the plate to the contract, and answers 409 when stale', async () => {
    const before = await get(makler, kfId);
    const response = await put(makler, kfId, before.version, {
      ...before.daten,
      kilometerstand: 51_000,
      kennzeichen: 'B-EM 2025',
      motornr: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 2, daten: { kilometerstand: 51_000, motornr: null } });
    const header = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}`) })).json<ContractHeader>();
    expect(header.kennzeichen).toBe('B-EM 2025');
    const log = await makler.inject({ method: 'GET', url: api(`/changelog?recordType=fahrzeug&recordId=${kfId}`) });
    // The last rows: the demo log of KF-4711-0815 (seed-aenderungslog.ts) comes before them.
    expect(
      log
        .json()
        .slice(-3)
        .map((r: { field: string }) => r.field),
    ).toEqual(['kennzeichen', 'kilometerstand', 'motornr']);
    const stale = await put(makler, kfId, before.version, { ...before.daten, kilometerstand: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('lets a customer-only user edit only a contract he created', async () => {
    const before = await get(kunde, kfId);
    const refused = await put(kunde, kfId, before.version, { ...before.daten, kilometerstand: 60_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    await t.database.db.update(contracts).set({ createdByUserId: kunde.me.user.id }).where(eq(contracts.id, kfId));
    const own = await get(kunde, kfId);
    expect(own.canEdit).toBe(true);
    const allowed = await put(kunde, kfId, own.version, { ...own.daten, kilometerstand: 60_000 });
    expect(allowed.statusCode).toBe(200);
  });

  it('creates vehicle data only for motor contracts, and refuses a read-only login', async () => {
    const empty = await get(makler, hrId);
    expect(empty).toMatchObject({ version: 0, daten: { marke: null, leistung: null } });
    const notMotor = await put(makler, hrId, 0, { marke: 'Opel' });
    expect(notMotor.statusCode).toBe(422);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
    expect((await put(lesend, own.id, 0, { marke: 'Opel' })).json().code).toBe('READ_ONLY');
  });
});
