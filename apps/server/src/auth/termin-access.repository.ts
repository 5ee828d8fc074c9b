import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { asIs, type Bind } from '../db/named-statement';
import { contracts, customers, terminBeteiligte, termine, type users } from '../db/schema';
import { contractScope, customerScope } from './data-scope.repository';
import { brokerStructureIds } from './user.repository';

// Who sees an appointment, task or activity (issue 13) as query conditions, and the lookups of
// termin-access.ts: used by the appointments, the start page and the change log.

/** The viewer takes part: he made it, owns it, or is a participant (a customer also through his customer id). */
export function takesPart(actor: Actor, bind: Bind = asIs): SQL {
  const me = bind('me', actor.viewed.id);
  const customerId = actor.viewed.kind === 'customer' ? actor.viewed.customerId : null;
  const asCustomer =
    customerId === null ? sql`false` : sql`${terminBeteiligte.customerId} = ${bind('meCustomer', customerId)}`;
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

/** The id of a live item the viewer sees, if it is one. */
export async function findVisibleTerminId(db: Executor, actor: Actor, id: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: termine.id })
    .from(termine)
    .where(and(eq(termine.id, id), isNull(termine.deletedAt), visibleCondition(actor)))
    .limit(1);
  return rows[0]?.id;
}

/** A live appointment the viewer sees, with what a mail about it shows; undefined outside his view. */
export async function findVisibleTerminRow(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({
      id: termine.id,
      label: termine.label,
      beginLocal: termine.beginLocal,
      endLocal: termine.endLocal,
      fullDay: termine.fullDay,
      place: termine.place,
      text: termine.text,
      contractId: termine.contractId,
    })
    .from(termine)
    .where(and(eq(termine.id, id), isNull(termine.deletedAt), visibleCondition(actor)))
    .limit(1);
  return row;
}

/** The participants of an item in their order. */
export function listTerminParticipants(db: Executor, terminId: number) {
  return db
    .select({ name: terminBeteiligte.name, email: terminBeteiligte.email, userId: terminBeteiligte.userId })
    .from(terminBeteiligte)
    .where(eq(terminBeteiligte.terminId, terminId))
    .orderBy(asc(terminBeteiligte.position), asc(terminBeteiligte.id));
}
