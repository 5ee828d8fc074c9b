import { TERMIN_RATE_LIMITS } from '@maklerwerk/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, jobs, terminBeteiligte, termine, users } from '../../db/schema';
import { createQueue } from '../../jobs/queue';
import { NOTIFY_JOB } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ALARM_CREATOR_KEY } from './alarm-budget';
import { ALARM_MAIL_JOB, alarmHandlers, scheduleAlarms, TAGESMAIL_JOB } from './alarme';

// Issue 35: the alarm worker sends reminder mails only to addresses the office knows or an office user
// typed, and no more than the limit per creator of the item.

let t: TestApp;
let maklerId: number;
let kundeUserId: number;
let maklerAddress: string;
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await db()
    .select({ id: users.id, username: users.username, email: brokers.email })
    .from(users)
    .leftJoin(brokers, eq(brokers.id, users.brokerId))
    .where(inArray(users.username, ['makler', 'kunde']));
  maklerId = rows.find((r) => r.username === 'makler')?.id ?? 0;
  maklerAddress = rows.find((r) => r.username === 'makler')?.email ?? '';
  kundeUserId = rows.find((r) => r.username === 'kunde')?.id ?? 0;
  await db().delete(jobs).where(like(jobs.kind, 'termin.%'));
  expect(maklerAddress).not.toBe('');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** An item at 10:00 on the day with a reminder mail 15 minutes before, scheduled on 1 June 2030. */
async function createItem(
  label: string,
  day: string,
  createdByUserId: number,
  participants: Partial<typeof terminBeteiligte.$inferInsert>[],
): Promise<number> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(termine)
      .values({
        art: 'TERMIN',
        label,
        text: '<p>Text des Erstellers</p>',
        bereich: 'Kunde',
        beginLocal: `${day} 10:00:00`,
        endLocal: `${day} 11:00:00`,
        beginAt: new Date().toISOString(),
        alarmEmail: 15,
        createdByUserId,
      })
      .returning({ id: termine.id });
    const id = row?.id as number;
    for (const [position, p] of participants.entries()) {
      await tx.insert(terminBeteiligte).values({ terminId: id, rolle: 'TEILNEHMER', position, ...p });
    }
    await scheduleAlarms(tx, id, new Date('2030-06-01T08:00:00Z'));
    return id;
  });
}

const queueAt = (now: Date) =>
  createQueue(db(), alarmHandlers({ db: db(), now: () => now, warn: (m) => warnings.push(m) }));

/** Runs the item's reminder job at its time and answers the addresses mailed. */
async function remind(terminId: number, at: Date): Promise<string[]> {
  await db()
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, ALARM_MAIL_JOB), sql`${jobs.payload} ->> 'terminId' = ${String(terminId)}`));
  await queueAt(at).runDue();
  const sent = await db()
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} ->> 'alarmKey' like ${`%:${terminId}:%`}`));
  return sent.map((j) => (j.payload as { to: string }).to).sort();
}

const fremd = { name: 'Opfer', email: 'x@evil.example', alarmMail: true, alarmDailyMail: true };

describe('addresses of reminder mails', () => {
  it('sends nothing to an address a customer gave, also when an older path stored it', async () => {
    const byCustomer = await createItem('Kundenspam', '2030-06-12', kundeUserId, [
      { userId: maklerId, alarmMail: true },
      { ...fremd, emailEnteredByUserId: kundeUserId },
      { name: 'Ohne Urheber', email: 'y@evil.example', alarmMail: true },
    ]);
    const to = await remind(byCustomer, new Date('2030-06-12T07:45:00Z'));
    expect(to).toEqual([maklerAddress]);
  });

  it('sends to an address an office user typed', async () => {
    const id = await createItem('Vom Makler', '2030-06-13', maklerId, [{ ...fremd, emailEnteredByUserId: maklerId }]);
    expect(await remind(id, new Date('2030-06-13T07:45:00Z'))).toEqual(['x@evil.example']);
  });

  it("sends a login's mail to its known address, not to an address stored with it by nobody of the office", async () => {
    const id = await createItem('Bekannte Adresse', '2030-06-14', kundeUserId, [
      { userId: maklerId, email: 'umgeleitet@evil.example', emailEnteredByUserId: kundeUserId, alarmMail: true },
    ]);
    expect(await remind(id, new Date('2030-06-14T07:45:00Z'))).toEqual([maklerAddress]);
  });

  it('leaves an address a customer gave out of the daily mail', async () => {
    await createItem('Tagesspam', '2030-06-15', kundeUserId, [
      { userId: maklerId, alarmDailyMail: true },
      { ...fremd, emailEnteredByUserId: kundeUserId },
    ]);
    await db()
      .insert(jobs)
      .values({ kind: TAGESMAIL_JOB, payload: { day: '2030-06-15' } });
    await queueAt(new Date('2030-06-15T04:00:00Z')).runDue();
    const daily = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} ->> 'subject' like '%am 15.06.2030%'`));
    expect(daily.map((j) => (j.payload as { to: string }).to)).toEqual([maklerAddress]);
  });
});

describe('the limit of reminder mails per creator', () => {
  it('holds further mails back once the creator reached the limit of the hour, and says so', async () => {
    const id = await createItem('Über dem Limit', '2030-06-16', maklerId, [{ userId: maklerId, alarmMail: true }]);
    // Reminder mails of the broker's items in the last hour, up to the limit.
    await db()
      .insert(jobs)
      .values(
        Array.from({ length: TERMIN_RATE_LIMITS.alarmMailsPerHour }, (_, i) => ({
          kind: NOTIFY_JOB,
          payload: {
            to: `a${i}@example.org`,
            subject: 'x',
            text: 'x',
            alarmKey: `test:${i}`,
            [ALARM_CREATOR_KEY]: maklerId,
          },
          finishedAt: new Date().toISOString(),
        })),
      );
    warnings.length = 0;
    expect(await remind(id, new Date('2030-06-16T07:45:00Z'))).toEqual([]);
    expect(warnings.join('\n')).toContain(`Termin ${id}: 1 E-Mail(s) nicht verschickt`);
    // Another creator's items are not held back.
    const other = await createItem('Anderer Ersteller', '2030-06-16', kundeUserId, [
      { userId: maklerId, alarmMail: true },
    ]);
    expect(await remind(other, new Date('2030-06-16T07:45:00Z'))).toEqual([maklerAddress]);
  });
});
