import type { Rueckkaufswerte } from '@maklerwerk/domain';
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

const url = (id: number, rest = '') => api(`/insurances/${id}/rueckkaufswerte${rest}`);
const list = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: url(id) })).json<Rueckkaufswerte>();
const save = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: url(id), payload });
const remove = (client: Client, id: number, wertId: number) =>
  client.inject({ method: 'DELETE', url: url(id, `/${wertId}`) });

describe('buy-back values', () => {
  it('lists the values of the Vorsorge contract by year, 2025–2034 rising', async () => {
    const lv = await list(makler, lvId);
    expect(lv).toMatchObject({ isVorsorge: true, canEdit: true });
    expect(lv.items.map((r) => r.jahr)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    const amounts = lv.items.map((r) => r.betrag);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(await list(makler, hrId)).toMatchObject({ items: [], isVorsorge: false });
  });

  it('adds, refuses a duplicate year (422), changes (409 when stale), deletes; logs each', async () => {
    const added = await save(makler, lvId, { jahr: 2035, betrag: 2_134_567 });
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({ jahr: 2035, betrag: 2_134_567, version: 1 });
    const duplicate = await save(makler, lvId, { jahr: 2034, betrag: 1 });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Für dieses Jahr ist bereits ein Rückkaufswert erfasst.',
      fieldErrors: { jahr: 'Für dieses Jahr ist bereits ein Rückkaufswert erfasst.' },
    });
    const moveOnto = await save(makler, lvId, { id: row.id, version: 1, jahr: 2034, betrag: 1 });
    expect(moveOnto.statusCode).toBe(422);
    const changed = await save(makler, lvId, { id: row.id, version: 1, jahr: 2036, betrag: 2_200_000 });
    expect(changed.json()).toMatchObject({ jahr: 2036, version: 2 });
    expect((await save(makler, lvId, { id: row.id, version: 1, jahr: 2037, betrag: 1 })).statusCode).toBe(409);
    expect((await remove(makler, lvId, row.id)).json()).toEqual({ deleted: true });
    const log = await makler.inject({
      method: 'GET',
      url: api(`/changelog?recordType=rueckkaufswert&recordId=${lvId}`),
    });
    expect(
      log
        .json()
        .map((r: { oldValue: string | null; newValue: string | null }) =>
          [r.oldValue, r.newValue].map((v) => v?.replace(/\u00a0/g, ' ') ?? null),
        ),
    ).toEqual([
      [null, '2035: 21.345,67 €'],
      ['2035: 21.345,67 €', '2036: 22.000,00 €'],
      ['2036: 22.000,00 €', null],
    ]);
  });

  it('checks the year bounds on the server with the spec messages', async () => {
    const at = async (jahr: unknown) => (await save(makler, lvId, { jahr, betrag: 100 })).json().fieldErrors?.jahr;
    expect(await at(1900)).toBe('Das Jahr sollte größer sein als 1900');
    expect(await at(2100)).toBe('Das Jahr sollte weniger als 2100 sein');
    expect(await at(null)).toBe('Jahr ist erforderlich!');
    const noAmount = await save(makler, lvId, { jahr: 2040 });
    expect(noAmount.json().fieldErrors).toEqual({ betrag: 'Betrag ist erforderlich!' });
  });

  it('refuses writes on a contract outside Vorsorge (422)', async () => {
    const response = await save(makler, hrId, { jahr: 2030, betrag: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Rückkaufswerte gibt es nur bei Verträgen der Gruppe Vorsorge.');
  });

  it('lets the customer read but not write; another customer is 404; read-only is 403', async () => {
    const own = await list(kunde, lvId);
    expect(own.items).toHaveLength(10);
    expect(own.canEdit).toBe(false);
    expect((await save(kunde, lvId, { jahr: 2040, betrag: 1 })).statusCode).toBe(403);
    expect((await remove(kunde, lvId, own.items[0]?.id ?? 0)).statusCode).toBe(403);
    expect((await kunde.inject({ method: 'GET', url: url(phId) })).statusCode).toBe(404);
    const lesend = await loginAs(t.app, 'lesend');
    const mine = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    expect((await save(lesend, mine, { jahr: 2040, betrag: 1 })).json().code).toBe('READ_ONLY');
  });
});
