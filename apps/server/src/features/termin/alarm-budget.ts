import { TERMIN_RATE_LIMITS } from '@maklerwerk/domain';
import { and, count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { NOTIFY_JOB } from '../../mail/outbox';

// The reminder mails one user's items send (issue 35, docs/decisions/0040): every reminder mail is a
// notification job that carries the id of the item's creator as `alarmCreator`; the mails of the last hour
// and the last day are counted through the index jobs_alarm_creator_idx (migration 0032). A series counts
// the mails of each of its occurrences, as they are sent.

/** The payload key of a reminder mail's notification job naming the creator of its item. */
export const ALARM_CREATOR_KEY = 'alarmCreator';

async function sentWithin(tx: Executor, creatorUserId: number, interval: '1 hour' | '1 day'): Promise<number> {
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

/** How many more reminder mails the items of this creator may send now (0: the limit is reached). */
export async function alarmMailsLeft(tx: Executor, creatorUserId: number): Promise<number> {
  const hour = await sentWithin(tx, creatorUserId, '1 hour');
  const day = await sentWithin(tx, creatorUserId, '1 day');
  return Math.max(0, Math.min(TERMIN_RATE_LIMITS.alarmMailsPerHour - hour, TERMIN_RATE_LIMITS.alarmMailsPerDay - day));
}
