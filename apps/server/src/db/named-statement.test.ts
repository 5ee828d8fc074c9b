import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { cachedQuery, executeNamedByText, placeholderOnlyText, withRowMapper } from './named-statement';
import { contracts, customers, damageReports, users } from './schema';

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

it('keys a query built once only by a condition of placeholders, never one with a value written in', () => {
  const byPlaceholder = eq(contracts.nummer, sql.placeholder('nummer'));
  expect(placeholderOnlyText(byPlaceholder)).toBe('"contracts"."nummer" = $1');
  expect(placeholderOnlyText(eq(contracts.nummer, 'KF-4711-0815'))).toBeUndefined();
  expect(placeholderOnlyText(sql`${byPlaceholder} AND ${contracts.id} > ${3}`)).toBeUndefined();
});

it('writes the text of a condition of placeholders as Drizzle does: columns of an alias, tables, names and lists', () => {
  const creator = alias(users, 'creator');
  const p = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [
    and(eq(creator.displayName, p('name')), or(eq(contracts.id, p('a')), eq(contracts.status, p('b')))) as SQL,
    inArray(contracts.status, [p('s0'), p('s1'), p('s2')]),
    sql`EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${contracts.customerId} AND ${sql.identifier('x"y')} = ${p('x')})`,
    sql`${contracts.nummer} LIKE (SELECT ${p('word')}::text) ${sql.raw('AND true')}`,
  ];
  const dialect = new PgDialect();
  for (const condition of conditions) {
    expect(placeholderOnlyText(condition)).toBe(dialect.sqlToQuery(condition).sql);
  }
  // Beyond what it writes itself (a subquery object, a value) Drizzle writes it, and a value still refuses it.
  const sub = t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, p('n')))
    .as('sub');
  expect(placeholderOnlyText(sql`${contracts.customerId} IN (SELECT id FROM ${sub})`)).toBe(
    dialect.sqlToQuery(sql`${contracts.customerId} IN (SELECT id FROM ${sub})`).sql,
  );
  expect(placeholderOnlyText(and(eq(creator.displayName, p('name')), eq(contracts.id, 7)) as SQL)).toBeUndefined();
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
