import {
  type AlarmEinheit,
  addWallMinutes,
  alarmEinheitMinuten,
  berlinInstant,
  berlinWallTime,
  compareWallTimes,
  isOccurrence,
  nextOccurrenceAfter,
  pad2,
  parseIsoLocal,
  type WallTime,
} from '@maklerwerk/domain';
import type { Executor } from '../../db/client';
import type { Job, JobHandler } from '../../jobs/queue';
import { alarmMailsLeft } from './alarm-budget';
import {
  ALARM_MAIL_JOB,
  ALARM_MSC_JOB,
  type AlarmDeps,
  enqueueOnce,
  queueNotificationOnce,
  TAGESMAIL_JOB,
} from './alarm-queue';
import { type Recipient, recipientsOf } from './alarm-recipients.repository';
import { tagesmailHandler } from './alarm-tagesmail';
import { alarmSubject, alarmText } from './alarm-text';
import type { TerminRow } from './termin.repository';
import { findAlarmItem, insertPopupOnce } from './termin-alarm.repository';
import { durationMinutes, seriesOfRow, toDbLocal, type WallSeries } from './termin-time';

// Alarms of appointments, tasks and activities (issue 13 point 7; spec 002 §3.1, §3.2, §9), delivered by
// jobs of the database queue, so that they survive a restart and run on whichever instance is up:
//
// - 'termin.alarm.mail' / 'termin.alarm.msc': one pending job per item and channel, for the next
//   occurrence whose alarm time (begin − alarmEmail·unit, or − alarmMsc·unit) lies ahead. Every change of
//   an item calls `scheduleAlarms` in its transaction; the jobs of the older version stay in the queue and
//   do nothing when they run (the handler compares the version). After a job ran it queues the alarm of
//   the following occurrence of a series (same version).
// - 'termin.tagesmail': every day at 06:00 German time one mail per participant with alarmDailyMail,
//   listing the occurrences of that day; the job queues itself for the next day.
//
// The queue's "once" (a job may run twice) is in alarm-queue.ts; the daily mail in alarm-tagesmail.ts.

export { ensureDailyMailJob } from './alarm-tagesmail';
export { ALARM_MAIL_JOB, ALARM_MSC_JOB, type AlarmDeps, TAGESMAIL_JOB };

export type AlarmChannel = 'mail' | 'msc';
const channelJob: Record<AlarmChannel, string> = { mail: ALARM_MAIL_JOB, msc: ALARM_MSC_JOB };

/** The payload of an alarm job: `occurrence` is the local begin 'YYYY-MM-DDTHH:mm'. */
export type AlarmPayload = { terminId: number; version: number; occurrence: string; channel: AlarmChannel };

/** An alarm that comes later than this after the begin (or after the end, when that is later) is dropped. */
const LATE_MINUTES = 60;

/** 'YYYY-MM-DDTHH:mm' (the payload's occurrence). */
export const occurrenceKey = (w: WallTime) =>
  `${w.year}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}`;

/** Minutes before the begin of a channel's alarm; null when the item has none. */
function alarmMinutesOf(item: TerminRow, channel: AlarmChannel): number | null {
  const value = channel === 'mail' ? item.alarmEmail : item.alarmMsc;
  const unit = (channel === 'mail' ? item.alarmModuEmail : item.alarmModusMsc) as AlarmEinheit;
  if (value === null || value < 0) {
    return null;
  }
  return value * (alarmEinheitMinuten[unit] ?? 1);
}

/** Deleted or done items alarm nobody. */
const isInactive = (item: TerminRow) => item.deletedAt !== null || item.status === 'ERLEDIGT';

/**
 * An alarm whose time passed only just when the item is saved still rings at once (saved at 10:15:30
 * for 10:30 with '15 Minuten vorher'); an older one is skipped.
 */
export const ALARM_GRACE_MS = 5 * 60_000;

/**
 * The first occurrence after `after` (when given) whose alarm time — its begin in Germany minus `minutes`
 * — is not before `now` (less ALARM_GRACE_MS); null when the series has none.
 */
export function nextAlarm(
  series: WallSeries,
  minutes: number,
  now: Date,
  after?: WallTime,
): { occurrence: WallTime; runAt: Date } | null {
  const threshold = new Date(now.getTime() + minutes * 60_000);
  // An hour of margin before the wall time of the threshold: around the change of summer time the wall
  // clock is not monotonic in the instant; the exact test is the comparison below.
  let cursor = addWallMinutes(berlinWallTime(threshold), -60);
  if (after && compareWallTimes(after, cursor) > 0) {
    cursor = after;
  }
  for (let i = 0; i < 1000; i++) {
    const occurrence = nextOccurrenceAfter({ ...series, after: cursor });
    if (!occurrence) {
      return null;
    }
    const runAt = new Date(berlinInstant(occurrence).getTime() - minutes * 60_000);
    if (runAt.getTime() >= now.getTime() - ALARM_GRACE_MS) {
      return { occurrence, runAt };
    }
    cursor = occurrence;
  }
  return null;
}

