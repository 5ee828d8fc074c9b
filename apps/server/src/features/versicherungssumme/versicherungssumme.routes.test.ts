import type { Versicherungssummen } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let lvId: number;
let hrId: number;
let phId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
  [lvId, hrId, phId] = await contractIds(makler, ['LV-2024-000123', 'HR-55501', 'PH-1000200'] as const);
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, rest = '') => api(`/insurances/${id}/versicherungssummen${rest}`);
const list = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: url(id) })).json<Versicherungssummen>();
const save = (client: Client, id: number, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: url(id), payload });
const remove = (client: Client, id: number, summeId: number) =>
  client.inject({ method: 'DELETE', url: url(id, `/${summeId}`) });
const log = async (client: Client, id: number) =>
  (await client.inject({ method: 'GET', url: api(`/changelog?recordType=versicherungssumme&recordId=${id}`) }))
    .json<{ oldValue: string | null; newValue: string | null }[]>()
    .map((r) => [r.oldValue, r.newValue].map((v) => v?.replace(/\u00a0/g, ' ') ?? null));

describe('sums insured', () => {
  it('lists the broker variant for a broker: Sparte, Bezeichnung, Betrag, no personOderObjekt', async () => {
    const hr = await list(makler, hrId);
    expect(hr.variante).toBe('FK');
    expect(hr.canEdit).toBe(true);
    expect(hr.sparten.map((s) => s.name)).toEqual(['Hausrat', 'Glas']);
    expect(hr.items).toEqual([
      expect.objectContaining({ sparte: 'Hausrat', bezeichnung: 'Versicherungssumme Hausrat', betrag: 6_500_000 }),
    ]);
    expect(hr.items[0]).not.toHaveProperty('personOderObjekt');
    expect((await list(makler, lvId)).items.map((s) => s.bezeichnung)).toEqual([
      'Todesfallleistung',
      'Berufsunfähigkeitsrente (monatlich)',
    ]);
  });

  it('adds, changes (409 when stale) and deletes, one change-log row each', async () => {
    const sparteId = (await list(makler, hrId)).sparten[0]?.id;
    const added = await save(makler, hrId, { sparteId, bezeichnung: 'Wohngebäude', betrag: 6_500_000 });
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({ sparte: 'Hausrat', bezeichnung: 'Wohngebäude', betrag: 6_500_000, version: 1 });
    const changed = await save(makler, hrId, {
      id: row.id,
      version: 1,
      sparteId,
      bezeichnung: 'Wohngebäude',
      betrag: 7_000_000,
    });
    expect(changed.json()).toMatchObject({ betrag: 7_000_000, version: 2 });
    const stale = await save(makler, hrId, { id: row.id, version: 1, sparteId, bezeichnung: 'Alt', betrag: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await remove(makler, hrId, row.id)).json()).toEqual({ deleted: true });
    expect((await remove(makler, hrId, row.id)).statusCode).toBe(404);
    expect(await log(makler, hrId)).toEqual([
      [null, 'Hausrat: Wohngebäude 65.000,00 €'],
      ['Hausrat: Wohngebäude 65.000,00 €', 'Hausrat: Wohngebäude 70.000,00 €'],
      ['Hausrat: Wohngebäude 70.000,00 €', null],
    ]);
  });

  it('refuses a Sparte of another contract and the missing fields with the German messages', async () => {
    const lvSparte = (await list(makler, lvId)).sparten[0]?.id;
    const foreign = await save(makler, hrId, { sparteId: lvSparte, bezeichnung: 'X', betrag: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ sparteId: 'Die Sparte gehört nicht zu diesem Vertrag.' });
    const empty = await save(makler, hrId, { sparteId: lvSparte, bezeichnung: ' ' });
    expect(empty.json().fieldErrors).toMatchObject({
      bezeichnung: 'Bezeichnung ist erforderlich!',
      betrag: 'Betrag ist erforderlich!',
    });
  });

  it('lets the customer read her contract but not write; another customer is 404; read-only is 403', async () => {
    const own = await list(kunde, lvId);
    expect(own.items).toHaveLength(2);
    expect(own.canEdit).toBe(false);
    const sparteId = own.sparten[0]?.id;
    expect((await save(kunde, lvId, { sparteId, bezeichnung: 'X', betrag: 1 })).statusCode).toBe(403);
    expect((await remove(kunde, lvId, own.items[0]?.id ?? 0)).statusCode).toBe(403);
    expect((await kunde.inject({ method: 'GET', url: url(phId) })).statusCode).toBe(404);
    const lesend = await loginAs(t.app, 'lesend');
    const mine = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    const ownSparte = (await list(lesend, mine)).sparten[0]?.id;
    const refused = await save(lesend, mine, { sparteId: ownSparte, bezeichnung: 'X', betrag: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
  });

  it('gives an agent the FA variant with personOderObjekt; a broker-variant save keeps it', async () => {
    const vermittler = await loginAs(t.app, 'vermittler');
    const mine = (await vermittler.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    const before = await list(vermittler, mine);
    expect(before.variante).toBe('FA');
    const sparteId = before.sparten[0]?.id;
    const added = await save(vermittler, mine, {
      sparteId,
      bezeichnung: 'Todesfallsumme',
      betrag: 5_000_000,
      personOderObjekt: 'Jürgen Albers',
    });
    expect(added.json()).toMatchObject({ personOderObjekt: 'Jürgen Albers' });
    const { id, version } = added.json();
    // Internal staff load the broker variant: their save leaves personOderObjekt as it is.
    const byIntern = await list(intern, mine);
    expect(byIntern.variante).toBe('FK');
    const changed = await save(intern, mine, {
      id,
      version,
      sparteId,
      bezeichnung: 'Todesfallsumme',
      betrag: 6_000_000,
    });
    expect(changed.json()).not.toHaveProperty('personOderObjekt');
    const after = (await list(vermittler, mine)).items.find((s) => s.id === id);
    expect(after).toMatchObject({ betrag: 6_000_000, personOderObjekt: 'Jürgen Albers' });
  });
});
