import type { StartPage } from '@maklerwerk/domain';
import { addIsoDays, RENEWAL_COUNT_CAP, RENEWAL_LIST_SIZE, todayInGermany } from '@maklerwerk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBenchData } from '../../../bench/generate';
import { SMALL_BROKER } from '../../../bench/settings';
import { WHOLE_ROW_COST } from '../../auth/data-scope.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import { cachedQueryKeys } from '../../db/named-statement';
import {
  brokers,
  contracts,
  customers,
  damageReports,
  documents,
  recentViews,
  signatureRequests,
} from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let lesend: Client;
let maklerBrokerId: number;
const today = todayInGermany();

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
    loginAs(t.app, 'lesend'),
  ]);
  maklerBrokerId = makler.me.user.brokerId ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** The renewals of the client's broker structure in the list's order, independent of the page's SQL. */
const renewalsOf = async (client: Client, limit = 10) => {
  const rows = await t.database.db.execute<{ id: number }>(sql`
    SELECT id FROM ${contracts} WHERE hauptfaelligkeit BETWEEN ${today} AND ${addIsoDays(today, 90)}
      AND status IN ('aktiv', 'beitragsfrei', 'ruhend', 'gekuendigt')
      AND ${contracts.brokerId} IN ${brokerStructureIds(client.me.user.brokerId ?? 0)}
    ORDER BY hauptfaelligkeit, id LIMIT ${limit}`);
  return rows.rows.map((r) => Number(r.id));
};

const start = async (client: Client) => {
  const response = await client.inject({ method: 'GET', url: api('/start') });
  expect(response.statusCode).toBe(200);
  return response.json<StartPage>();
};
const n = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
const setDue = (ids: number[], date: string) =>
  t.database.db.update(contracts).set({ hauptfaelligkeit: date }).where(inArray(contracts.id, ids));

describe('GET /start: counts in scope', () => {
  it('counts the broker structure’s customers and active contracts, all for internal staff', async () => {
    const structure = brokerStructureIds(maklerBrokerId);
    const [maklerPage, internPage] = await Promise.all([start(makler), start(intern)]);
    expect(maklerPage.counts.kunden).toEqual({
      total: await n(sql`SELECT count(*)::int AS n FROM ${customers} WHERE ${customers.brokerId} IN ${structure}`),
      capped: false,
    });
    expect(maklerPage.counts.aktiveVertraege).toEqual({
      total: await n(
        sql`SELECT count(*)::int AS n FROM ${contracts} WHERE status = 'aktiv' AND ${contracts.brokerId} IN ${structure}`,
      ),
      capped: false,
    });
    expect(internPage.counts.kunden?.total).toBe(await n(sql`SELECT count(*)::int AS n FROM ${customers}`));
    expect(internPage.counts.aktiveVertraege.total).toBe(
      await n(sql`SELECT count(*)::int AS n FROM ${contracts} WHERE status = 'aktiv'`),
    );
    expect(internPage.counts.kunden?.total).toBeGreaterThan(maklerPage.counts.kunden?.total ?? 0);
  });

  it('shows a customer his own contracts and no customer figures', async () => {
    const page = await start(kunde);
    expect(page.counts.kunden).toBeNull();
    const erikaId = kunde.me.user.customerId ?? 0;
    expect(page.counts.aktiveVertraege.total).toBe(
      await n(sql`SELECT count(*)::int AS n FROM ${contracts} WHERE status = 'aktiv' AND customer_id = ${erikaId}`),
    );
    expect(page.recent.kunden).toEqual([]);
  });

  it('answers a read-only login like a broker (its own structure)', async () => {
    const page = await start(lesend);
    expect(page.counts.kunden?.total).toBeGreaterThan(0);
    expect(page.counts.kunden?.total).toBeLessThan((await start(makler)).counts.kunden?.total ?? 0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/start') })).statusCode).toBe(401);
  });
});

describe('GET /start: renewals (Hauptfälligkeit in the next 90 days)', () => {
  it('lists only running contracts in scope due today … today + 90 days, soonest first', async () => {
    const [kf, lv, hr, old] = await contractIds(intern, [
      'KF-4711-0815',
      'LV-2024-000123',
      'HR-55501',
      'KF-4711-0500',
    ] as const);
    await setDue([kf], addIsoDays(today, 90));
    await setDue([lv], addIsoDays(today, 91));
    await setDue([hr], addIsoDays(today, -1));
    // A cancelled-and-ended (storniert) contract never shows, whatever its date.
    await setDue([old], addIsoDays(today, 3));

    const page = await start(kunde);
    expect(page.renewals).toMatchObject({ from: today, until: addIsoDays(today, 90) });
    expect(page.renewals.items.map((i) => i.nummer)).toEqual(['KF-4711-0815']);
    expect(page.renewals.count).toEqual({ total: 1, capped: false });
    expect(page.renewals.items[0]).toMatchObject({
      hauptfaelligkeit: addIsoDays(today, 90),
      gesellschaft: { name: 'HUK-COBURG' },
      sparte: { name: 'Kraftfahrt' },
      kunde: { kundennr: '100001', name: 'Erika Mustermann' },
      jahresbeitragCents: 61_240,
    });
  });

  it('gives Max Makler at least 5 renewals of his structure only; internal staff see another broker’s too', async () => {
    const [korn] = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(brokers, eq(brokers.id, contracts.brokerId))
      .where(and(eq(brokers.vermittlernummer, '10005'), eq(contracts.status, 'aktiv')))
      .limit(1);
    await setDue([korn?.id ?? 0], today);

    const [maklerPage, internPage] = await Promise.all([start(makler), start(intern)]);
    expect(maklerPage.renewals.count.total).toBeGreaterThanOrEqual(5);
    expect(maklerPage.renewals.items.length).toBe(Math.min(10, maklerPage.renewals.count.total));
    const ids = maklerPage.renewals.items.map((i) => i.id);
    expect(ids).not.toContain(korn?.id);
    const inStructure = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(inArray(contracts.id, ids), inArray(contracts.brokerId, brokerStructureIds(maklerBrokerId))));
    expect(inStructure).toHaveLength(ids.length);
    const dates = maklerPage.renewals.items.map((i) => i.hauptfaelligkeit);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= today && d <= addIsoDays(today, 90))).toBe(true);

    expect(internPage.renewals.items.map((i) => i.id)).toContain(korn?.id);
    expect(internPage.renewals.count.total).toBeGreaterThan(maklerPage.renewals.count.total);
  });
});

