import type { ContractDetails, ContractHeader, NewContractCustomer, NewContractOptions } from '@maklerwerk/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, changeLog, companies, contractStatusHistory, contracts, customers } from '../../db/schema';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let erikaId: number;
/** A customer of Klaus Korn (10005): outside Max Makler's structure. */
let kornCustomerId: number;
/** A customer of Lars Lesemann (10003), the read-only login. */
let lesendCustomerId: number;
/** A customer of Vera Vermittler (20001). */
let veraCustomerId: number;
let huk: number;
let phv: number;

async function customerOf(vermittlernummer: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(brokers, eq(brokers.id, customers.brokerId))
    .where(eq(brokers.vermittlernummer, vermittlernummer))
    .orderBy(asc(customers.id))
    .limit(1);
  if (!row) {
    throw new Error(`no customer of ${vermittlernummer}`);
  }
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'lesend'),
  ]);
  const db = t.database.db;
  erikaId = kunde.me.user.customerId ?? 0;
  [kornCustomerId, lesendCustomerId, veraCustomerId] = await Promise.all([
    customerOf('10005'),
    customerOf('10003'),
    customerOf('20001'),
  ]);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.kurzname, 'HUK-COBURG'));
  huk = company?.id ?? 0;
  const options = (
    await makler.inject({ method: 'GET', url: api('/insurances/new-contract-options') })
  ).json<NewContractOptions>();
  phv = Number(options.sparten.find((s) => s.label === 'Privathaftpflicht')?.value);
});
afterAll(async () => {
  await t.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  kundeId: erikaId,
  gesellschaftId: huk,
  sparteId: phv,
  nummer: 'PH-2026-0001',
  beginn: '2026-12-01',
  status: 'antrag',
  ...over,
});
const create = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/insurances'), payload });
const contractCount = async () => (await t.database.db.select({ n: count() }).from(contracts))[0]?.n ?? 0;

