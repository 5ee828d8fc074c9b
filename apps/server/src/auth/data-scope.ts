import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contracts, customers } from '../db/schema';
import { brokerStructureIds } from './user.repository';

/** WHERE clause limiting contracts to what the viewed user may see (DESIGN: a customer never sees another's data). */
export function contractScope(actor: Actor): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(contracts.brokerId, brokerStructureIds(scope.brokerId));
    case 'customer':
      return eq(contracts.customerId, scope.customerId);
    default:
      return sql`false`;
  }
}

export function customerScope(actor: Actor): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(customers.brokerId, brokerStructureIds(scope.brokerId));
    case 'customer':
      return eq(customers.id, scope.customerId);
    default:
      return sql`false`;
  }
}
