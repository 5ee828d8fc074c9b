import { type Actor, dataScopeOf, formatWallTime, parseIsoLocal } from '@maklerwerk/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { asIs, type Bind } from '../db/named-statement';
import { contracts, customers, terminBeteiligte, termine, type users } from '../db/schema';
import { contractScope, customerScope } from './data-scope';
import { brokerStructureIds } from './user.repository';

// Who sees an appointment, task or activity (issue 13): used by the appointments and the change log.

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

/** Whether a live item is visible to the viewer (the change log asks this). */
export async function isTerminVisible(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: termine.id })
    .from(termine)
    .where(and(eq(termine.id, id), isNull(termine.deletedAt), visibleCondition(actor)))
    .limit(1);
  return rows.length === 1;
}

/** An appointment as the mail composer needs it (kind 'termin'); times as 'DD.MM.YYYY HH:mm' (German wall clock). */
export type TerminForMail = {
  label: string;
  beginLocal: string;
  endLocal: string;
  fullDay: boolean;
  place: string;
  /** Sanitised HTML as stored. */
  text: string;
  contractId: number | null;
  participants: { name: string; email: string; userId: number | null }[];
};

const wallText = (dbLocal: string) => {
  const w = parseIsoLocal(dbLocal.replace(' ', 'T').slice(0, 19));
  return w ? formatWallTime(w) : dbLocal;
};

/** A live appointment the viewer sees, with its participants in their order; undefined outside his view. */
export async function findTerminForMail(db: Executor, actor: Actor, sid: number): Promise<TerminForMail | undefined> {
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
    .where(and(eq(termine.id, sid), isNull(termine.deletedAt), visibleCondition(actor)))
    .limit(1);
  if (!row) {
    return undefined;
  }
  const participants = await db
    .select({ name: terminBeteiligte.name, email: terminBeteiligte.email, userId: terminBeteiligte.userId })
    .from(terminBeteiligte)
    .where(eq(terminBeteiligte.terminId, row.id))
    .orderBy(asc(terminBeteiligte.position), asc(terminBeteiligte.id));
  return {
    label: row.label,
    beginLocal: wallText(row.beginLocal),
    endLocal: wallText(row.endLocal),
    fullDay: row.fullDay,
    place: row.place,
    text: row.text,
    contractId: row.contractId,
    participants,
  };
}
