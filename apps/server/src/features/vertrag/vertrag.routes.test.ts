import type { ContractHeader, ContractList } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const list = async (client: Client, query = '') => {
  const response = await client.inject({ method: 'GET', url: `/MSC3/restful/insurances${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ContractList>();
};

async function contractIdByNummer(nummer: string): Promise<number> {
  const found = await list(intern, `?search=${encodeURIComponent(nummer)}`);
  const item = found.items.find((i) => i.nummer === nummer);
  if (!item) {
    throw new Error(`no contract ${nummer}`);
  }
  return item.id;
}

describe('contract list', () => {
  it('pages on the server with a total count', async () => {
    const first = await list(intern, '?limit=10&offset=0&sort=nummer:asc');
    const second = await list(intern, '?limit=10&offset=10&sort=nummer:asc');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(second.items[0]?.nummer).not.toBe(first.items[0]?.nummer);
    const ids = new Set([...first.items, ...second.items].map((i) => i.id));
    expect(ids.size).toBe(20);
  });

  it('sorts by premium in both directions', async () => {
    const asc = await list(intern, '?limit=50&sort=praemie:asc');
    const desc = await list(intern, '?limit=50&sort=praemie:desc');
    const premiums = asc.items.map((i) => i.praemieCents ?? 0);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect((desc.items[0]?.praemieCents ?? 0) >= (asc.items.at(-1)?.praemieCents ?? 0)).toBe(true);
  });

  it('searches policy number, customer and company', async () => {
    const byNumber = await list(intern, '?search=KF-4711-08');
    expect(byNumber.items.map((i) => i.nummer)).toEqual(['KF-4711-0815']);
    const byPrefix = await list(intern, '?search=KF-4711&sort=nummer:desc');
    expect(byPrefix.items.map((i) => i.nummer)).toEqual(['KF-4711-0815', 'KF-4711-0500']);
    expect(byNumber.items[0]).toMatchObject({
      gesellschaft: { name: 'HUK-COBURG' },
      kennzeichen: 'B-EM 1234',
      status: 'aktiv',
      kunde: { kundennr: '100001', name: 'Erika Mustermann' },
    });
    const byCustomer = await list(intern, '?search=Mustermann');
    expect(byCustomer.items.every((i) => i.kunde.name.includes('Mustermann'))).toBe(true);
    expect(byCustomer.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses an invalid sort with a German message', async () => {
    const response = await intern.inject({ method: 'GET', url: '/MSC3/restful/insurances?sort=passwort:asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.sort).toBe('Ungültige Sortierung.');
  });

  it('shows a customer only his own contracts', async () => {
    const own = await list(kunde, '?limit=100');
    expect(own.total).toBeGreaterThanOrEqual(3);
    expect(new Set(own.items.map((i) => i.kunde.kundennr))).toEqual(new Set(['100001']));
    const filteredToOther = await list(kunde, '?search=Beispiel');
    expect(filteredToOther.total).toBe(0);
  });

  it('shows a broker only his structure', async () => {
    const all = await list(intern, '?limit=1');
    const own = await list(makler, '?limit=1');
    expect(own.total).toBeLessThan(all.total);
    expect((await list(makler, '?search=PH-1000200')).total).toBe(1);
    const vermittler = await loginAs(t.app, 'vermittler');
    expect((await list(vermittler, '?search=PH-1000200')).total).toBe(0);
  });
});

describe('contract header', () => {
  it('answers the header for a visible contract', async () => {
    const id = await contractIdByNummer('LV-2024-000123');
    const response = await kunde.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ContractHeader>()).toMatchObject({ gesellschaft: { name: 'Allianz' }, vtgGruppe: 'Vorsorge' });
  });

  it("answers 404 when a customer asks for another customer's contract", async () => {
    const id = await contractIdByNummer('PH-1000200');
    for (const url of [`/MSC3/restful/insurances/${id}`, `/MSC3/restful/insurances/${id}/status-history`]) {
      const response = await kunde.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Die Versicherung wurde nicht gefunden.');
    }
  });
});

describe('contract status change', () => {
  it('changes the status, writes history and one change-log row, bumps the version', async () => {
    const id = await contractIdByNummer('HR-55501');
    const before = (
      await makler.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` })
    ).json<ContractHeader>();
    const response = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/insurances/${id}/status`,
      payload: { status: 'ruhend', version: before.version, bemerkung: 'Auslandsaufenthalt' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ContractHeader>()).toMatchObject({ status: 'ruhend', version: before.version + 1 });
    const history = (
      await makler.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}/status-history` })
    ).json();
    expect(history[0].changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(history[0]).toMatchObject({
      status: 'ruhend',
      previousStatus: before.status,
      changedBy: 'Max Makler',
      bemerkung: 'Auslandsaufenthalt',
    });
    const log = (
      await makler.inject({ method: 'GET', url: `/MSC3/restful/changelog?recordType=versicherung&recordId=${id}` })
    ).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      field: 'status',
      oldValue: before.status,
      newValue: 'ruhend',
      userName: 'Max Makler',
    });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const id = await contractIdByNummer('KF-4711-0815');
    const before = (
      await makler.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` })
    ).json<ContractHeader>();
    const logOf = async () =>
      (
        await makler.inject({ method: 'GET', url: `/MSC3/restful/changelog?recordType=versicherung&recordId=${id}` })
      ).json();
    // The demo log of KF-4711-0815 (seed-aenderungslog.ts) stays as it is.
    const logBefore = await logOf();
    const stale = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/insurances/${id}/status`,
      payload: { status: 'gekuendigt', version: before.version - 1 < 1 ? before.version + 5 : before.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const after = (
      await makler.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` })
    ).json<ContractHeader>();
    expect(after).toEqual(before);
    expect(await logOf()).toEqual(logBefore);
  });

  it('refuses a customer and a read-only login', async () => {
    const id = await contractIdByNummer('KF-4711-0815');
    const header = (
      await kunde.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` })
    ).json<ContractHeader>();
    const byCustomer = await kunde.inject({
      method: 'PUT',
      url: `/MSC3/restful/insurances/${id}/status`,
      payload: { status: 'gekuendigt', version: header.version },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('FORBIDDEN');
    const lesend = await loginAs(t.app, 'lesend');
    const own = (await list(lesend, '?limit=1')).items[0];
    expect(own).toBeDefined();
    const ownHeader = (
      await lesend.inject({ method: 'GET', url: `/MSC3/restful/insurances/${own?.id}` })
    ).json<ContractHeader>();
    const readOnly = await lesend.inject({
      method: 'PUT',
      url: `/MSC3/restful/insurances/${own?.id}/status`,
      payload: { status: ownHeader.status === 'ruhend' ? 'aktiv' : 'ruhend', version: ownHeader.version },
    });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toEqual({
      code: 'READ_ONLY',
      message: 'Ihr Zugang ist nur lesend. Änderungen sind nicht möglich.',
    });
    const after = (
      await intern.inject({ method: 'GET', url: `/MSC3/restful/insurances/${id}` })
    ).json<ContractHeader>();
    expect(after.status).toBe('aktiv');
  });

  it('refuses an unknown status with a German field message', async () => {
    const id = await contractIdByNummer('KF-4711-0815');
    const response = await makler.inject({
      method: 'PUT',
      url: `/MSC3/restful/insurances/${id}/status`,
      payload: { status: 'erfunden', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.status).toBe('Bitte wählen Sie einen gültigen Status.');
  });
});
