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
 * A broker's structure read whole: its rows broker by broker through the (broker_id, id) index, and
 * its stored size beside the size of everything (docs/decisions/0034). The page statement reads a
 * small structure this way instead of walking a sort index of the whole table for its few rows.
 * Undefined for the other scopes: everything is walked; a customer's own rows are found by index.
 */
export type ScopeRows = { rows: SQL; count: SQL; total: SQL };

export function scopeRows(actor: Actor, of: 'contracts' | 'customers', bind: Bind = asIs): ScopeRows | undefined {
  const scope = dataScopeOf(actor.viewed);
  if (scope.kind !== 'brokerStructure') {
    return undefined;
  }
  const table = of === 'contracts' ? contracts : customers;
  const structure = brokerStructureIds(bind('scopeBroker', scope.brokerId));
  const n = brokerListCounts[of];
  // OFFSET 0 keeps the per-broker read a parameterised subquery; the rows carry the table's name,
  // so the list's columns, sort keys and scope resolve against them unchanged.
  return {
    rows: sql`(SELECT t.* FROM ${structure} AS s (id)
        CROSS JOIN LATERAL (SELECT * FROM ${table} WHERE ${table.brokerId} = s.id OFFSET 0) AS t) AS ${sql.identifier(getTableName(table))}`,
    count: sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts} WHERE ${inArray(brokerListCounts.brokerId, structure)})`,
    total: sql`(SELECT coalesce(sum(${n}), 0) FROM ${brokerListCounts})`,
  };
}
