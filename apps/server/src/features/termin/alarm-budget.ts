import { TERMIN_RATE_LIMITS } from '@maklerwerk/domain';
import type { Executor } from '../../db/client';
import { ALARM_CREATOR_KEY, countReminderMailsWithin } from './termin-alarm.repository';

// The reminder mails one user's items send (issue 35, docs/decisions/0040): every reminder mail is a
// notification job that carries the id of the item's creator as `alarmCreator`; the mails of the last hour
// and the last day are counted through the index jobs_alarm_creator_idx (migration 0032). A series counts
// the mails of each of its occurrences, as they are sent.

export { ALARM_CREATOR_KEY };

/** How many more reminder mails the items of this creator may send now (0: the limit is reached). */
export async function alarmMailsLeft(tx: Executor, creatorUserId: number): Promise<number> {
  const hour = await countReminderMailsWithin(tx, creatorUserId, '1 hour');
  const day = await countReminderMailsWithin(tx, creatorUserId, '1 day');
  return Math.max(0, Math.min(TERMIN_RATE_LIMITS.alarmMailsPerHour - hour, TERMIN_RATE_LIMITS.alarmMailsPerDay - day));
}