const wants = (channel: AlarmChannel) => (r: Recipient) =>
  channel === 'mail' ? r.alarmMail && r.address !== null : r.alarmMsc;

/**
 * Queues the next due alarm of an item per channel. Call it in the transaction of every change of the item
 * (save, move, delete, setStatus), after the change: it reads the item as that transaction sees it.
 */
export async function scheduleAlarms(tx: Executor, terminId: number, now: Date = new Date()): Promise<void> {
  const item = await findAlarmItem(tx, terminId);
  if (!item || isInactive(item)) {
    return;
  }
  const series = seriesOfRow(item);
  let recipients: Recipient[] | undefined;
  for (const channel of ['mail', 'msc'] as const) {
    const minutes = alarmMinutesOf(item, channel);
    if (minutes === null) {
      continue;
    }
    recipients ??= await recipientsOf(tx, terminId);
    if (!recipients.some(wants(channel))) {
      continue;
    }
    const next = nextAlarm(series, minutes, now);
    if (next) {
      const payload: AlarmPayload = {
        terminId,
        version: item.version,
        occurrence: occurrenceKey(next.occurrence),
        channel,
      };
      await enqueueOnce(tx, channelJob[channel], payload, next.runAt);
    }
  }
}

function payloadOf(job: Job): { terminId: number; version: number; occurrence: WallTime } {
  const { terminId, version, occurrence } = job.payload as Partial<AlarmPayload>;
  const at = typeof occurrence === 'string' ? parseIsoLocal(occurrence) : null;
  if (typeof terminId !== 'number' || typeof version !== 'number' || !at) {
    throw new Error('Erinnerung ohne Termin, Version oder Zeitpunkt');
  }
  return { terminId, version, occurrence: at };
}

function alarmHandler(deps: AlarmDeps, channel: AlarmChannel): JobHandler {
  return {
    run: async (job) => {
      const { terminId, version, occurrence } = payloadOf(job);
      const now = deps.now?.() ?? new Date();
      const notified: number[] = [];
      await deps.db.transaction(async (tx) => {
        const item = await findAlarmItem(tx, terminId);
        // Changed since (a newer job exists), deleted or done: nothing to do.
        if (!item || item.version !== version || isInactive(item)) {
          return;
        }
        const minutes = alarmMinutesOf(item, channel);
        if (minutes === null) {
          return;
        }
        const series = seriesOfRow(item);
        const duration = durationMinutes(series.begin, series.end);
        const late =
          berlinInstant(addWallMinutes(occurrence, Math.max(duration, LATE_MINUTES))).getTime() < now.getTime();
        if (isOccurrence({ ...series, at: occurrence }) && !late) {
          const recipients = (await recipientsOf(tx, terminId)).filter(wants(channel));
          if (channel === 'mail') {
            const end = addWallMinutes(occurrence, duration);
            const subject = alarmSubject(item.label, occurrence, item.fullDay);
            const done = new Set<string>();
            let left = await alarmMailsLeft(tx, item.createdByUserId);
            let held = 0;
            for (const r of recipients) {
              const to = r.address as string;
              if (done.has(to.toLowerCase())) {
                continue;
              }
              done.add(to.toLowerCase());
              const text = alarmText(item, occurrence, end, r.name, deps.publicUrl);
              const key = `${ALARM_MAIL_JOB}:${terminId}:${occurrenceKey(occurrence)}:${to.toLowerCase()}`;
              if (left <= 0) {
                held += 1;
                continue;
              }
              if (await queueNotificationOnce(tx, { to, subject, text }, key, item.createdByUserId)) {
                left -= 1;
              }
            }
            if (held > 0) {
              deps.warn?.(
                `Erinnerung zu Termin ${terminId}: ${held} E-Mail(s) nicht verschickt, das Limit des Erstellers (Nutzer ${item.createdByUserId}) ist erreicht.`,
              );
            }
          } else {
            for (const userId of new Set(recipients.map((r) => r.userId as number))) {
              if (await insertPopupOnce(tx, { userId, terminId, occurrenceLocal: toDbLocal(occurrence) })) {
                notified.push(userId);
              }
            }
          }
        }
        // A series: the alarm of the following occurrence, still of this version.
        if (series.rrule !== null) {
          const next = nextAlarm(series, minutes, now, occurrence);
          if (next) {
            const payload: AlarmPayload = { terminId, version, occurrence: occurrenceKey(next.occurrence), channel };
            await enqueueOnce(tx, channelJob[channel], payload, next.runAt);
          }
        }
      });
      for (const userId of notified) {
        deps.notify?.(userId);
      }
    },
  };
}

/** The job handlers of the alarms: add them to the worker's handler map (mail/mail-worker.ts). */
export function alarmHandlers(deps: AlarmDeps): Record<string, JobHandler> {
  return {
    [ALARM_MAIL_JOB]: alarmHandler(deps, 'mail'),
    [ALARM_MSC_JOB]: alarmHandler(deps, 'msc'),
    [TAGESMAIL_JOB]: tagesmailHandler(deps),
  };
}
