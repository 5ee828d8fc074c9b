import type { Db, Executor } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { type Notification, queueNotification } from '../../mail/outbox';
import { ALARM_CREATOR_KEY, hasAlarmNotification, hasPendingJob } from './termin-alarm.repository';

// The alarms' jobs in the database queue and the "once" of their work (alarme.ts, alarm-tagesmail.ts).
//
// Once: the queue runs a job at least once (a job whose process died after the work but before the queue
// marked it finished runs again after its lease). Everything a job does therefore happens in one
// transaction and is checked before it is done again: a popup row exists per (user, item, occurrence); a
// reminder mail is a notification job carrying its `alarmKey`, looked up before another is queued; the
// follow-up job is looked up by its payload. What remains is two workers running the same job at the same
// moment, which only happens when a run outlasts its lease while its heartbeat cannot reach the database.

export const ALARM_MAIL_JOB = 'termin.alarm.mail';
export const ALARM_MSC_JOB = 'termin.alarm.msc';
export const TAGESMAIL_JOB = 'termin.tagesmail';

export type AlarmDeps = {
  db: Db;
  /** The address the browser uses (PUBLIC_ORIGIN): reminder mails link to the item when it is known. */
  publicUrl?: string | undefined;
  /** Wakes the event stream of a user who got a popup (alarmNotifier.notify). */
  notify?: (userId: number) => void;
  /** The clock (tests). */
  now?: () => Date;
  /** Reports reminder mails held back by the limit per creator (the worker's log). */
  warn?: (message: string) => void;
};

/** Queues a job unless an unfinished one with the same kind and payload is there already. */
export async function enqueueOnce(
  tx: Executor,
  kind: string,
  payload: Record<string, unknown>,
  runAt: Date,
): Promise<void> {
  if (!(await hasPendingJob(tx, kind, payload))) {
    await enqueue(tx, kind, payload, { runAt });
  }
}

/**
 * A notification job that knows which alarm it delivers and, for a reminder, the creator of its item
 * (alarm-budget.ts); the notification handler ignores both. Answers whether it queued one.
 */
export async function queueNotificationOnce(
  tx: Executor,
  notification: Notification,
  alarmKey: string,
  creatorUserId?: number,
): Promise<boolean> {
  if (await hasAlarmNotification(tx, alarmKey)) {
    return false;
  }
  const keyed: Notification & { alarmKey: string; [ALARM_CREATOR_KEY]?: number } = {
    ...notification,
    alarmKey,
    ...(creatorUserId === undefined ? {} : { [ALARM_CREATOR_KEY]: creatorUserId }),
  };
  await queueNotification(tx, keyed);
  return true;
}
