import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { asIs, type Bind } from '../db/named-statement';
import { brokerListCounts, contracts, customers } from '../db/schema';
import { brokerStructureIds } from './user.repository';

/**
 * WHERE clause limiting contracts to what the viewed user may see (DESIGN: a customer never sees
 * another's data). `bind` writes its values as placeholders for a query built once (executeBuiltOnce).
 */
export function contractScope(actor: Actor, bind: Bind = asIs): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(contracts.brokerId, brokerStructureIds(bind('scopeBroker', scope.brokerId)));
    case 'customer':
      return eq(contracts.customerId, bind('scopeCustomer', scope.customerId));
    default:
      return sql`false`;
  }
}

export function customerScope(actor: Actor, bind: Bind = asIs): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(customers.brokerId, brokerStructureIds(bind('scopeBroker', scope.brokerId)));
    case 'customer':
      return eq(customers.id, bind('scopeCustomer', scope.customerId));
    default:
      return sql`false`;
  }
}

/**
 * The exact number of contracts or customers in the actor's data scope from the trigger-kept
 * broker_list_counts (docs/decisions/0031), or undefined where counting the rows is as cheap (a
 * customer's own contracts).
 */
export function scopeCount(
  actor: Actor,
  of: 'contracts' | 'activeContracts' | 'customers',
  bind: Bind = asIs,
): SQL | undefined {
  const scope = dataScopeOf(actor.viewed);
  const n = brokerListCounts[of];
  switch (scope.kind) {
    case 'all':
      return sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts})::int`;
    case 'brokerStructure':
      return sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts} WHERE ${inArray(brokerListCounts.brokerId, brokerStructureIds(bind('scopeBroker', scope.brokerId)))})::int`;
    default:
      return undefined;
  }
}

/**
 * What a row read whole costs against an index entry walked past: about 1.6 µs through the
 * per-broker function against 0.4 µs (12 500 contracts of a broker, PostgreSQL 15, docs/decisions/0034).
 */
export const WHOLE_ROW_COST = 4;

/** The stored sizes (a CTE `scope_size`) and the two ways to a structure's rows: see scopeTables. */
export type ScopeTables = { sizes: SQL; walk: SQL; whole: SQL };

/**
 * The contracts or customers of a broker's structure as two FROM items for the two branches of one
 * statement (docs/decisions/0034): `walk` the table itself, read along whatever index the statement
 * orders by; `whole` the structure's rows broker by broker (mw_broker_contracts/_customers). Each
 * carries a one-time gate on the stored sizes, so exactly one branch runs: reading about
 * reach × all / n rows along an index to find `reach` of the structure's n rows, or n rows whole,
 * each of which costs WHOLE_ROW_COST times as much.
 * Undefined for the other scopes: everything is walked; a customer's own rows are found by index.
 */
export function scopeTables(
  actor: Actor,
  of: 'contracts' | 'customers',
  /** A number, or SQL such as a parameter (a page at an offset, whose text stays the same). */
  reach: number | SQL,
  bind: Bind = asIs,
): ScopeTables | undefined {
  const scope = dataScopeOf(actor.viewed);
  if (scope.kind !== 'brokerStructure') {
    return undefined;
  }
  const table = of === 'contracts' ? contracts : customers;
  const name = sql.identifier(getTableName(table));
  const structure = () => brokerStructureIds(bind('scopeBroker', scope.brokerId));
  const n = brokerListCounts[of];
  const size = sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts} WHERE ${inArray(brokerListCounts.brokerId, structure())})`;
  const all = sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts})`;
  // The walk is a plain subquery the planner pulls up (its index order stays usable); each broker's
  // rows come from a function planned for his id (migration 0030). Both carry the table's name, so
  // the statement's columns, sort keys and conditions resolve against them unchanged.
  return {
    sizes: sql`SELECT ${sql.raw(String(WHOLE_ROW_COST))} * n * n < ${typeof reach === 'number' ? sql.raw(String(reach)) : reach} * total AS whole
        FROM (SELECT ${size} AS n, ${all} AS total OFFSET 0) AS sizes`,
    walk: sql`(SELECT * FROM ${table} WHERE NOT (SELECT whole FROM scope_size)) AS ${name}`,
    whole: sql`(SELECT t.* FROM ${structure()} AS s (id) CROSS JOIN LATERAL ${sql.raw(`mw_broker_${of}`)}(s.id) AS t
        WHERE (SELECT whole FROM scope_size)) AS ${name}`,
  };
}

/**
 * `statement` written once for each way to the scope's rows, in one statement whose stored sizes
 * are read once. Each branch keeps its own ORDER BY and LIMIT; only one yields rows, in its order.
 */
export const bothWays = (tables: ScopeTables, statement: (from: SQL) => SQL): SQL =>
  sql`WITH scope_size AS MATERIALIZED (${tables.sizes})
    (${statement(tables.walk)}) UNION ALL (${statement(tables.whole)})`;

/**
 * One statement over the scope's contracts or customers: both ways (scopeTables, bothWays) for a
 * broker's structure, else `statement` once over the table.
 */
export function overScope(
  actor: Actor,
  of: 'contracts' | 'customers',
  reach: number,
  bind: Bind,
  statement: (from: SQL) => SQL,
): SQL {
  const tables = scopeTables(actor, of, reach, bind);
  return tables ? bothWays(tables, statement) : statement(sql`${of === 'contracts' ? contracts : customers}`);
}