describe('GET /start: recently opened', () => {
  it('records the contract details and the customer a user opens, newest first', async () => {
    const [kf, ph] = await contractIds(makler, ['KF-4711-0815', 'PH-1000200'] as const);
    const erikaId = kunde.me.user.customerId ?? 0;
    await makler.inject({ method: 'GET', url: api(`/insurances/${kf}/details`) });
    await makler.inject({ method: 'GET', url: api(`/insurances/${ph}/details`) });
    expect((await makler.inject({ method: 'GET', url: api(`/customers/${erikaId}`) })).statusCode).toBe(200);

    const page = await start(makler);
    expect(page.recent.vertraege.slice(0, 2).map((r) => r.nummer)).toEqual(['PH-1000200', 'KF-4711-0815']);
    expect(page.recent.vertraege[0]).toMatchObject({ gesellschaft: 'AXA', kunde: { name: 'Hans Beispiel' } });
    expect(page.recent.kunden.map((r) => r.name)).toEqual(['Erika Mustermann']);

    // Opening again moves it to the top; another user's views are his own.
    await makler.inject({ method: 'GET', url: api(`/insurances/${kf}/details`) });
    expect((await start(makler)).recent.vertraege[0]?.nummer).toBe('KF-4711-0815');
    expect((await start(intern)).recent.vertraege).toEqual([]);
  });

  it('keeps the last 10 per user and type', async () => {
    const rows = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(inArray(contracts.brokerId, brokerStructureIds(maklerBrokerId)))
      .limit(13);
    for (const row of rows) {
      await makler.inject({ method: 'GET', url: api(`/insurances/${row.id}/details`) });
    }
    const kept = await t.database.db
      .select({ id: recentViews.recordId })
      .from(recentViews)
      .where(and(eq(recentViews.userId, makler.me.user.id), eq(recentViews.recordType, 'vertrag')));
    expect(kept).toHaveLength(10);
    const page = await start(makler);
    expect(page.recent.vertraege.map((r) => r.id)).toEqual(
      rows
        .slice(3)
        .map((r) => r.id)
        .reverse(),
    );
  });

  it('lists only what the viewed user may see (a customer: his own; a record moved out of scope: gone)', async () => {
    const [kf] = await contractIds(kunde, ['KF-4711-0815'] as const);
    await kunde.inject({ method: 'GET', url: api(`/insurances/${kf}/details`) });
    expect((await start(kunde)).recent.vertraege.map((r) => r.nummer)).toEqual(['KF-4711-0815']);

    // Internal staff open a contract of Klaus Korn's customer; viewing as Max Makler it is not listed.
    const [korn] = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(brokers, eq(brokers.id, contracts.brokerId))
      .where(eq(brokers.vermittlernummer, '10005'))
      .limit(1);
    await intern.inject({ method: 'GET', url: api(`/insurances/${korn?.id}/details`) });
    expect((await start(intern)).recent.vertraege.map((r) => r.id)).toContain(korn?.id);
    const viewAs = await intern.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: makler.me.user.id },
    });
    expect(viewAs.statusCode).toBe(200);
    expect((await start(intern)).recent.vertraege.map((r) => r.id)).not.toContain(korn?.id);
    await intern.inject({ method: 'POST', url: api('/auth/view-as/end') });
  });
});

