import {
  type Actor,
  AppError,
  addsOnlyOwnParticipants,
  TERMIN_RATE_LIMITS,
  TERMIN_RATE_MESSAGES,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { alarmMailsLeft } from './alarm-budget';
import { countCreatedWithin } from './termin.repository';

// Limits per creator on save (issue 35, docs/decisions/0040; numbers in TERMIN_RATE_LIMITS): a customer's
// session creates only so many items per hour and day (also deleted ones count), and a save that adds
// e-mail reminders is refused while the reminder mails of the creator's items reached their limit
// (alarm-budget.ts; the alarm worker holds further mails back as well).

/** 429 when a customer's session created its hourly or daily number of items already. */
export async function assertCustomerItemRate(db: Db, actor: Actor): Promise<void> {
  if (!addsOnlyOwnParticipants(actor)) {
    return;
  }
  const tooMany =
    (await countCreatedWithin(db, actor.viewed.id, '1 hour')) >= TERMIN_RATE_LIMITS.customerItemsPerHour ||
    (await countCreatedWithin(db, actor.viewed.id, '1 day')) >= TERMIN_RATE_LIMITS.customerItemsPerDay;
  if (tooMany) {
    throw new AppError('RATE_LIMITED', TERMIN_RATE_MESSAGES.customerItems);
  }
}

type MailAlarm = { alarmEmail: number | null; participants: { alarmMail?: boolean | null | undefined }[] };

/** How many participants get an e-mail reminder. */
const mailReminders = (item: MailAlarm) =>
  item.alarmEmail === null ? 0 : item.participants.filter((p) => p.alarmMail === true).length;

/**
 * 429 when a save adds e-mail reminders (a new item with them, or more participants with them than
 * before) while the reminder mails of the creator's items reached their limit.
 */
export async function assertAlarmMailRate(
  db: Db,
  creatorUserId: number,
  after: MailAlarm,
  before: MailAlarm | null,
): Promise<void> {
  if (mailReminders(after) <= (before === null ? 0 : mailReminders(before))) {
    return;
  }
  if ((await alarmMailsLeft(db, creatorUserId)) <= 0) {
    throw new AppError('RATE_LIMITED', TERMIN_RATE_MESSAGES.alarmMails);
  }
}
