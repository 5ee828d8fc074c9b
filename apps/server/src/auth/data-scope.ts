import {
  type Actor,
  AppError,
  type ChangeLogRecordType,
  contractPartRecordTypes,
  dataScopeOf,
} from '@maklerwerk/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
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

/** 404 unless the record exists and lies in the actor's scope; a hidden record looks like a missing one. */
export async function assertRecordVisible(
  db: Executor,
  actor: Actor,
  recordType: ChangeLogRecordType,
  recordId: number,
): Promise<void> {
  let found = false;
  if (recordType === 'versicherung' || contractPartRecordTypes.includes(recordType)) {
    const rows = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.id, recordId), contractScope(actor)))
      .limit(1);
    found = rows.length > 0;
  } else if (recordType === 'kunde') {
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, recordId), customerScope(actor)))
      .limit(1);
    found = rows.length > 0;
  }
  if (!found) {
    throw new AppError('NOT_FOUND');
  }
}
