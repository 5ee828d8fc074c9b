import {
  type AlarmEinheit,
  addWallMinutes,
  alarmEinheitMinuten,
  berlinInstant,
  berlinWallTime,
  compareWallTimes,
  expandOccurrences,
  isOccurrence,
  nextOccurrenceAfter,
  pad2,
  parseIsoLocal,
  type WallTime,
  wallMinutes,
} from '@maklerwerk/domain';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { jobs, terminAlarme, terminBeteiligte, termine } from '../../db/schema';
import { enqueue, type Job, type JobHandler } from '../../jobs/queue';
import { NOTIFY_JOB, type Notification, queueNotification } from '../../mail/outbox';
import { ALARM_CREATOR_KEY, alarmMailsLeft } from './alarm-budget';
import { type Recipient, recipientQuery, recipientsOf, toRecipient } from './alarm-recipients.repository';
import { alarmSubject, alarmText, type DayLine, germanDate, nextDay, startOfDay, tagesmailText } from './alarm-text';

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
// Once: the queue runs a job at least once (a job whose process died after the work but before the queue
// marked it finished runs again after its lease). Everything a job does therefore happens in one
// transaction and is checked before it is done again: a popup row exists per (user, item, occurrence); a
// reminder mail is a notification job carrying its `alarmKey`, looked up before another is queued; the
// follow-up job is looked up by its payload. What remains is two workers running the same job at the same
// moment, which only happens when a run outlasts the lease (5 minutes).

export const ALARM_MAIL_JOB = 'termin.alarm.mail';
export const ALARM_MSC_JOB = 'termin.alarm.msc';
export const TAGESMAIL_JOB = 'termin.tagesmail';

export type AlarmChannel = 'mail' | 'msc';
const channelJob: Record<AlarmChannel, string> = { mail: ALARM_MAIL_JOB, msc: ALARM_MSC_JOB };

/** The payload of an alarm job: `occurrence` is the local begin 'YYYY-MM-DDTHH:mm'. */
export type AlarmPayload = { terminId: number; version: number; occurrence: string; channel: AlarmChannel };

/** The daily mail's hour (German time). */
const TAGESMAIL_HOUR = 6;
/** An alarm that comes later than this after the begin (or after the end, when that is later) is dropped. */
const LATE_MINUTES = 60;

/** 'YYYY-MM-DDTHH:mm' (the payload's occurrence). */
export const occurrenceKey = (w: WallTime) =>
  `${w.year}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}`;
const dbLocal = (w: WallTime) => `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:00`;
const dayKey = (w: WallTime) => `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;

/** A wall-clock timestamp of the database ('YYYY-MM-DD HH:mm:ss' or with a T) as wall time. */
function fromDb(text: string): WallTime {
  const w = parseIsoLocal(text.replace(' ', 'T').slice(0, 19));
  if (!w) {
    throw new Error(`Keine Ortszeit: ${text}`);
  }
  return w;
}

type TerminRow = typeof termine.$inferSelect;

/** Minutes before the begin of a channel's alarm; null when the item has none. */
function alarmMinutesOf(item: TerminRow, channel: AlarmChannel): number | null {
  const value = channel === 'mail' ? item.alarmEmail : item.alarmMsc;
  const unit = (channel === 'mail' ? item.alarmModuEmail : item.alarmModusMsc) as AlarmEinheit;
  if (value === null || value < 0) {
    return null;
  }
  return value * (alarmEinheitMinuten[unit] ?? 1);
}

type Series = { begin: WallTime; end: WallTime; rrule: string | null; exdates: WallTime[] };

function seriesOf(item: TerminRow): Series {
  return {
    begin: fromDb(item.beginLocal),
    end: fromDb(item.endLocal),
    rrule: item.rrule,
    exdates: item.exdates.map(fromDb),
  };
}

const durationOf = (s: Series) => Math.max(0, wallMinutes(s.end) - wallMinutes(s.begin));

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
  series: Series,
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

/** Queues a job unless an unfinished one with the same kind and payload is there already. */
async function enqueueOnce(tx: Executor, kind: string, payload: Record<string, unknown>, runAt: Date): Promise<void> {
  const existing = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        isNull(jobs.finishedAt),
        isNull(jobs.failedAt),
        sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`,
      ),
    )
    .limit(1);
  if (existing.length === 0) {
    await enqueue(tx, kind, payload, { runAt });
  }
}

