import type { Actor } from '@maklerwerk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import { colleagueCondition } from '../../auth/termin-access.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Db } from '../../db/client';
import { brokers, customers, persons, users } from '../../db/schema';

// The SQL of the participants on save (termin-participants.ts, termin-participant-guard.ts): who is within
// the viewer's reach, which logins are customers, and the addresses the office knows.

/** The address the office knows of a login: its customer's or its broker's ('' when none). */
export async function findUserAddress(db: Db, userId: number): Promise<string> {
  const rows = await db
    .select({ email: sql<string | null>`COALESCE(${customers.email}, ${brokers.email})` })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(users.id, userId));
  return rows[0]?.email ?? '';
}

/** The logins among `ids` that are customers' logins. */
export async function findCustomerUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.kind, 'customer')));
  return new Set(rows.map((r) => r.id));
}

/** The customers among `ids` in the viewer's scope. */
export async function countCustomersInScope(db: Db, actor: Actor, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), customerScope(actor)));
  return rows.length;
}

/** The persons among `ids` whose customer is in the viewer's scope. */
export async function countPersonsInScope(db: Db, actor: Actor, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .innerJoin(customers, eq(customers.id, persons.customerId))
    .where(and(inArray(persons.id, ids), customerScope(actor)));
  return rows.length;
}

/** The logins among `ids` the viewer reaches: colleagues, and the logins of customers in his scope. */
export async function countUsersInReach(db: Db, actor: Actor, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(
      and(
        inArray(users.id, ids),
        sql`(${colleagueCondition(actor, users.id)} OR (${users.customerId} IS NOT NULL AND ${customerScope(actor)}))`,
      ),
    );
  return rows.length;
}

/** The brokers among `ids` of an office viewer's structure (internal staff: all). */
export async function countBrokersInReach(db: Db, actor: Actor, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(
      and(
        inArray(brokers.id, ids),
        actor.viewed.kind === 'internal' || actor.viewed.brokerId === null
          ? sql`true`
          : sql`${brokers.id} IN ${brokerStructureIds(actor.viewed.brokerId)}`,
      ),
    );
  return rows.length;
}

/** The persons among `ids` of one customer record. */
export async function countPersonsOfCustomer(db: Db, customerId: number, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(inArray(persons.id, ids), eq(persons.customerId, customerId)));
  return rows.length;
}

type Address = { id: number; email: string | null };

/** The addresses the office knows of logins (their customer's or broker's), customers and brokers. */
export async function findKnownAddresses(
  db: Db,
  ids: { userIds: number[]; customerIds: number[]; brokerIds: number[] },
): Promise<{ users: Address[]; customers: Address[]; brokers: Address[] }> {
  const [userRows, customerRows, brokerRows] = await Promise.all([
    ids.userIds.length === 0
      ? []
      : db
          .select({ id: users.id, email: sql<string | null>`COALESCE(${customers.email}, ${brokers.email})` })
          .from(users)
          .leftJoin(customers, eq(customers.id, users.customerId))
          .leftJoin(brokers, eq(brokers.id, users.brokerId))
          .where(inArray(users.id, ids.userIds)),
    ids.customerIds.length === 0
      ? []
      : db
          .select({ id: customers.id, email: customers.email })
          .from(customers)
          .where(inArray(customers.id, ids.customerIds)),
    ids.brokerIds.length === 0
      ? []
      : db.select({ id: brokers.id, email: brokers.email }).from(brokers).where(inArray(brokers.id, ids.brokerIds)),
  ]);
  return { users: userRows, customers: customerRows, brokers: brokerRows };
}
