import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { damagePayments, damageReports, damageStatusHistory, notes } from '../../db/schema';

/**
 * Locks both reports of a merge for the rest of the transaction, in id order so that two merges
 * of the same pair cannot deadlock. Removed reports are returned too: the caller refuses them.
 */
export async function lockPair(db: Executor, ids: readonly [number, number]) {
  return db
    .select({
      id: damageReports.id,
      contractId: damageReports.contractId,
      schadennr: damageReports.schadennr,
      removedAt: damageReports.removedAt,
    })
    .from(damageReports)
    .where(inArray(damageReports.id, [...ids]))
    .orderBy(asc(damageReports.id))
    .for('update');
}

/** Moves everything that hangs on the source to the kept report (removed payments and notes too). */
export async function moveAttachments(db: Executor, fromId: number, toId: number): Promise<void> {
  await db.update(damagePayments).set({ damageReportId: toId }).where(eq(damagePayments.damageReportId, fromId));
  await db.update(notes).set({ damageReportId: toId }).where(eq(notes.damageReportId, fromId));
  await db
    .update(damageStatusHistory)
    .set({ damageReportId: toId })
    .where(eq(damageStatusHistory.damageReportId, fromId));
}
