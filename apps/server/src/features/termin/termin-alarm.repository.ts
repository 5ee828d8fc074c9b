import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs, terminAlarme, terminBeteiligte, termine } from '../../db/schema';
import { NOTIFY_JOB } from '../../mail/outbox';
import { recipientQuery } from './alarm-recipients.repository';
import type { TerminRow } from './termin.repository';

// The SQL of the alarms (alarme.ts, alarm-tagesmail.ts, alarm-events.ts, alarm-budget.ts): the queue's
// pending jobs and sent notifications looked up by payload, the popup rows (termin_alarme), the
// participants of a day's daily mail and the reminder mails counted per creator.

/** The payload key of a reminder mail's notification job naming the creator of its item. */
export const ALARM_CREATOR_KEY = 'alarmCreator';

/** An item as the alarm jobs read it: also deleted or done ones (the caller decides). */
export async function findAlarmItem(tx: Executor, terminId: number): Promise<TerminRow | undefined> {
  const [item] = await tx.select().from(termine).where(eq(termine.id, terminId)).limit(1);
  return item;
}

/** Whether an unfinished job of this kind whose payload contains `payload` is queued already. */
export async function hasPendingJob(tx: Executor, kind: string, payload?: Record<string, unknown>): Promise<boolean> {
  const existing = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        isNull(jobs.finishedAt),
        isNull(jobs.failedAt),
        payload === undefined ? undefined : sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`,
      ),
    )
    .limit(1);
  return existing.length > 0;
}

/** Whether a notification job carrying this `alarmKey` exists (queued, sent or failed). */
export async function hasAlarmNotification(tx: Executor, alarmKey: string): Promise<boolean> {
  const existing = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} @> ${JSON.stringify({ alarmKey })}::jsonb`))
    .limit(1);
  return existing.length > 0;
}

/** Writes the popup of a user for one occurrence unless it is there; answers whether it wrote one. */
export async function insertPopupOnce(
  tx: Executor,
  popup: { userId: number; terminId: number; occurrenceLocal: string },
): Promise<boolean> {
  const seen = await tx
    .select({ id: terminAlarme.id })
    .from(terminAlarme)
    .where(
      and(
        eq(terminAlarme.userId, popup.userId),
        eq(terminAlarme.terminId, popup.terminId),
        eq(terminAlarme.occurrenceLocal, popup.occurrenceLocal),
      ),
    )
    .limit(1);
  if (seen.length > 0) {
    return false;
  }
  await tx.insert(terminAlarme).values(popup);
  return true;
}

/**
 * The participants with a daily mail of the active items that may have an occurrence between the instants
 * `fromAt` and `toAt` (ISO), by item.
 */
export function findDailyMailRows(tx: Executor, range: { fromAt: string; toAt: string }) {
  return recipientQuery(tx)
    .innerJoin(termine, eq(termine.id, terminBeteiligte.terminId))
    .where(
      and(
        eq(terminBeteiligte.alarmDailyMail, true),
        isNull(termine.deletedAt),
        ne(termine.status, 'ERLEDIGT'),
        lt(termine.beginAt, range.toAt),
        or(isNull(termine.seriesEndAt), gt(termine.seriesEndAt, range.fromAt)),
      ),
    )
    .orderBy(termine.id);
}

/** Holds a lock until the transaction ends (two instances starting at once). */
export async function lockForTransaction(tx: Executor, key: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
}

/** The unseen popups of a user, newest first, with their item's label and place. */
export function findUnseenPopups(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: terminAlarme.id,
      sid: terminAlarme.terminId,
      occurrence: terminAlarme.occurrenceLocal,
      label: termine.label,
      place: termine.place,
    })
    .from(terminAlarme)
    .innerJoin(termine, eq(termine.id, terminAlarme.terminId))
    .where(and(eq(terminAlarme.userId, userId), isNull(terminAlarme.seenAt), isNull(termine.deletedAt)))
    .orderBy(desc(terminAlarme.id))
    .limit(limit);
}

/** Marks a popup of the user as seen (once; later calls keep the first time); false when it is not his. */
export async function markPopupSeen(db: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(terminAlarme)
    .set({ seenAt: sql`coalesce(${terminAlarme.seenAt}, now())` })
    .where(and(eq(terminAlarme.id, id), eq(terminAlarme.userId, userId)))
    .returning({ id: terminAlarme.id });
  return rows.length > 0;
}

/**
 * The reminder mails of a creator's items queued within the last hour or day, counted through the index
 * jobs_alarm_creator_idx (migration 0032).
 */
export async function countReminderMailsWithin(
  tx: Executor,
  creatorUserId: number,
  interval: '1 hour' | '1 day',
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        // Constants written into the text, so that the planner sees the partial index's condition.
        sql`${jobs.kind} = ${sql.raw(`'${NOTIFY_JOB}'`)}`,
        sql`${jobs.payload} ? ${sql.raw(`'${ALARM_CREATOR_KEY}'`)}`,
        sql`(${jobs.payload} ->> ${sql.raw(`'${ALARM_CREATOR_KEY}'`)}) = ${String(creatorUserId)}`,
        sql`${jobs.createdAt} > now() - ${sql.raw(`interval '${interval}'`)}`,
      ),
    );
  return row?.n ?? 0;
}
