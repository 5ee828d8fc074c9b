import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgliteWithNamedStatements } from './pglite-named';

let named: PgliteWithNamedStatements;
let plain: PGlite;
beforeAll(async () => {
  named = new PgliteWithNamedStatements();
  plain = new PGlite();
  for (const db of [named, plain]) {
    await db.exec(`
      CREATE TABLE t (id int PRIMARY KEY, name text, born date, at timestamptz, cents bigint, tags text[], data jsonb);
      INSERT INTO t VALUES
        (1, 'Müller', '1980-02-29', '2026-11-26 10:00:00+00', 123456789012, ARRAY['a','b'], '{"x": 1}'),
        (2, NULL, NULL, NULL, NULL, NULL, NULL);
    `);
  }
}, 60_000);
afterAll(async () => {
  await named.close();
  await plain.close();
});

const text = 'SELECT id, name, born, at, cents, tags, data FROM t WHERE id = ANY($1::int[]) OR name = $2 ORDER BY id';
// As Drizzle asks: rows as arrays, dates left as text.
const dateAsText = { 1082: (v: string) => v, 1184: (v: string) => v };
const asDrizzle = (name?: string) => ({ rowMode: 'array' as const, parsers: dateAsText, ...(name ? { name } : {}) });

const preparedNames = async () =>
  (await named.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
    (r) => r.name,
  );

it('answers a named query with the same rows and fields as PGlite, parsed and described once', async () => {
  for (const params of [
    [[1, 2], null],
    [[2], 'Müller'],
    [[], 'niemand'],
  ]) {
    const expected = await plain.query(text, params, asDrizzle());
    const first = await named.query(text, params, asDrizzle('s1'));
    const again = await named.query(text, params, asDrizzle('s1'));
    expect(first.rows).toEqual(expected.rows);
    expect(again.rows).toEqual(expected.rows);
    expect(first.fields).toEqual(expected.fields);
    expect(again).toEqual(expected);
  }
  expect(await preparedNames()).toEqual(['s1']);
  // PGlite's own parsers when the query brings none: dates, arrays, JSON.
  const objects = await named.query<Record<string, unknown>>(text, [[1], null], { name: 's1' });
  expect(objects.rows).toEqual((await plain.query(text, [[1], null])).rows);
  expect(objects.rows[0]).toMatchObject({ born: new Date('1980-02-29T00:00:00Z'), tags: ['a', 'b'], data: { x: 1 } });
});

it('keeps an unnamed query and a name reused with another text out of the named statements', async () => {
  const other = 'SELECT id FROM t WHERE id = $1';
  expect((await named.query(other, [2], asDrizzle())).rows).toEqual([[2]]);
  expect((await named.query(other, [2], asDrizzle('s1'))).rows).toEqual([[2]]);
  expect(await preparedNames()).toEqual(['s1']);
});

it('throws the database error of a failing statement and goes on working', async () => {
  await expect(
    named.query('SELECT id FROM t WHERE id = $1', ['keine Zahl'], asDrizzle('bad-value')),
  ).rejects.toMatchObject({
    code: '22P02',
    query: 'SELECT id FROM t WHERE id = $1',
  });
  // The statement stays prepared: the next value runs through it.
  expect((await named.query('SELECT id FROM t WHERE id = $1', [1], asDrizzle('bad-value'))).rows).toEqual([[1]]);
  await expect(named.query('SELEKT 1', [], asDrizzle('syntax'))).rejects.toMatchObject({ code: '42601' });
  expect(await preparedNames()).toEqual(['bad-value', 's1']);
  expect((await named.query('SELECT 1 AS one', [], asDrizzle('syntax'))).rows).toEqual([[1]]);
});

it('waits for an open transaction instead of running inside it', async () => {
  let inside: Promise<unknown> | undefined;
  await named.transaction(async (tx) => {
    await tx.query('UPDATE t SET name = $1 WHERE id = 2', ['Schmidt']);
    inside = named.query('SELECT name FROM t WHERE id = $1', [2], asDrizzle('after-tx'));
    await tx.rollback();
  });
  expect(((await inside) as { rows: unknown[] }).rows).toEqual([[null]]);
});

it('prepares a new name once when several requests bring it at the same time', async () => {
  const same = 'SELECT count(*)::int AS n FROM t WHERE id <> $1';
  const answers = await Promise.all([1, 2, 3, 4].map((id) => named.query(same, [id], asDrizzle('together'))));
  expect(answers.map((a) => a.rows)).toEqual([[[1]], [[1]], [[2]], [[2]]]);
  expect(await preparedNames()).toContain('together');
});

it('answers writes as PGlite does: command, affected rows, RETURNING, and the fields of a violated constraint', async () => {
  const statements: [string, unknown[]][] = [
    ['INSERT INTO t (id, name) VALUES ($1, $2)', [10, 'Weber']],
    ['UPDATE t SET name = $1 WHERE id >= $2 RETURNING id, name', ['Wagner', 2]],
    ['DELETE FROM t WHERE id = $1', [10]],
    ['SELECT id, name FROM t WHERE id = $1', [999]],
  ];
  for (const [i, [sql, params]] of statements.entries()) {
    const expected = await plain.query(sql, params);
    expect(await named.query(sql, params, { name: `w${i}` })).toEqual(expected);
  }
  const duplicate = (db: PGlite, options?: object) =>
    db.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'doppelt'], options).then(
      () => undefined,
      (error: Record<string, unknown>) => error,
    );
  const expected = await duplicate(plain);
  const error = await duplicate(named, { name: 'w0' });
  expect(error).toBeInstanceOf(Error);
  for (const field of ['message', 'code', 'detail', 'constraint', 'table', 'schema', 'severity', 'routine']) {
    expect(error?.[field], field).toEqual(expected?.[field]);
  }
  expect(error?.constraint).toBe('t_pkey');
  expect(error?.detail).toBe('Key (id)=(1) already exists.');
});
