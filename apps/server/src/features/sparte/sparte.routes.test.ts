import type { SparteDetail, SpartenList, TarifForm } from '@maklerwerk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, contractBranches, damageReports, tarife } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let lesend: Client;
let vermittler: Client;
let kfId: number;
let phId: number;
let wgId: number;
/** A contract the read-only login sees (the rule is checked before the branch is looked up). */
let lesendId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, lesend, vermittler] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'lesend'),
    loginAs(t.app, 'vermittler'),
  ]);
  [kfId, phId, wgId] = await contractIds(intern, ['KF-4711-0815', 'PH-1000200', 'WG-2020-4711'] as const);
  const own = await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') });
  lesendId = own.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const list = async (client: Client, id = kfId) =>
  (await client.inject({ method: 'GET', url: api(`/insurances/${id}/sparten`) })).json<SpartenList>();
const deactivate = (client: Client, items: { id: number; version: number }[], id = kfId) =>
  client.inject({
    method: 'POST',
    url: api(`/insurances/${id}/sparten/deaktivieren`),
    payload: { deaktivieren: items },
  });
const add = (client: Client, sparteId: number, id = kfId) =>
  client.inject({ method: 'POST', url: api(`/insurances/${id}/sparten`), payload: { sparteId } });
const detail = (client: Client, sparteId: number, id = kfId) =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/sparten/${sparteId}`) });
const save = (client: Client, sparteId: number, payload: Record<string, unknown>, id = kfId) =>
  client.inject({ method: 'PUT', url: api(`/insurances/${id}/sparten/${sparteId}`), payload });
const byName = (l: SpartenList, name: string) => {
  const row = l.items.find((i) => i.name === name);
  if (!row) {
    throw new Error(`no Sparte ${name}`);
  }
  return row;
};
const logOf = (type: string, recordId: number) =>
  t.database.db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.recordType, type), eq(changeLog.recordId, recordId)));

describe('Sparten of a contract', () => {
  it('lists the branches with tariff, premiums, begin and damage reports', async () => {
    const l = await list(makler);
    expect(l.items.map((i) => [i.name, i.isPrimary, i.tarif, i.praemieBtoZahlweise, i.beginn, i.schadenCount])).toEqual(
      [
        ['Kfz-Haftpflicht', true, 'Kfz-Haftpflicht Classic', 30_040, '2019-01-01', 1],
        ['Vollkasko', false, 'Vollkasko Classic', 31_200, '2019-01-01', 2],
      ],
    );
    expect(l).toMatchObject({ canEdit: true, canAdd: true });
    expect(l.available.map((o) => o.label)).toContain('Teilkasko');
    expect(l.available.map((o) => o.label)).not.toContain('Vollkasko');
    expect(await list(kunde)).toMatchObject({ canAdd: false, available: [] });
    expect(await list(lesend, lesendId)).toMatchObject({ canEdit: false, canAdd: false });
  });

  it("answers 404 for another customer's contract", async () => {
    expect((await kunde.inject({ method: 'GET', url: api(`/insurances/${wgId}/sparten`) })).statusCode).toBe(404);
    const kh = byName(await list(makler), 'Kfz-Haftpflicht');
    expect((await detail(kunde, kh.sparteId, wgId)).statusCode).toBe(404);
  });

  it('refuses to switch off the primary branch (422) and customers or read-only logins (403)', async () => {
    const kh = byName(await list(makler), 'Kfz-Haftpflicht');
    const refused = await deactivate(makler, [{ id: kh.id, version: kh.version }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Die Hauptsparte kann nicht deaktiviert werden.' });
    const vk = byName(await list(makler), 'Vollkasko');
    expect((await deactivate(kunde, [{ id: vk.id, version: vk.version }])).statusCode).toBe(403);
    expect((await deactivate(lesend, [{ id: vk.id, version: vk.version }], lesendId)).json()).toMatchObject({
      code: 'READ_ONLY',
    });
    expect((await deactivate(makler, [{ id: vk.id, version: vk.version + 1 }])).statusCode).toBe(409);
    expect((await list(makler)).items).toHaveLength(2);
  });

  it('saves the branch main data versioned, with field-level change-log rows naming the branch', async () => {
    const vk = byName(await list(makler), 'Vollkasko');
    const got = (await detail(makler, vk.sparteId)).json<SparteDetail>();
    expect(got.tarife.map((x) => [x.label, x.inaktiv])).toEqual([
      ['Vollkasko Classic', false],
      ['Vollkasko Kompakt 2015', true],
    ]);
    const daten = { ...got.daten, praemieBtoZahlweise: 32_000, begin: '2020-01-01' };
    const ok = await save(makler, vk.sparteId, { version: got.version, daten });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SparteDetail>().daten).toMatchObject({ praemieBtoZahlweise: 32_000, begin: '2020-01-01' });
    const rows = (await logOf('sparte', kfId)).filter((r) => r.field === 'praemieBtoZahlweise' || r.field === 'begin');
    expect(rows.map((r) => [r.field, r.oldValue, r.newValue])).toEqual(
      expect.arrayContaining([
        ['praemieBtoZahlweise', 'Vollkasko: 312,00 €', 'Vollkasko: 320,00 €'],
        ['begin', 'Vollkasko: 01.01.2019', 'Vollkasko: 01.01.2020'],
      ]),
    );
    // Stale version: 409; an inactive tariff while only active ones are offered: 400 at the field.
    expect((await save(makler, vk.sparteId, { version: got.version, daten })).statusCode).toBe(409);
    const inactive = got.tarife.find((x) => x.inaktiv)?.value;
    const refused = await save(makler, vk.sparteId, {
      version: got.version + 1,
      daten: { ...daten, tarifId: inactive, onlyActivTarif: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('tarifId');
    expect((await save(kunde, vk.sparteId, { version: got.version + 1, daten })).statusCode).toBe(403);
    expect((await save(lesend, vk.sparteId, { version: got.version + 1, daten }, lesendId)).statusCode).toBe(403);
    expect((await detail(kunde, vk.sparteId)).json<SparteDetail>()).toMatchObject({
      canEdit: false,
      canOpenTarif: false,
    });
  });

  it('switches Vollkasko off: the branch and its damage reports are removed in one transaction and logged', async () => {
    const vk = byName(await list(makler), 'Vollkasko');
    const res = await deactivate(makler, [{ id: vk.id, version: vk.version }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<SpartenList>().items.map((i) => i.name)).toEqual(['Kfz-Haftpflicht']);
    const [row] = await t.database.db.select().from(contractBranches).where(eq(contractBranches.id, vk.id));
    expect(row?.removedAt).not.toBeNull();
    expect(row?.removedByUserId).not.toBeNull();
    const reports = await t.database.db
      .select()
      .from(damageReports)
      .where(and(eq(damageReports.contractId, kfId), eq(damageReports.sparteId, vk.sparteId)));
    expect(reports.map((r) => r.schadennr).sort()).toEqual(['KS-2025-0107', 'KS-2025-0107-A']);
    expect(reports.every((r) => r.removedAt !== null)).toBe(true);
    expect((await logOf('sparte', kfId)).filter((r) => r.field === 'deaktiviert').map((r) => r.newValue)).toEqual([
      'Vollkasko deaktiviert (mit 2 Schadensmeldungen)',
    ]);
    const reportLogs = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.recordType, 'schadensmeldung'),
          inArray(
            changeLog.recordId,
            reports.map((r) => r.id),
          ),
          eq(changeLog.field, 'geloescht'),
        ),
      );
    expect(reportLogs).toHaveLength(2);
    // The stepper and the damage report's branch choice no longer know the branch.
    const details = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/details`) })).json<{
      sparten: { name: string }[];
    }>();
    expect(details.sparten.map((s) => s.name)).toEqual(['Kfz-Haftpflicht']);
    expect((await detail(makler, vk.sparteId)).statusCode).toBe(404);
    // The remaining one is the primary and the last: refused.
    const kh = byName(await list(makler), 'Kfz-Haftpflicht');
    expect((await deactivate(makler, [{ id: kh.id, version: kh.version }])).statusCode).toBe(422);
    // A copy of the contract carries only the active branch.
    const copied = (await makler.inject({ method: 'POST', url: api(`/insurances/${kfId}/copy`) })).json<{
      value: number;
    }>().value;
    expect((await list(makler, copied)).items.map((i) => i.name)).toEqual(['Kfz-Haftpflicht']);
  });

  it('refuses switching off the only remaining branch', async () => {
    // A contract with one further branch, not primary (the bulk's Glas on Hausrat and the like).
    const [only] = await t.database.db
      .select({ contractId: contractBranches.contractId })
      .from(contractBranches)
      .where(eq(contractBranches.isPrimary, false))
      .limit(1);
    const id = only?.contractId ?? 0;
    const l = await list(intern, id);
    expect(l.items).toHaveLength(1);
    const res = await deactivate(intern, [{ id: l.items[0]?.id ?? 0, version: l.items[0]?.version ?? 0 }], id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Die einzige aktive Sparte kann nicht deaktiviert werden.' });
  });

  it('adds a branch with CAN_ADD_NEW_SPARTEN (logged); without the right 403', async () => {
    const teilkasko = (await list(makler)).available.find((o) => o.label === 'Teilkasko')?.value ?? '';
    expect((await add(vermittler, Number(teilkasko), phId)).statusCode).toBe(404);
    expect((await add(kunde, Number(teilkasko))).statusCode).toBe(403);
    expect((await add(lesend, Number(teilkasko), lesendId)).statusCode).toBe(403);
    const res = await add(makler, Number(teilkasko));
    expect(res.statusCode).toBe(200);
    expect(res.json<SpartenList>().items.map((i) => [i.name, i.isPrimary])).toEqual([
      ['Kfz-Haftpflicht', true],
      ['Teilkasko', false],
    ]);
    expect((await add(makler, Number(teilkasko))).statusCode).toBe(422);
    const logged = (await logOf('sparte', kfId)).filter((r) => r.field === 'hinzugefuegt');
    expect(logged.map((r) => r.newValue)).toEqual(['Teilkasko']);
    // A contract without branches: the first one added is its primary branch.
    const first = await add(makler, Number(teilkasko), phId);
    expect(first.json<SpartenList>().items).toMatchObject([{ name: 'Teilkasko', isPrimary: true }]);
  });
});

