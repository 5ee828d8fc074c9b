import type { Depotpositionen, Wertpapiere } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let lvId: number;
let hrId: number;
let phId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'kunde')]);
  [lvId, hrId, phId] = await contractIds(makler, ['LV-2024-000123', 'HR-55501', 'PH-1000200'] as const);
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, rest = '') => api(`/insurances/${id}/wertpapiere${rest}`);
const list = async (client: Client, id: number, query = '') =>
  (await client.inject({ method: 'GET', url: url(id, query) })).json<Wertpapiere>();
const depot = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/insurances/${id}/depotpositionen`) })).json<Depotpositionen>();
const save = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: url(id), payload });
const remove = (client: Client, id: number, wertpapierId: number) =>
  client.inject({ method: 'DELETE', url: url(id, `/${wertpapierId}`) });

const fund = { isin: 'de0008474503', wertpapiername: 'DekaFonds CF', anlageart: 'Aktienfonds', waehrung: 'EUR' };

describe('embedded securities', () => {
  it('lists the two funds of LV-2024-000123, one in dollars, and sums the depot positions per currency', async () => {
    const lv = await list(makler, lvId);
    expect(lv).toMatchObject({ isVorsorge: true, canEdit: true, sparte: { name: 'Lebensversicherung' } });
    expect(lv.items.map((w) => [w.isin, w.waehrung])).toEqual([
      ['IE00B5BMR087', 'USD'],
      ['DE0009848119', 'EUR'],
    ]);
    expect(lv.items[1]).toMatchObject({ anteile: 12_050, anteileDatum: '2025-12-31', fondswert: 1_687_000 });
    expect((await list(makler, lvId, `?sparteId=${lv.sparte.id}`)).items).toHaveLength(2);
    expect(await depot(makler, lvId)).toEqual({
      vertragsNr: 'LV-2024-000123',
      anzahl: 2,
      summen: [
        { waehrung: 'EUR', anzahl: 1, anlagesumme: 1_500_000, fondswert: 1_687_000, fondswertEuro: 1_687_000 },
        { waehrung: 'USD', anzahl: 1, anlagesumme: 540_000, fondswert: 789_760, fondswertEuro: 675_009 },
      ],
      fondswertEuroGesamt: 2_362_009,
    });
  });

  it('answers 404 for a Sparte that is not the contract’s', async () => {
    const hrSparte = (await list(makler, hrId)).sparte.id;
    expect((await makler.inject({ method: 'GET', url: url(lvId, `?sparteId=${hrSparte}`) })).statusCode).toBe(404);
  });

  it('adds (ISIN upper-cased), refuses a bad check digit, changes (409 stale), deletes; logs each', async () => {
    const bad = await save(makler, lvId, { ...fund, isin: 'DE0008474504' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ isin: 'Die ISIN ist ungültig.' });
    const added = await save(makler, lvId, { ...fund, anteile: 1_000, anteileDatum: '2026-01-02', fondswert: 250_000 });
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({ isin: 'DE0008474503', anteile: 1_000, version: 1 });
    const changed = await save(makler, lvId, { ...fund, id: row.id, version: 1, anteile: 1_050 });
    expect(changed.json()).toMatchObject({ anteile: 1_050, fondswert: null, version: 2 });
    expect((await save(makler, lvId, { ...fund, id: row.id, version: 1 })).statusCode).toBe(409);
    expect((await depot(makler, lvId)).anzahl).toBe(3);
    expect((await remove(makler, lvId, row.id)).json()).toEqual({ deleted: true });
    const log = await makler.inject({ method: 'GET', url: api(`/changelog?recordType=wertpapier&recordId=${lvId}`) });
    expect(
      log
        .json()
        .map((r: { oldValue: string | null; newValue: string | null }) =>
          [r.oldValue, r.newValue].map((v) => v?.replace(/\u00a0/g, ' ') ?? null),
        ),
    ).toEqual([
      [null, 'DE0008474503 DekaFonds CF, Aktienfonds, 10,00 Anteile am 02.01.2026, Fondswert 2.500,00 €'],
      [
        'DE0008474503 DekaFonds CF, Aktienfonds, 10,00 Anteile am 02.01.2026, Fondswert 2.500,00 €',
        'DE0008474503 DekaFonds CF, Aktienfonds, 10,50 Anteile',
      ],
      ['DE0008474503 DekaFonds CF, Aktienfonds, 10,50 Anteile', null],
    ]);
  });

  it('refuses writes outside Vorsorge (422)', async () => {
    const response = await save(makler, hrId, fund);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Eingebundene Wertpapiere gibt es nur bei Verträgen der Gruppe Vorsorge.');
  });

  it('lets the customer read but not write; another customer is 404; read-only is 403', async () => {
    const own = await list(kunde, lvId);
    expect(own.items).toHaveLength(2);
    expect(own.canEdit).toBe(false);
    expect((await depot(kunde, lvId)).anzahl).toBe(2);
    expect((await save(kunde, lvId, fund)).statusCode).toBe(403);
    expect((await remove(kunde, lvId, own.items[0]?.id ?? 0)).statusCode).toBe(403);
    expect((await kunde.inject({ method: 'GET', url: url(phId) })).statusCode).toBe(404);
    expect((await kunde.inject({ method: 'GET', url: api(`/insurances/${phId}/depotpositionen`) })).statusCode).toBe(
      404,
    );
    const lesend = await loginAs(t.app, 'lesend');
    const mine = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    expect((await save(lesend, mine, fund)).json().code).toBe('READ_ONLY');
  });
});
