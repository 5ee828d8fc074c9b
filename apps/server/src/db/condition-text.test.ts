import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { ownConditionText, placeholderOnlyText } from './condition-text';
import { contracts, customers, users } from './schema';

const dialect = new PgDialect();
const p = (name: string) => sql.placeholder(name);

it('keys a query built once only by a condition of placeholders, never one with a value written in', () => {
  const byPlaceholder = eq(contracts.nummer, p('nummer'));
  expect(placeholderOnlyText(byPlaceholder)).toBe('"contracts"."nummer" = $1');
  expect(placeholderOnlyText(eq(contracts.nummer, 'KF-4711-0815'))).toBeUndefined();
  expect(placeholderOnlyText(sql`${byPlaceholder} AND ${contracts.id} > ${3}`)).toBeUndefined();
});

it('writes the text of columns of an alias, tables, names, lists and raw text itself, as Drizzle does', () => {
  const creator = alias(users, 'creator');
  const conditions: SQL[] = [
    and(eq(creator.displayName, p('name')), or(eq(contracts.id, p('a')), eq(contracts.status, p('b')))) as SQL,
    inArray(contracts.status, [p('s0'), p('s1'), p('s2')]),
    sql`EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${contracts.customerId} AND ${sql.identifier('x"y')} = ${p('x')})`,
    sql`${contracts.nummer} LIKE (SELECT ${p('word')}::text) ${sql.raw('AND true')}`,
  ];
  for (const condition of conditions) {
    const expected = dialect.sqlToQuery(condition).sql;
    expect(ownConditionText(condition)).toBe(expected);
    expect(placeholderOnlyText(condition)).toBe(expected);
  }
});

it('leaves what it does not write (a subquery object) to Drizzle, and still refuses a value', () => {
  const sub = new QueryBuilder()
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, p('n')))
    .as('sub');
  const condition = sql`${contracts.customerId} IN (SELECT id FROM ${sub})`;
  expect(ownConditionText(condition)).toBeUndefined();
  expect(placeholderOnlyText(condition)).toBe(dialect.sqlToQuery(condition).sql);
  expect(
    placeholderOnlyText(and(eq(alias(users, 'creator').displayName, p('name')), eq(contracts.id, 7)) as SQL),
  ).toBeUndefined();
});
