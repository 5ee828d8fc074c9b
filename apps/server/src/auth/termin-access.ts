import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contracts, customers, terminBeteiligte, termine, type users } from '../db/schema';
import { contractScope, customerScope } from './data-scope';
import { brokerStructureIds } from './user.repository';

// Who sees an appointment, task or activity (issue 13): used by the appointments and the change log.

/** The viewer takes part: he made it, owns it, or is a participant (a customer also through his customer id). */
export function takesPart(actor: Actor): SQL {
  const me = actor.viewed.id;
  const customerId = actor.viewed.kind === 'customer' ? actor.viewed.customerId : null;
  const asCustomer = customerId === null ? sql`false` : sql`${terminBeteiligte.customerId} = ${customerId}`;
  return sql`(${termine.createdByUserId} = ${me} OR ${termine.ownerUserId} = ${me} OR EXISTS (
    SELECT 1 FROM ${terminBeteiligte} WHERE ${terminBeteiligte.terminId} = ${termine.id}
      AND (${terminBeteiligte.userId} = ${me} OR ${asCustomer})))`;
}

/** The item concerns a contract or customer the viewer sees (the office's shared work). */
export function concernsScope(actor: Actor): SQL {
  return sql`((${termine.contractId} IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${contracts} WHERE ${contracts.id} = ${termine.contractId} AND ${contractScope(actor)}))
    OR (${termine.customerId} IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${customers} WHERE ${customers.id} = ${termine.customerId} AND ${customerScope(actor)})))`;
}

/** Office users whose calendars the viewer may show: his structure's logins (internal staff: every office login). */
export function colleagueCondition(actor: Actor, userIdColumn: SQL | typeof users.id): SQL {
  const scope = dataScopeOf(actor.viewed);
  // The alias keeps the outer column apart when the caller selects from users itself.
  if (scope.kind === 'all') {
    return sql`EXISTS (SELECT 1 FROM users cu WHERE cu.id = ${userIdColumn} AND cu.kind <> 'customer')`;
  }
  if (scope.kind === 'brokerStructure') {
    return sql`EXISTS (SELECT 1 FROM users cu WHERE cu.id = ${userIdColumn}
      AND cu.kind <> 'customer' AND cu.broker_id IN ${brokerStructureIds(scope.brokerId)})`;
  }
  return sql`false`;
}

/**
 * What the viewer sees (issue 13 'Bad input'): what he takes part in, and what is not private and
 * concerns his contracts or customers or lies in a colleague's calendar of his structure. A private
 * item is never shown to anybody else.
 */
export function visibleCondition(actor: Actor): SQL {
  return sql`(${takesPart(actor)} OR (NOT ${termine.private} AND (${concernsScope(actor)}
    OR ${colleagueCondition(actor, sql`${termine.ownerUserId}`)})))`;
}

/** Whether a live item is visible to the viewer (the change log asks this). */
export async function isTerminVisible(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: termine.id })
    .from(termine)
    .where(and(eq(termine.id, id), isNull(termine.deletedAt), visibleCondition(actor)))
    .limit(1);
  return rows.length === 1;
}
