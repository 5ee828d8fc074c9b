import type { Actor } from '@maklerwerk/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBenchData } from '../../bench/generate';
import { SMALL_BROKER } from '../../bench/settings';
import { asIs } from '../db/named-statement';
import { contracts, customers, users } from '../db/schema';
import { findKeysetPage, type KeysetSource } from '../repositories/keyset-page';
import { createTestApp, type TestApp } from '../test/test-app';
import { contractScope, customerScope, overScope, scopeTables, WHOLE_ROW_COST } from './data-scope.repository';
import { brokerStructureIds, toSessionUser } from './user.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Enough rows that a large structure walks; the bench's small broker reads his whole.
  await generateBenchData(t.database.db, 600, 3000, { smallBroker: true });
});
afterAll(async () => {
  await t.close();
});

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Function Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** Which branches of the plan's Append read rows of `table`: the way to the page that ran. */
function executedBranches(root: PlanNode | undefined, table: string): number[] {
  const find = (node: PlanNode | undefined): PlanNode | undefined =>
    !node ? undefined : node['Node Type'] === 'Append' ? node : (node.Plans ?? []).map(find).find(Boolean);
  const reads = (node: PlanNode): boolean =>
    ((node['Relation Name'] === table || node['Function Name'] === `mw_broker_${table}`) &&
      (node['Actual Loops'] ?? 0) > 0) ||
    (node.Plans ?? []).some(reads);
  const branches = (find(root)?.Plans ?? []).filter((child) => child['Parent Relationship'] === 'Member');
  return branches.flatMap((child, index) => (reads(child) ? [index] : []));
}

const sources = {
  contracts: {
    source: {
      table: contracts,
      id: contracts.id,
      searchText: contracts.searchText,
      defaultSort: 'nummer:asc',
      sorts: { nummer: { columns: [contracts.nummer], nullable: false } },
    } satisfies KeysetSource,
    scope: contractScope,
    order: 'nummer, id',
  },
  customers: {
    source: {
      table: customers,
      id: customers.id,
      searchText: customers.searchText,
      defaultSort: 'name:asc',
      sorts: { name: { columns: [customers.nameSort], nullable: false } },
    } satisfies KeysetSource,
    scope: customerScope,
    order: 'name_sort, id',
  },
} as const;

async function actorOf(username: string): Promise<Actor> {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) {
    throw new Error(username);
  }
  const user = toSessionUser(row);
  return { original: user, viewed: user };
}

describe('a broker structure walked or read whole (docs/decisions/0034)', () => {
  it.each(['contracts', 'customers'] as const)(
    'runs exactly the branch of cost × n² < reach × all, and its first page is in the list order (%s)',
    async (of) => {
      const db = t.database.db;
      const { source, scope, order } = sources[of];
      const statements: SQL[] = [];
      const capturing = new Proxy(db, {
        get: (target, property) =>
          property === 'execute'
            ? (query: SQL) => {
                statements.push(query);
                return target.execute(query);
              }
            : Reflect.get(target, property),
      });
      const seen = new Set<string>();
      for (const username of [SMALL_BROKER.username, 'makler', 'vermittler']) {
        const actor = await actorOf(username);
        statements.length = 0;
        const limit = 10;
        const page = await findKeysetPage(
          capturing,
          source,
          { sort: source.defaultSort, offset: 0, limit },
          scope(actor),
          { count: false, structure: (bind, reach) => scopeTables(actor, of, reach, bind) },
        );
        const structure = brokerStructureIds(actor.viewed.brokerId ?? 0);
        const expected = await db.execute<{ id: number }>(
          sql`SELECT id FROM ${sql.identifier(of)} WHERE broker_id IN ${structure} ORDER BY ${sql.raw(order)} LIMIT ${limit}`,
        );
        expect(page.ids, username).toEqual(expected.rows.map((r) => Number(r.id)));

        const sizes = await db.execute<{ n: number; total: number }>(sql`
          SELECT (SELECT count(*) FROM ${sql.identifier(of)} WHERE broker_id IN ${structure})::int AS n,
                 (SELECT count(*) FROM ${sql.identifier(of)})::int AS total`);
        const { n = 0, total = 0 } = sizes.rows[0] ?? {};
        const whole = WHOLE_ROW_COST * n * n < (limit + 1) * total;
        const statement = statements.find((q) => new PgDialect().sqlToQuery(q).sql.includes('UNION ALL'));
        expect(statement, username).toBeDefined();
        const plan = await db.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
        );
        expect(executedBranches(plan.rows[0]?.['QUERY PLAN'][0]?.Plan, of), username).toEqual([whole ? 1 : 0]);
        seen.add(whole ? 'whole' : 'walk');
      }
      expect([...seen].sort()).toEqual(['walk', 'whole']);
    },
  );

  it('writes the statement once over the table where the scope is not a broker structure, twice for a broker', async () => {
    const written = async (username: string) => {
      const actor = await actorOf(username);
      const statement = overScope(actor, 'contracts', 26, asIs, (table) => sql`SELECT id FROM ${table} LIMIT 26`);
      return new PgDialect().sqlToQuery(statement).sql;
    };
    for (const username of ['intern', 'kunde']) {
      const text = await written(username);
      expect(text, username).toBe('SELECT id FROM "contracts" LIMIT 26');
    }
    const broker = await written('makler');
    expect(broker.match(/SELECT id FROM \(SELECT/g), 'makler').toHaveLength(2);
    expect(broker).toContain('UNION ALL');
    expect(broker).toContain('mw_broker_contracts');
  });
});