describe('tariff form', () => {
  const form = async (client: Client, query: string) =>
    client.inject({ method: 'GET', url: api(`/tarife/formular?${query}`) });
  const sparteVk = async () => (await list(makler)).available.find((o) => o.label === 'Vollkasko')?.value ?? '';

  it('shows visibility and structure to brokers read-only, to internal staff editable, not to agents; customers 403', async () => {
    const sparteId = await sparteVk();
    const broker = (await form(makler, `versId=${kfId}&insuranceStep=${sparteId}`)).json<TarifForm>();
    expect(broker).toMatchObject({ showExtra: true, extraEditable: false, canEdit: true, id: null });
    expect(broker.values).toMatchObject({ sparteId, sichtbarFuer: 'NUR_ICH' });
    expect(broker.gesellschaften.find((g) => g.value === broker.values.gesellschaftId)?.label).toBe('HUK-COBURG');
    expect((await form(intern, `insuranceStep=${sparteId}`)).json<TarifForm>()).toMatchObject({
      showExtra: true,
      extraEditable: true,
    });
    expect((await form(vermittler, `insuranceStep=${sparteId}`)).json<TarifForm>()).toMatchObject({ showExtra: false });
    expect((await form(kunde, `insuranceStep=${sparteId}`)).statusCode).toBe(403);
  });

  it("a broker's new tariff is his own; he cannot set the visibility (403), internal staff can", async () => {
    const sparteId = await sparteVk();
    const broker = (await form(makler, `versId=${kfId}&insuranceStep=${sparteId}`)).json<TarifForm>();
    const body = {
      version: 0,
      bezeichnung: 'Vollkasko Makler-Spezial',
      gesellschaftId: broker.values.gesellschaftId,
      sparteId,
      inaktiv: false,
    };
    expect(
      (await makler.inject({ method: 'POST', url: api('/tarife'), payload: { ...body, sichtbarFuer: 'ALLE' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await makler.inject({ method: 'POST', url: api('/tarife'), payload: { ...body, inklusiveStruktur: true } }))
        .statusCode,
    ).toBe(403);
    expect((await kunde.inject({ method: 'POST', url: api('/tarife'), payload: body })).statusCode).toBe(403);
    const created = await makler.inject({ method: 'POST', url: api('/tarife'), payload: body });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const [row] = await t.database.db.select().from(tarife).where(eq(tarife.id, id));
    expect(row).toMatchObject({ sichtbarFuer: 'NUR_ICH', inklusiveStruktur: false });
    expect(row?.brokerId).not.toBeNull();
    expect((await logOf('tarif', id)).map((r) => r.field)).toContain('angelegt');
    // Not offered to another broker's agent; offered to its owner.
    const vk = (await detail(makler, Number(sparteId), kfId)).statusCode;
    expect(vk).toBe(404); // Vollkasko was switched off above
    expect((await form(vermittler, `tarifId=${id}`)).statusCode).toBe(404);

    // Internal staff widen it; the change is logged per field; a stale version is 409.
    const edit = await intern.inject({
      method: 'PUT',
      url: api(`/tarife/${id}`),
      payload: { ...body, version: 1, sichtbarFuer: 'ALLE', inklusiveStruktur: true },
    });
    expect(edit.statusCode).toBe(200);
    const fields = (await logOf('tarif', id)).map((r) => [r.field, r.newValue]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['sichtbarFuer', 'Alle Vermittler'],
        ['inklusiveStruktur', 'ja'],
      ]),
    );
    expect(
      (await intern.inject({ method: 'PUT', url: api(`/tarife/${id}`), payload: { ...body, version: 1 } })).statusCode,
    ).toBe(409);
    // The broker may rename his own tariff, sending the values he read back unchanged.
    const renamed = await makler.inject({
      method: 'PUT',
      url: api(`/tarife/${id}`),
      payload: { ...body, version: 2, bezeichnung: 'Vollkasko Spezial', sichtbarFuer: 'ALLE', inklusiveStruktur: true },
    });
    expect(renamed.statusCode).toBe(200);
    const back = await makler.inject({
      method: 'PUT',
      url: api(`/tarife/${id}`),
      payload: { ...body, version: 3, sichtbarFuer: 'NUR_ICH' },
    });
    expect(back.statusCode).toBe(403);
  });

  it('an office tariff cannot be changed by a broker', async () => {
    const [office] = await t.database.db.select().from(tarife).where(eq(tarife.bezeichnung, 'Kfz-Haftpflicht Classic'));
    const res = await makler.inject({
      method: 'PUT',
      url: api(`/tarife/${office?.id}`),
      payload: {
        version: office?.version,
        bezeichnung: 'Umbenannt',
        gesellschaftId: office?.gesellschaftId,
        sparteId: office?.sparteId,
        inaktiv: false,
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