describe('GET /start: damage reports customers filed (issue 9)', () => {
  it('tells the office in scope about a new customer report, not other structures, not the customer', async () => {
    const vermittler = await loginAs(t.app, 'vermittler');
    const [kf] = await contractIds(makler, ['KF-4711-0815'] as const);
    const [row] = await t.database.db
      .insert(damageReports)
      .values({
        contractId: kf,
        schadennr: 'SM-TEST-START',
        meldedatum: today,
        ereignisdatum: today,
        schadensursache: 'Parkrempler',
        bearbstand: 'GEMELDET',
        gemeldetVonKunde: true,
        createdByUserId: kunde.me.user.id,
      })
      .returning({ id: damageReports.id });
    const id = row?.id ?? 0;
    try {
      const [maklerPage, internPage, vermittlerPage, kundePage] = await Promise.all([
        start(makler),
        start(intern),
        start(vermittler),
        start(kunde),
      ]);
      const item = maklerPage.kundenSchaeden?.items.find((d) => d.schadenId === id);
      expect(item).toMatchObject({
        contractId: kf,
        nummer: 'KF-4711-0815',
        kunde: { kundennr: '100001', name: 'Erika Mustermann' },
        schadensursacheText: 'Parkrempler',
        meldedatum: today,
      });
      expect(maklerPage.kundenSchaeden?.count.total).toBeGreaterThanOrEqual(1);
      expect(internPage.kundenSchaeden?.items.some((d) => d.schadenId === id)).toBe(true);
      expect(vermittlerPage.kundenSchaeden?.items.some((d) => d.schadenId === id)).toBe(false);
      expect(kundePage.kundenSchaeden).toBeNull();

      // Once the office takes it up (another state), it leaves the list.
      await t.database.db.update(damageReports).set({ bearbstand: 'IN_BEARBEITUNG' }).where(eq(damageReports.id, id));
      expect((await start(makler)).kundenSchaeden?.items.some((d) => d.schadenId === id)).toBe(false);
    } finally {
      await t.database.db.update(damageReports).set({ removedAt: sql`now()` }).where(eq(damageReports.id, id));
    }
  });
});

describe('GET /start: documents waiting for signatures (issue 12 on the start page)', () => {
  const bezeichnung = 'Beratungsprotokoll LV-2024-000123';
  const setDocument = (values: Partial<typeof documents.$inferInsert>) =>
    t.database.db.update(documents).set(values).where(eq(documents.bezeichnung, bezeichnung));

  it('lists the open run in scope with its progress and the signer whose turn it is', async () => {
    const vermittler = await loginAs(t.app, 'vermittler');
    const [maklerPage, internPage, vermittlerPage] = await Promise.all([
      start(makler),
      start(intern),
      start(vermittler),
    ]);
    const item = maklerPage.signaturen.items.find((s) => s.bezeichnung === bezeichnung);
    expect(item).toMatchObject({ signed: 0, total: 2, waitingFor: 'Erika Mustermann', kunde: { kundennr: '100001' } });
    expect(item?.contractId).toBe((await contractIds(makler, ['LV-2024-000123'] as const))[0]);
    expect(maklerPage.signaturen.count.total).toBeGreaterThanOrEqual(1);
    expect(internPage.signaturen.items.some((s) => s.bezeichnung === bezeichnung)).toBe(true);
    expect(vermittlerPage.signaturen.items.some((s) => s.bezeichnung === bezeichnung)).toBe(false);
  });

  it('shows a customer the run only on a document released to him, and nobody a deleted one', async () => {
    try {
      await setDocument({ kundenFreigabe: false });
      expect((await start(kunde)).signaturen.items.some((s) => s.bezeichnung === bezeichnung)).toBe(false);
      await setDocument({ kundenFreigabe: true });
      expect((await start(kunde)).signaturen.items.some((s) => s.bezeichnung === bezeichnung)).toBe(true);
      await setDocument({ removedAt: new Date().toISOString() });
      expect((await start(makler)).signaturen.items.some((s) => s.bezeichnung === bezeichnung)).toBe(false);
    } finally {
      await setDocument({ removedAt: null, kundenFreigabe: false });
    }
  });

  it('drops a run once it is closed', async () => {
    const [run] = await t.database.db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
      .where(and(eq(documents.bezeichnung, bezeichnung), eq(signatureRequests.state, 'OFFEN')));
    const id = run?.id ?? 0;
    try {
      await t.database.db
        .update(signatureRequests)
        .set({ state: 'ZURUECKGEZOGEN' })
        .where(eq(signatureRequests.id, id));
      expect((await start(makler)).signaturen.items.some((s) => s.requestId === id)).toBe(false);
    } finally {
      await t.database.db.update(signatureRequests).set({ state: 'OFFEN' }).where(eq(signatureRequests.id, id));
    }
  });
});