describe('Neue Versicherung (POST /insurances)', () => {
  it('creates the contract for the customer’s broker with its first status-history row and change log', async () => {
    const response = await create(makler, body());
    expect(response.statusCode).toBe(200);
    const header = response.json<ContractHeader>();
    expect(header).toMatchObject({
      nummer: 'PH-2026-0001',
      status: 'antrag',
      beginn: '2026-12-01',
      gesellschaft: { id: huk, name: 'HUK-COBURG' },
      sparte: { id: phv, name: 'Privathaftpflicht' },
      kunde: { id: erikaId, kundennr: '100001', name: 'Erika Mustermann' },
      vermittler: { vermittlernummer: '10001' },
      version: 1,
    });

    const db = t.database.db;
    const [row] = await db.select().from(contracts).where(eq(contracts.id, header.id));
    const [erika] = await db.select().from(customers).where(eq(customers.id, erikaId));
    expect(row).toMatchObject({ brokerId: erika?.brokerId, createdByUserId: makler.me.user.id, customerId: erikaId });
    expect(row?.erfassungsdatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const history = await db
      .select()
      .from(contractStatusHistory)
      .where(eq(contractStatusHistory.contractId, header.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'antrag', previousStatus: null, changedByUserId: makler.me.user.id });

    const log = await db
      .select({ field: changeLog.field, oldValue: changeLog.oldValue, newValue: changeLog.newValue })
      .from(changeLog)
      .where(and(eq(changeLog.recordType, 'versicherung'), eq(changeLog.recordId, header.id)))
      .orderBy(asc(changeLog.id));
    expect(log).toEqual([
      { field: 'kundennr', oldValue: null, newValue: '100001' },
      { field: 'gesellschaft', oldValue: null, newValue: 'HUK-COBURG' },
      { field: 'description', oldValue: null, newValue: 'Privathaftpflicht' },
      { field: 'nummer', oldValue: null, newValue: 'PH-2026-0001' },
      { field: 'beginn', oldValue: null, newValue: '2026-12-01' },
      { field: 'status', oldValue: null, newValue: 'antrag' },
    ]);

    // The customer's counter follows through the trigger; the customer sees the new contract.
    expect(erika?.anzahlVertraege).toBeGreaterThanOrEqual(5);
    const mine = await kunde.inject({ method: 'GET', url: api(`/insurances/${header.id}`) });
    expect(mine.statusCode).toBe(200);
  });

  it('opens with newVertrag=true without the damage-reports step', async () => {
    const created = (await create(makler, body({ nummer: 'PH-2026-0002' }))).json<ContractHeader>();
    const details = async (query: string) =>
      (
        await makler.inject({ method: 'GET', url: api(`/insurances/${created.id}/details${query}`) })
      ).json<ContractDetails>();
    const hidden = (d: ContractDetails) => d.steps.find((s) => s.stepKey === 'schadensmeldungen')?.hidden;
    expect(hidden(await details('?newVertrag=true'))).toBe(true);
    expect(hidden(await details(''))).toBe(false);
    const allgemeine = (await details('?newVertrag=true')).steps.find((s) => s.stepKey === 'allgemeine');
    expect(allgemeine?.hidden).toBe(false);
  });

  it('lets internal staff and an agent create for customers in their scope', async () => {
    expect((await create(intern, body({ kundeId: kornCustomerId, nummer: 'PH-2026-0003' }))).statusCode).toBe(200);
    const agent = await create(vermittler, body({ kundeId: veraCustomerId, nummer: 'PH-2026-0004' }));
    expect(agent.statusCode).toBe(200);
    expect(agent.json<ContractHeader>().vermittler.vermittlernummer).toBe('20001');
  });

  it('refuses a customer (403) and a read-only login (403 READ_ONLY), writing nothing', async () => {
    const before = await contractCount();
    const own = await create(kunde, body({ nummer: 'PH-2026-0010' }));
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    const readOnly = await create(lesend, body({ kundeId: lesendCustomerId, nummer: 'PH-2026-0011' }));
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({
      code: 'READ_ONLY',
      message: 'Ihr Zugang ist nur lesend. Änderungen sind nicht möglich.',
    });
    expect(await contractCount()).toBe(before);
  });

  it('answers 404 for a customer outside the scope (another broker’s, or another customer for a customer)', async () => {
    const before = await contractCount();
    for (const [client, kundeId] of [
      [makler, kornCustomerId],
      [vermittler, erikaId],
      [kunde, kornCustomerId],
      [makler, 999_999],
    ] as const) {
      const response = await create(client, body({ kundeId, nummer: 'PH-2026-0020' }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Der Kunde wurde nicht gefunden.');
    }
    expect(await contractCount()).toBe(before);
  });

  it('refuses a number that does not fit the company’s rule with 422 and its German message, nothing created', async () => {
    const before = await contractCount();
    const historyBefore = (await t.database.db.select({ n: count() }).from(contractStatusHistory))[0]?.n;
    const response = await create(makler, body({ nummer: 'KF-12' }));
    expect(response.statusCode).toBe(422);
    const expected =
      'Die Nummer entspricht nicht dem Format der Gesellschaft. Die Versicherungsscheinnummer der HUK-COBURG hat das Format KF-9999-9999 (Spartenkürzel, dann zweimal vier Ziffern).';
    expect(response.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: expected,
      fieldErrors: { nummer: expected },
    });
    expect(await contractCount()).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(contractStatusHistory))[0]?.n).toBe(historyBefore);
  });

  it('refuses a number the customer already has at that company (422)', async () => {
    const response = await create(makler, body({ nummer: 'KF-4711-0815' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fieldErrors.nummer).toBe(
      'Der Kunde hat bei dieser Gesellschaft bereits eine Versicherung mit dieser Versicherungsnummer.',
    );
  });

  it('checks the body with the shared schema: German messages at the fields', async () => {
    const missing = await create(makler, {
      kundeId: erikaId,
      gesellschaftId: huk,
      sparteId: phv,
      nummer: ' ',
      beginn: '2026-02-30',
      status: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      nummer: 'Bitte geben Sie die Versicherungsnummer an.',
      beginn: 'Bitte geben Sie den Beginn als gültiges Datum an.',
      status: 'Bitte wählen Sie einen gültigen Status.',
    });
    const unknown = await create(makler, body({ gesellschaftId: 999_999, sparteId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      gesellschaftId: 'Bitte wählen Sie eine Gesellschaft aus.',
      sparteId: 'Bitte wählen Sie eine Vertragssparte aus.',
    });
  });
});

describe('choices of the dialog', () => {
  it('offers companies and grouped Sparten to the office, not to a customer or a read-only login', async () => {
    const response = await makler.inject({ method: 'GET', url: api('/insurances/new-contract-options') });
    expect(response.statusCode).toBe(200);
    const options = response.json<NewContractOptions>();
    expect(options.gesellschaften.map((g) => g.label)).toContain('HUK-COBURG');
    expect(options.sparten).toContainEqual(expect.objectContaining({ label: 'Kraftfahrt', group: 'Kraftfahrt' }));
    expect((await kunde.inject({ method: 'GET', url: api('/insurances/new-contract-options') })).statusCode).toBe(403);
    expect((await lesend.inject({ method: 'GET', url: api('/insurances/new-contract-options') })).statusCode).toBe(403);
  });

  it('searches customers in the scope only; the chosen customer comes first', async () => {
    const search = async (client: Client, query: string) => {
      const response = await client.inject({ method: 'GET', url: api(`/insurances/new-contract-customers${query}`) });
      expect(response.statusCode).toBe(200);
      return response.json<NewContractCustomer[]>();
    };
    const found = await search(makler, '?search=mustermann');
    expect(found.map((c) => c.name)).toContain('Erika Mustermann');
    const all = await search(makler, '');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.map((c) => c.id)).not.toContain(kornCustomerId);
    expect((await search(vermittler, '?search=mustermann')).map((c) => c.id)).not.toContain(erikaId);
    expect((await search(makler, `?kundeId=${erikaId}&search=zzzz`))[0]?.id).toBe(erikaId);
    expect((await search(makler, `?kundeId=${kornCustomerId}`)).map((c) => c.id)).not.toContain(kornCustomerId);
    expect(
      (await kunde.inject({ method: 'GET', url: api('/insurances/new-contract-customers?search=a') })).statusCode,
    ).toBe(403);
  });
});
