import type { VersicherteSacheResponse } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let hrId: number;
let kfId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [hrId, kfId] = await contractIds(makler, ['HR-55501', 'KF-4711-0815'] as const);
});
afterAll(async () => {
  await t.close();
});

const get = async (client: Client, id: number) =>
  (
    await client.inject({ method: 'GET', url: api(`/insurances/${id}/versicherte-sache`) })
  ).json<VersicherteSacheResponse>();
const put = (client: Client, id: number, version: number, values: Record<string, unknown>) =>
  client.inject({ method: 'PUT', url: api(`/insurances/${id}/versicherte-sache`), payload: { version, values } });

describe('insured object (versicherte Sache)', () => {
  it('answers the stored object with its option list', async () => {
    const sache = await get(kunde, hrId);
    expect(sache).toMatchObject({
      version: 1,
      canEdit: false,
      values: { verssache: 'WOHNUNG', plz: '10115', ort: 'Berlin', land: 'Deutschland' },
    });
    expect(sache.verssacheOptions).toContainEqual({ value: 'EINFAMILIENHAUS', label: 'Einfamilienhaus' });
  });

  it('answers empty values with version 0 when nothing is stored, and creates it', async () => {
    const empty = await get(makler, kfId);
    expect(empty).toMatchObject({ version: 0, values: { verssache: null, plz: null } });
    const created = await put(makler, kfId, 0, { verssache: 'PKW', zusatz: 'VW Golf', plz: '10115', ort: 'Berlin' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ version: 1, values: { verssache: 'PKW', zusatz: 'VW Golf' } });
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=versicherte-sache&recordId=${kfId}`),
    });
    expect(log.json().map((r: { field: string }) => r.field)).toEqual(['verssache', 'zusatz', 'plz', 'ort']);
  });

  it('updates with a version check (409 when stale)', async () => {
    const current = await get(makler, hrId);
    const ok = await put(makler, hrId, current.version, { zusatz: '4-Zimmer-Wohnung' });
    expect(ok.json()).toMatchObject({ version: current.version + 1, values: { zusatz: '4-Zimmer-Wohnung' } });
    const stale = await put(makler, hrId, current.version, { zusatz: 'Alt' });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an invalid postal code and an unknown kind with German messages', async () => {
    const current = await get(makler, hrId);
    const response = await put(makler, hrId, current.version, { plz: '1234', verssache: 'SCHLOSS' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      plz: "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.",
      verssache: 'Bitte wählen Sie eine gültige versicherte Sache.',
    });
  });

  it("checks the postal code for the object's country: 4 digits in Österreich, other countries unchecked", async () => {
    const current = await get(makler, hrId);
    const austria = await put(makler, hrId, current.version, { plz: '12345', land: 'Österreich' });
    expect(austria.json().fieldErrors).toEqual({
      plz: "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.",
    });
    const vienna = await put(makler, hrId, current.version, { plz: '1010', ort: 'Wien', land: 'Österreich' });
    expect(vienna.statusCode, vienna.body).toBe(200);
    const swiss = await put(makler, hrId, current.version + 1, { plz: 'CH-8001', ort: 'Zürich', land: 'Schweiz' });
    expect(swiss.statusCode, swiss.body).toBe(200);
  });

  it('refuses a customer-only user on a contract he did not create, and a read-only login', async () => {
    const current = await get(kunde, hrId);
    expect((await put(kunde, hrId, current.version, { zusatz: 'Kunde' })).statusCode).toBe(403);
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
    const ownSache = await get(lesend, own.id);
    const response = await put(lesend, own.id, ownSache.version, { zusatz: 'x' });
    expect(response.json().code).toBe('READ_ONLY');
  });
});
