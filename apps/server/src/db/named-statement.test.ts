import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { cachedQuery, executeNamedByText, withRowMapper } from './named-statement';
import { contracts, customers, damageReports } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const byNumber = (nummer: string) =>
  t.database.db
    .select({ id: contracts.id, nummer: contracts.nummer, beginn: contracts.beginn })
    .from(contracts)
    .where(eq(contracts.nummer, nummer));

it('runs a select as a statement named by its text, with the same rows as unnamed, again and again', async () => {
  for (const nummer of ['KF-4711-0815', 'HR-55501', 'KF-4711-0815']) {
    const named = await executeNamedByText(byNumber(nummer).prepare(''));
    expect(named).toHaveLength(1);
    expect(named).toEqual(await byNumber(nummer));
  }
  // PostgreSQL: the pool hands the last released connection out first, the one that prepared it;
  // PGlite has one session (db/pglite-named.ts).
  const prepared = await t.database.db.execute<{ name: string; statement: string }>(
    sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'kp_%'`,
  );
  const mine = prepared.rows.filter((r) => r.statement.includes('"contracts"."nummer" = $1'));
  expect(mine).toHaveLength(1);
});

it("builds a cached query once per database and key, and runs it with each call's values", async () => {
  let builds = 0;
  const lookup = () =>
    cachedQuery(t.database.db, 'test_by_number', () => {
      builds += 1;
      return byNumberTemplate().prepare('test_by_number');
    });
  const first = await lookup().execute({ nummer: 'KF-4711-0815' });
  const second = await lookup().execute({ nummer: 'HR-55501' });
  expect(builds).toBe(1);
  expect(first.map((r) => r.nummer)).toEqual(['KF-4711-0815']);
  expect(second.map((r) => r.nummer)).toEqual(['HR-55501']);
});

const byNumberTemplate = () =>
  t.database.db
    .select({ id: contracts.id, nummer: contracts.nummer })
    .from(contracts)
    .where(eq(contracts.nummer, sql.placeholder('nummer')));

it('maps rows of a query built once exactly as Drizzle does, nested fields, decoders and nulls included', async () => {
  const select = () =>
    t.database.db
      .select({
        id: contracts.id,
        nummer: contracts.nummer,
        beginn: contracts.beginn,
        kennzeichen: contracts.kennzeichen,
        praemie: contracts.praemieBtoZahlweiseCents,
        createdAt: contracts.createdAt,
        kunde: { id: customers.id, name: sql<string>`upper(${customers.name})` },
        doubled: sql<number>`(${contracts.id} * 2)::text`.mapWith(Number),
      })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .orderBy(contracts.id)
      .limit(40);
  const expected = await select().prepare('').execute();
  expect(expected.some((r) => r.kennzeichen === null)).toBe(true);
  expect(typeof expected[0]?.doubled).toBe('number');
  expect(await withRowMapper(select().prepare('')).execute()).toEqual(expected);
});

it("keeps Drizzle's mapping where a left join's missing row turns an object into null, maps the others itself", async () => {
  const mapperOf = (prepared: object) => (prepared as { customResultMapper?: unknown }).customResultMapper;
  const ownObject = () =>
    t.database.db
      .select({ id: contracts.id, schaden: { id: damageReports.id, nr: damageReports.schadennr } })
      .from(contracts)
      .leftJoin(damageReports, eq(damageReports.contractId, contracts.id))
      .orderBy(contracts.id, damageReports.id)
      .limit(60);
  const kept = withRowMapper(ownObject().prepare(''));
  expect(mapperOf(kept)).toBeUndefined();
  const drizzleRows = await kept.execute();
  expect(drizzleRows.some((r) => r.schaden === null)).toBe(true);

  // Columns of the joined table as fields of their own or beside the main table's: never null as an object.
  const fieldsOnly = () =>
    t.database.db
      .select({
        vertrag: { id: contracts.id, nummer: contracts.nummer },
        schadennr: damageReports.schadennr,
        gemischt: { vertragId: contracts.id, schadenId: damageReports.id },
      })
      .from(contracts)
      .leftJoin(damageReports, eq(damageReports.contractId, contracts.id))
      .orderBy(contracts.id, damageReports.id)
      .limit(60);
  const mapped = withRowMapper(fieldsOnly().prepare(''));
  expect(mapperOf(mapped)).toBeDefined();
  const rows = await mapped.execute();
  expect(rows).toEqual(await fieldsOnly().prepare('').execute());
  expect(rows.some((r) => r.schadennr === null && r.gemischt.schadenId === null)).toBe(true);
  expect(rows.some((r) => r.schadennr !== null)).toBe(true);
});
