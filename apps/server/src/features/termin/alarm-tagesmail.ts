import {
  addWallMinutes,
  berlinInstant,
  berlinWallTime,
  compareWallTimes,
  expandOccurrences,
  parseIsoLocal,
  type WallTime,
} from '@maklerwerk/domain';
import type { Db, Executor } from '../../db/client';
import type { Job, JobHandler } from '../../jobs/queue';
import { type AlarmDeps, enqueueOnce, queueNotificationOnce, TAGESMAIL_JOB } from './alarm-queue';
import { toRecipient } from './alarm-recipients.repository';
import { type DayLine, germanDate, nextDay, startOfDay, tagesmailText } from './alarm-text';
import { findAlarmItem, findDailyMailRows, hasPendingJob, lockForTransaction } from './termin-alarm.repository';
import { dayKey, durationMinutes, seriesOfRow } from './termin-time';

// The daily mail (spec 002 §3.2, §9): 'termin.tagesmail' runs every day at 06:00 German time and sends one
// mail per participant with alarmDailyMail, listing the occurrences of that day; the job queues itself for
// the next day.

/** The daily mail's hour (German time). */
const TAGESMAIL_HOUR = 6;

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
  const rows = await findDailyMailRows(tx, {
    fromAt: berlinInstant(from).toISOString(),
    toAt: berlinInstant(to).toISOString(),
  });
  const items = new Map<number, DayLine[]>();
  const byAddress = new Map<string, { to: string; name: string; lines: DayLine[]; ids: Set<number> }>();
  for (const row of rows) {
    const recipient = toRecipient(row);
    if (!recipient?.alarmDailyMail || recipient.address === null) {
      continue;
    }
    let lines = items.get(row.terminId);
    if (!lines) {
      const item = await findAlarmItem(tx, row.terminId);
      if (!item) {
        continue;
      }
      const series = seriesOfRow(item);
      const duration = durationMinutes(series.begin, series.end);
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

export function tagesmailHandler(deps: AlarmDeps): JobHandler {
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
    await lockForTransaction(tx, TAGESMAIL_LOCK);
    if (await hasPendingJob(tx, TAGESMAIL_JOB)) {
      return;
    }
    const today = startOfDay(berlinWallTime(now));
    const day = berlinInstant(sixOClock(today)).getTime() >= now.getTime() ? today : nextDay(today);
    await queueTagesmail(tx, day);
  });
}