const wants = (channel: AlarmChannel) => (r: Recipient) =>
  channel === 'mail' ? r.alarmMail && r.address !== null : r.alarmMsc;

/**
 * Queues the next due alarm of an item per channel. Call it in the transaction of every change of the item
 * (save, move, delete, setStatus), after the change: it reads the item as that transaction sees it.
 */
export async function scheduleAlarms(tx: Executor, terminId: number, now: Date = new Date()): Promise<void> {
  const [item] = await tx.select().from(termine).where(eq(termine.id, terminId)).limit(1);
  if (!item || isInactive(item)) {
    return;
  }
  const series = seriesOf(item);
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

/**
 * A notification job that knows which alarm it delivers and, for a reminder, the creator of its item
 * (alarm-budget.ts); the notification handler ignores both. Answers whether it queued one.
 */
async function queueNotificationOnce(
  tx: Executor,
  notification: Notification,
  alarmKey: string,
  creatorUserId?: number,
): Promise<boolean> {
  const existing = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} @> ${JSON.stringify({ alarmKey })}::jsonb`))
    .limit(1);
  if (existing.length > 0) {
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

function alarmHandler(deps: AlarmDeps, channel: AlarmChannel): JobHandler {
  return {
    run: async (job) => {
      const { terminId, version, occurrence } = payloadOf(job);
      const now = deps.now?.() ?? new Date();
      const notified: number[] = [];
      await deps.db.transaction(async (tx) => {
        const [item] = await tx.select().from(termine).where(eq(termine.id, terminId)).limit(1);
        // Changed since (a newer job exists), deleted or done: nothing to do.
        if (!item || item.version !== version || isInactive(item)) {
          return;
        }
        const minutes = alarmMinutesOf(item, channel);
        if (minutes === null) {
          return;
        }
        const series = seriesOf(item);
        const duration = durationOf(series);
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
              const seen = await tx
                .select({ id: terminAlarme.id })
                .from(terminAlarme)
                .where(
                  and(
                    eq(terminAlarme.userId, userId),
                    eq(terminAlarme.terminId, terminId),
                    eq(terminAlarme.occurrenceLocal, dbLocal(occurrence)),
                  ),
                )
                .limit(1);
              if (seen.length === 0) {
                await tx.insert(terminAlarme).values({ userId, terminId, occurrenceLocal: dbLocal(occurrence) });
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

// ---------------------------------------------------------------------------------------------------
// The daily mail

const sixOClock = (day: WallTime): WallTime => ({ ...day, hour: TAGESMAIL_HOUR, minute: 0 });

function parseDay(text: unknown): WallTime | null {
  return typeof text === 'string' ? parseIsoLocal(`${text}T00:00`) : null;
}

/** Queues the daily mail of a day (at 06:00 German time, whatever the offset is that day). */
async function queueTagesmail(tx: Executor, day: WallTime): Promise<void> {
  await enqueueOnce(tx, TAGESMAIL_JOB, { day: dayKey(day) }, berlinInstant(sixOClock(day)));
}

/** The day after `day`; a day already over (the server was down) gives way to today. */
function followingDay(day: WallTime, now: Date): WallTime {
  const following = nextDay(day);
  const today = startOfDay(berlinWallTime(now));
  return compareWallTimes(following, today) < 0 ? today : following;
}

/** Sends the daily mails of a day: one per address, listing every occurrence of the day it takes part in. */
async function sendTagesmails(tx: Executor, day: WallTime, publicUrl: string | undefined): Promise<void> {
  const from = startOfDay(day);
  const to = nextDay(day);
  const rows = await recipientQuery(tx)
    .innerJoin(termine, eq(termine.id, terminBeteiligte.terminId))
    .where(
      and(
        eq(terminBeteiligte.alarmDailyMail, true),
        isNull(termine.deletedAt),
        ne(termine.status, 'ERLEDIGT'),
        lt(termine.beginAt, berlinInstant(to).toISOString()),
        or(isNull(termine.seriesEndAt), gt(termine.seriesEndAt, berlinInstant(from).toISOString())),
      ),
    )
    .orderBy(termine.id);
  const items = new Map<number, DayLine[]>();
  const byAddress = new Map<string, { to: string; name: string; lines: DayLine[]; ids: Set<number> }>();
  for (const row of rows) {
    const recipient = toRecipient(row);
    if (!recipient?.alarmDailyMail || recipient.address === null) {
      continue;
    }
    let lines = items.get(row.terminId);
    if (!lines) {
      const [item] = await tx.select().from(termine).where(eq(termine.id, row.terminId)).limit(1);
      if (!item) {
        continue;
      }
      const series = seriesOf(item);
      const duration = durationOf(series);
      lines = expandOccurrences({ ...series, from, to, durationMinutes: duration, max: 50 }).map((begin) => ({
        begin,
        end: addWallMinutes(begin, duration),
        fullDay: item.fullDay,
        label: item.label,
        place: item.place,
      }));
      items.set(row.terminId, lines);
    }
    if (lines.length === 0) {
      continue;
    }
    const key = recipient.address.toLowerCase();
    const entry = byAddress.get(key) ?? { to: recipient.address, name: recipient.name, lines: [], ids: new Set() };
    if (!entry.ids.has(row.terminId)) {
      entry.ids.add(row.terminId);
      entry.lines.push(...lines);
    }
    byAddress.set(key, entry);
  }
  const order = (a: DayLine, b: DayLine) =>
    Number(b.fullDay) - Number(a.fullDay) || compareWallTimes(a.begin, b.begin) || a.label.localeCompare(b.label, 'de');
  for (const [key, entry] of byAddress) {
    await queueNotificationOnce(
      tx,
      {
        to: entry.to,
        subject: `Ihre Termine und Aufgaben am ${germanDate(day)}`,
        text: tagesmailText(entry.name, day, entry.lines.sort(order), publicUrl),
      },
      `${TAGESMAIL_JOB}:${dayKey(day)}:${key}`,
    );
  }
}

function tagesmailHandler(deps: AlarmDeps): JobHandler {
  const chain = async (tx: Executor, job: Job, now: Date) => {
    const day = parseDay(job.payload.day) ?? startOfDay(berlinWallTime(now));
    await queueTagesmail(tx, followingDay(day, now));
  };
  return {
    run: async (job) => {
      const now = deps.now?.() ?? new Date();
      const day = parseDay(job.payload.day) ?? startOfDay(berlinWallTime(now));
      await deps.db.transaction(async (tx) => {
        // A day that is over (the server was down) is not mailed any more.
        if (berlinInstant(nextDay(day)).getTime() > now.getTime()) {
          await sendTagesmails(tx, day, deps.publicUrl);
        }
        await chain(tx, job, now);
      });
    },
    // A day that failed for good does not end the chain.
    giveUp: async (job) => {
      await deps.db.transaction((tx) => chain(tx, job, deps.now?.() ?? new Date()));
    },
  };
}

/** Lock key of ensureDailyMailJob (two instances starting at once queue one job). */
const TAGESMAIL_LOCK = 130_613;

/**
 * Queues the first daily mail at start unless one is pending: today's at 06:00 when that is still ahead,
 * else tomorrow's.
 */
export async function ensureDailyMailJob(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TAGESMAIL_LOCK})`);
    const pending = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, TAGESMAIL_JOB), isNull(jobs.finishedAt), isNull(jobs.failedAt)))
      .limit(1);
    if (pending.length > 0) {
      return;
    }
    const today = startOfDay(berlinWallTime(now));
    const day = berlinInstant(sixOClock(today)).getTime() >= now.getTime() ? today : nextDay(today);
    await queueTagesmail(tx, day);
  });
}

/** The job handlers of the alarms: add them to the worker's handler map (mail/mail-worker.ts). */
export function alarmHandlers(deps: AlarmDeps): Record<string, JobHandler> {
  return {
    [ALARM_MAIL_JOB]: alarmHandler(deps, 'mail'),
    [ALARM_MSC_JOB]: alarmHandler(deps, 'msc'),
    [TAGESMAIL_JOB]: tagesmailHandler(deps),
  };
}
