import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communicationRead, communications, customers, users } from '../../db/schema';

/** The name a thread shows for the contract's customer. */
export async function customerName(db: Executor, customerId: number) {
  const [row] = await db
    .select({ name: customers.name, vorname: customers.vorname, firma: customers.firma })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** A contract's messages (not removed), oldest first, with their authors' names; at most `limit`. */
export async function findThread(db: Executor, contractId: number, limit: number) {
  return db
    .select({ item: communications, author: users.displayName })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.createdByUserId))
    .where(
      and(
        eq(communications.contractId, contractId),
        eq(communications.category, 'NACHRICHT'),
        isNull(communications.removedAt),
      ),
    )
    .orderBy(asc(communications.date), asc(communications.id))
    .limit(limit);
}

/** Marks these items read for the user (already read ones stay as they are). */
export async function markAllRead(db: Executor, communicationIds: readonly number[], userId: number): Promise<void> {
  if (communicationIds.length > 0) {
    await db
      .insert(communicationRead)
      .values(communicationIds.map((communicationId) => ({ communicationId, userId })))
      .onConflictDoNothing();
  }
}