describe('GET /start: statements built once per kind of user (docs/decisions/0031)', () => {
  it("answers every user with his own views and scope, whoever's request built the statement", async () => {
    const vermittler = await loginAs(t.app, 'vermittler');
    const inScope = async (client: Client) =>
      t.database.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(inArray(contracts.brokerId, brokerStructureIds(client.me.user.brokerId ?? 0)))
        .orderBy(contracts.id)
        .limit(3);
    for (const client of [vermittler, lesend, makler]) {
      for (const { id } of await inScope(client)) {
        await client.inject({ method: 'GET', url: api(`/insurances/${id}/details`) });
      }
    }
    const recentOf = async (client: Client) => {
      const rows = await t.database.db
        .select({ id: recentViews.recordId })
        .from(recentViews)
        .where(and(eq(recentViews.userId, client.me.user.id), eq(recentViews.recordType, 'vertrag')))
        .orderBy(sql`${recentViews.viewedAt} DESC`)
        .limit(10);
      return rows.map((r) => r.id);
    };
    const counted = new Set<string>();
    for (const order of [
      [makler, vermittler, lesend],
      [lesend, vermittler, makler],
    ]) {
      for (const client of order) {
        const page = await start(client);
        expect(
          page.recent.vertraege.map((r) => r.id),
          client.me.user.username,
        ).toEqual(await recentOf(client));
        expect(
          page.renewals.items.map((r) => r.id),
          client.me.user.username,
        ).toEqual(await renewalsOf(client));
        // The counts are one statement built once too, its values (scope, dates) as placeholders.
        const structure = brokerStructureIds(client.me.user.brokerId ?? 0);
        expect(page.counts.aktiveVertraege.total, client.me.user.username).toBe(
          await n(
            sql`SELECT count(*)::int AS n FROM ${contracts} WHERE status = 'aktiv' AND ${contracts.brokerId} IN ${structure}`,
          ),
        );
        expect(page.renewals.count.total, client.me.user.username).toBe(
          Math.min((await renewalsOf(client, RENEWAL_COUNT_CAP + 1)).length, RENEWAL_COUNT_CAP),
        );
        counted.add(`${page.counts.aktiveVertraege.total}/${page.renewals.count.total}`);
      }
    }
    expect(counted.size, 'the brokers’ counts differ').toBeGreaterThan(1);
    // One counts statement per kind of scope (everything, a structure, a customer), not one per user:
    // five users of three kinds have asked by now.
    const countStatements = cachedQueryKeys(t.database.db).filter((k) => k.includes('|start_counts|'));
    expect(countStatements.length).toBeGreaterThan(0);
    expect(countStatements.length).toBeLessThanOrEqual(3);
    // Three brokers of one kind of scope with views of their own: the values really differed.
    expect(
      new Set(await Promise.all([makler, vermittler, lesend].map(async (c) => (await recentOf(c)).join()))),
    ).toHaveProperty('size', 3);
  });
});

describe('GET /start: a small broker in a large office (docs/decisions/0034)', () => {
  // Last in this file: the bench's data with its small broker, thousands of contracts.
  beforeAll(async () => {
    await generateBenchData(t.database.db, 600, 3000, { smallBroker: true });
  });

  it('reads his renewals and their count from his own contracts, the same as walking the office would', async () => {
    const klein = await loginAs(t.app, SMALL_BROKER.username);
    const sizes = await t.database.db.execute<{ n: number; all: number }>(sql`
      SELECT (SELECT count(*) FROM contracts WHERE broker_id = ${klein.me.user.brokerId})::int AS n,
             (SELECT count(*) FROM contracts)::int AS all`);
    const { n = 0, all = 0 } = sizes.rows[0] ?? {};
    // The rule of 0034 reads his structure whole for the list of 10 (the other way is the makler's).
    expect(WHOLE_ROW_COST * n * n).toBeLessThan(RENEWAL_LIST_SIZE * all);
    for (const client of [klein, makler]) {
      const page = await start(client);
      const every = await renewalsOf(client, 100_000);
      expect(every.length, client.me.user.username).toBeGreaterThan(RENEWAL_LIST_SIZE);
      expect(
        page.renewals.items.map((r) => r.id),
        client.me.user.username,
      ).toEqual(every.slice(0, RENEWAL_LIST_SIZE));
      expect(page.renewals.count, client.me.user.username).toEqual({
        total: Math.min(every.length, RENEWAL_COUNT_CAP),
        capped: every.length > RENEWAL_COUNT_CAP,
      });
    }
  });
});
