import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { damagePayments } from '../../db/schema';

const paymentColumns = {
  id: damagePayments.id,
  datum: damagePayments.datum,
  betragCents: damagePayments.betragCents,
  empfaenger: damagePayments.empfaenger,
  vermerk: damagePayments.vermerk,
  version: damagePayments.version,
};

const ofReport = (reportId: number) =>
  and(eq(damagePayments.damageReportId, reportId), isNull(damagePayments.removedAt));

/** The payments of a report that are not removed, oldest first. */
export async function findPayments(db: Executor, reportId: number) {
  return db
    .select(paymentColumns)
    .from(damagePayments)
    .where(ofReport(reportId))
    .orderBy(asc(damagePayments.datum), asc(damagePayments.id));
}

export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

export async function findPayment(db: Executor, reportId: number, paymentId: number) {
  const rows = await db
    .select(paymentColumns)
    .from(damagePayments)
    .where(and(ofReport(reportId), eq(damagePayments.id, paymentId)))
    .limit(1);
  return rows[0];
}

export type PaymentValues = { datum: string; betragCents: number; empfaenger: string; vermerk: string | null };

export async function insertPayment(
  db: Executor,
  reportId: number,
  values: PaymentValues & { createdByUserId: number },
): Promise<void> {
  await db.insert(damagePayments).values({ damageReportId: reportId, ...values });
}

/** The versioned change: false when another change came first, or it was removed or moved. */
export async function updatePayment(
  db: Executor,
  reportId: number,
  paymentId: number,
  expectedVersion: number,
  values: PaymentValues,
): Promise<boolean> {
  const rows = await db
    .update(damagePayments)
    .set({ ...values, version: sql`${damagePayments.version} + 1` })
    .where(and(ofReport(reportId), eq(damagePayments.id, paymentId), eq(damagePayments.version, expectedVersion)))
    .returning({ id: damagePayments.id });
  return rows.length > 0;
}

/** Soft removal: the payment stays with who and when. */
export async function removePayment(
  db: Executor,
  reportId: number,
  paymentId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(damagePayments)
    .set({ removedAt: sql`now()`, removedByUserId: userId, version: sql`${damagePayments.version} + 1` })
    .where(and(ofReport(reportId), eq(damagePayments.id, paymentId)))
    .returning({ id: damagePayments.id });
  return rows.length > 0;
}
