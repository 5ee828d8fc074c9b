import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communications, users } from '../../db/schema';

/** The calls (Gespräch) of a contract's postbox, newest first, not removed; one more than `limit` tells of more. */
export async function contractCalls(db: Executor, contractId: number, limit: number) {
  return db
    .select({
      id: communications.id,
      date: communications.date,
      subject: communications.subject,
      bodyHtml: communications.bodyHtml,
      details: communications.details,
      createdBy: users.displayName,
    })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.createdByUserId))
    .where(
      and(
        eq(communications.contractId, contractId),
        eq(communications.category, 'GESPRAECH'),
        isNull(communications.removedAt),
      ),
    )
    .orderBy(desc(communications.date), desc(communications.id))
    .limit(limit + 1);
}
