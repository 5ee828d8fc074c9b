import { participantAddressKind } from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brokers, terminBeteiligte, users } from '../../db/schema';

// Who an alarm reaches and at which address (issue 35: never an address a customer gave).

/** A participant as the alarms see it: who, where the mail goes, which alarms. */
export type Recipient = {
  userId: number | null;
  name: string;
  address: string | null;
  alarmMail: boolean;
  alarmMsc: boolean;
  alarmDailyMail: boolean;
};

const userBroker = alias(brokers, 'user_broker');
const participantBroker = alias(brokers, 'participant_broker');
const typist = alias(users, 'typist');

const recipientColumns = {
  terminId: terminBeteiligte.terminId,
  userId: terminBeteiligte.userId,
  customerId: terminBeteiligte.customerId,
  name: terminBeteiligte.name,
  email: terminBeteiligte.email,
  alarmMail: terminBeteiligte.alarmMail,
  alarmMsc: terminBeteiligte.alarmMsc,
  alarmDailyMail: terminBeteiligte.alarmDailyMail,
  userKind: users.kind,
  userName: users.displayName,
  userActive: users.active,
  userBrokerEmail: userBroker.email,
  brokerEmail: participantBroker.email,
  typistKind: typist.kind,
};

/**
 * Where a participant's mail goes (issue 35): to an address an office user typed, else to the address the
 * office knows of the participant's login or broker, looked up now; never to an address a customer gave.
 */
export function recipientAddress(
  row: Pick<RecipientRow, 'email' | 'typistKind' | 'userBrokerEmail' | 'brokerEmail'>,
): string | null {
  const entered = row.typistKind !== null && row.typistKind !== 'customer' ? row.email.trim() : '';
  // A fax number (spec §3.2 'email (or fax)') gets no reminder mail.
  const typed = participantAddressKind(entered) === 'mail' ? entered : '';
  const known = [row.userBrokerEmail, row.brokerEmail].find((a) => a && a.trim() !== '')?.trim() ?? '';
  return typed || known || null;
}

/**
 * Alarm flags never apply to customers (spec §4.2): a participant that is a customer, or whose login is a
 * customer's, gets none. A mail goes to the address of `recipientAddress`.
 */
export function toRecipient(row: RecipientRow): Recipient | null {
  if (row.customerId !== null || row.userKind === 'customer' || row.userActive === false) {
    return null;
  }
  const address = recipientAddress(row);
  return {
    userId: row.userId,
    name: row.name.trim() !== '' ? row.name.trim() : (row.userName ?? ''),
    address,
    alarmMail: row.alarmMail,
    alarmMsc: row.alarmMsc && row.userId !== null,
    alarmDailyMail: row.alarmDailyMail,
  };
}

export function recipientQuery(db: Executor) {
  return db
    .select(recipientColumns)
    .from(terminBeteiligte)
    .leftJoin(users, eq(users.id, terminBeteiligte.userId))
    .leftJoin(userBroker, eq(userBroker.id, users.brokerId))
    .leftJoin(participantBroker, eq(participantBroker.id, terminBeteiligte.brokerId))
    .leftJoin(typist, eq(typist.id, terminBeteiligte.emailEnteredByUserId));
}

type RecipientRow = Awaited<ReturnType<typeof recipientQuery>>[number];

export async function recipientsOf(db: Executor, terminId: number): Promise<Recipient[]> {
  const rows = await recipientQuery(db)
    .where(eq(terminBeteiligte.terminId, terminId))
    .orderBy(terminBeteiligte.position, terminBeteiligte.id);
  return rows.flatMap((row) => toRecipient(row) ?? []);
}
