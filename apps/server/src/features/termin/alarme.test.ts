import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brokers, customers, jobs, terminAlarme, terminBeteiligte, termine, users } from '../../db/schema';
import { createQueue } from '../../jobs/queue';
import { NOTIFY_JOB } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ALARM_MAIL_JOB,
  ALARM_MSC_JOB,
  alarmHandlers,
  ensureDailyMailJob,
  scheduleAlarms,
  TAGESMAIL_JOB,
} from './alarme';

// The alarm jobs with a fake clock: the handlers take `now` from the test, and a job is made due by
// moving its run_at into the past (the queue compares with the database's clock).

let t: TestApp;
let maklerId: number;
let kundeUserId: number;
let maklerAddress: string;
let customerId: number;
const PUBLIC_URL = 'https://maklerwerk.example';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .select({ id: users.id, username: users.username, email: brokers.email })
    .from(users)
    .leftJoin(brokers, eq(brokers.id, users.brokerId))
    .where(inArray(users.username, ['makler', 'kunde']));
  const makler = rows.find((r) => r.username === 'makler');
  maklerId = makler?.id ?? 0;
  maklerAddress = makler?.email ?? '';
  kundeUserId = rows.find((r) => r.username === 'kunde')?.id ?? 0;
  const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer?.id ?? 0;
  // Alarm jobs of the demo data do not take part.
  await db.delete(jobs).where(like(jobs.kind, 'termin.%'));
  expect(maklerAddress).not.toBe('');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

type Participant = Partial<typeof terminBeteiligte.$inferInsert>;

/** Inserts an item ('YYYY-MM-DD HH:mm' wall clock) with participants, and schedules its alarms at `now`. */
async function createItem(
  values: Partial<typeof termine.$inferInsert> & { beginLocal: string; endLocal: string },
  participants: Participant[],
  now: Date,
): Promise<number> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(termine)
      .values({
        art: 'TERMIN',
        label: 'Beratung',
        bereich: 'Termin',
        beginAt: new Date().toISOString(),
        createdByUserId: maklerId,
        ...values,
        beginLocal: `${values.beginLocal}:00`,
        endLocal: `${values.endLocal}:00`,
      })
      .returning({ id: termine.id });
    const id = row?.id as number;
    for (const [position, p] of participants.entries()) {
      await tx.insert(terminBeteiligte).values({ terminId: id, rolle: 'TEILNEHMER', position, ...p });
    }
    await scheduleAlarms(tx, id, now);
    return id;
  });
}

const alarmJobs = async (terminId: number, kind = ALARM_MAIL_JOB) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload} ->> 'terminId' = ${String(terminId)}`))
    .orderBy(jobs.id);

const pendingJobs = async (terminId: number, kind = ALARM_MAIL_JOB) =>
  (await alarmJobs(terminId, kind)).filter((j) => j.finishedAt === null && j.failedAt === null);

const notifications = async (subjectPart: string) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} ->> 'subject' like ${`%${subjectPart}%`}`))
      .orderBy(jobs.id)
  ).map((j) => j.payload as { to: string; subject: string; text: string });

/** The queue of the alarm kinds, with the test's clock. */
function queueAt(now: Date, notify: (userId: number) => void = () => undefined) {
  return createQueue(db(), alarmHandlers({ db: db(), publicUrl: PUBLIC_URL, notify, now: () => now }));
}

/** Makes a job due now (its alarm time came) and runs the due jobs. */
async function runJob(jobId: number, now: Date, notify?: (userId: number) => void): Promise<void> {
  await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, jobId));
  await queueAt(now, notify).runDue();
}

const iso = (d: string | Date) => new Date(d).toISOString();

describe('scheduling', () => {
  it('queues the mail alarm of an item at 10:00 with 15 minutes at 09:45 German time', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const id = await createItem(
      { beginLocal: '2030-06-10 10:00', endLocal: '2030-06-10 11:00', alarmEmail: 15, alarmModuEmail: 'MINUTEN' },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    const [job, ...more] = await alarmJobs(id);
    expect(more).toEqual([]);
    expect(job?.payload).toEqual({ terminId: id, version: 1, occurrence: '2030-06-10T10:00', channel: 'mail' });
    // 09:45 summer time (UTC+2).
    expect(iso(job?.runAt as string)).toBe('2030-06-10T07:45:00.000Z');
    // No popup alarm set: no popup job.
    expect(await alarmJobs(id, ALARM_MSC_JOB)).toEqual([]);
  });

  it('uses the unit multipliers and skips occurrences whose alarm time has passed', async () => {
    const now = new Date('2030-06-09T09:00:00Z');
    // 1 TAG before a daily series at 08:00 from the 9th: the 9th's and 10th's alarm times are past.
    const id = await createItem(
      {
        beginLocal: '2030-06-09 08:00',
        endLocal: '2030-06-09 08:30',
        rrule: 'FREQ=DAILY;COUNT=5',
        alarmEmail: 1,
        alarmModuEmail: 'TAG',
      },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    const [job] = await alarmJobs(id);
    expect(job?.payload).toMatchObject({ occurrence: '2030-06-11T08:00' });
    expect(iso(job?.runAt as string)).toBe('2030-06-10T06:00:00.000Z');
  });

  it('queues nothing twice for the same version, nothing for a done task or without participants', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const id = await createItem(
      { beginLocal: '2030-06-10 12:00', endLocal: '2030-06-10 13:00', alarmEmail: 30 },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    await db().transaction((tx) => scheduleAlarms(tx, id, now));
    expect(await alarmJobs(id)).toHaveLength(1);
    const done = await createItem(
      {
        art: 'AUFGABE',
        status: 'ERLEDIGT',
        beginLocal: '2030-06-10 23:59',
        endLocal: '2030-06-10 23:59',
        alarmEmail: 30,
      },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    expect(await alarmJobs(done)).toEqual([]);
    const nobody = await createItem(
      { beginLocal: '2030-06-10 12:00', endLocal: '2030-06-10 13:00', alarmEmail: 30, alarmMsc: 30 },
      [{ userId: maklerId, alarmMail: false, alarmMsc: false }],
      now,
    );
    expect(await alarmJobs(nobody)).toEqual([]);
    expect(await alarmJobs(nobody, ALARM_MSC_JOB)).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends the reminder mail at its minute, once, to each participant with alarmMail', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const id = await createItem(
      {
        label: 'Jahresgespräch Müller',
        text: '<p>Unterlagen <b>mitbringen</b></p>',
        place: 'Büro Köln',
        beginLocal: '2030-06-12 10:00',
        endLocal: '2030-06-12 11:30',
        alarmEmail: 15,
      },
      [
        { userId: maklerId, alarmMail: true },
        // Addresses the broker typed (issue 35: a typed address gets mail only from an office user).
        { name: 'Petra Partner', email: 'petra@example.org', emailEnteredByUserId: maklerId, alarmMail: true },
        { name: 'Ohne Erinnerung', email: 'ohne@example.org', emailEnteredByUserId: maklerId, alarmMail: false },
      ],
      now,
    );
    const [job] = await alarmJobs(id);
    const alarmTime = new Date('2030-06-12T07:45:00Z');
    await runJob(job?.id as number, alarmTime);
    const sent = await notifications('Jahresgespräch Müller');
    expect(sent.map((m) => m.to).sort()).toEqual([maklerAddress, 'petra@example.org'].sort());
    const petra = sent.find((m) => m.to === 'petra@example.org');
    expect(petra?.subject).toBe('Erinnerung: Jahresgespräch Müller am 12.06.2030 um 10:00');
    expect(petra?.text).toContain('Guten Tag Petra Partner,');
    expect(petra?.text).toContain('Titel: Jahresgespräch Müller');
    expect(petra?.text).toContain('Beginn: 12.06.2030 10:00');
    expect(petra?.text).toContain('Ende: 12.06.2030 11:30');
    expect(petra?.text).toContain('Ort: Büro Köln');
    expect(petra?.text).toContain('Unterlagen mitbringen');
    expect(petra?.text).not.toContain('<');
    expect(petra?.text).toContain(`${PUBLIC_URL}/communication/appointment?sid=${id}`);
    // The job is finished: running the queue again sends nothing more.
    expect(await pendingJobs(id)).toEqual([]);
    await queueAt(alarmTime).runDue();
    expect(await notifications('Jahresgespräch Müller')).toHaveLength(2);
    // A job that runs again (its process died before the queue marked it finished) sends nothing twice.
    await db()
      .update(jobs)
      .set({ finishedAt: null, lockedUntil: null })
      .where(eq(jobs.id, job?.id as number));
    await runJob(job?.id as number, alarmTime);
    expect(await notifications('Jahresgespräch Müller')).toHaveLength(2);
  });

  it('writes a subject without a time for a full day', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const id = await createItem(
      {
        label: 'Messe',
        fullDay: true,
        beginLocal: '2030-06-14 00:00',
        endLocal: '2030-06-14 23:59',
        alarmEmail: 1,
        alarmModuEmail: 'TAG',
      },
      [{ name: 'Petra Partner', email: 'petra@example.org', emailEnteredByUserId: maklerId, alarmMail: true }],
      now,
    );
    const [job] = await alarmJobs(id);
    expect(iso(job?.runAt as string)).toBe('2030-06-12T22:00:00.000Z');
    await runJob(job?.id as number, new Date('2030-06-12T22:00:00Z'));
    const [mail] = await notifications('Erinnerung: Messe');
    expect(mail?.subject).toBe('Erinnerung: Messe am 14.06.2030');
    expect(mail?.text).toContain('Beginn: 14.06.2030 (ganztägig)');
  });

  it('does nothing for a job of an older version, a deleted item or a removed occurrence', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const changed = await createItem(
      { label: 'Geändert', beginLocal: '2030-06-15 10:00', endLocal: '2030-06-15 11:00', alarmEmail: 15 },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    const [old] = await alarmJobs(changed);
    // The item is moved: version 2 and its own job.
    await db().transaction(async (tx) => {
      await tx
        .update(termine)
        .set({ version: 2, beginLocal: '2030-06-15 14:00:00', endLocal: '2030-06-15 15:00:00' })
        .where(eq(termine.id, changed));
      await scheduleAlarms(tx, changed, now);
    });
    const pending = await pendingJobs(changed);
    expect(pending.map((j) => [j.payload.version, j.payload.occurrence])).toEqual([
      [1, '2030-06-15T10:00'],
      [2, '2030-06-15T14:00'],
    ]);
    await runJob(old?.id as number, new Date('2030-06-15T07:45:00Z'));
    expect(await notifications('Erinnerung: Geändert')).toEqual([]);
    const [current] = await pendingJobs(changed);
    await runJob(current?.id as number, new Date('2030-06-15T11:45:00Z'));
    expect((await notifications('Erinnerung: Geändert')).map((m) => m.subject)).toEqual([
      'Erinnerung: Geändert am 15.06.2030 um 14:00',
    ]);

    const deleted = await createItem(
      { label: 'Gelöscht', beginLocal: '2030-06-15 10:00', endLocal: '2030-06-15 11:00', alarmEmail: 15 },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    await db().update(termine).set({ deletedAt: sql`now()` }).where(eq(termine.id, deleted));
    const [deletedJob] = await alarmJobs(deleted);
    await runJob(deletedJob?.id as number, new Date('2030-06-15T07:45:00Z'));
    expect(await notifications('Erinnerung: Gelöscht')).toEqual([]);

    const excepted = await createItem(
      {
        label: 'Ausnahme',
        beginLocal: '2030-06-17 10:00',
        endLocal: '2030-06-17 11:00',
        rrule: 'FREQ=WEEKLY;COUNT=3',
        alarmEmail: 15,
      },
      [{ userId: maklerId, alarmMail: true }],
      now,
    );
    const [first] = await alarmJobs(excepted);
    // The first occurrence is deleted without a new version (an exception only).
    await db()
      .update(termine)
      .set({ exdates: ['2030-06-17 10:00:00'] })
      .where(eq(termine.id, excepted));
    await runJob(first?.id as number, new Date('2030-06-17T07:45:00Z'));
    expect(await notifications('Erinnerung: Ausnahme')).toEqual([]);
    // … the series goes on with the next one.
    expect((await pendingJobs(excepted)).map((j) => j.payload.occurrence)).toEqual(['2030-06-24T10:00']);
  });

  it('never alarms a customer', async () => {
    const now = new Date('2030-06-01T08:00:00Z');
    const onlyCustomers = await createItem(
      {
        label: 'Kundentermin',
        beginLocal: '2030-06-18 10:00',
        endLocal: '2030-06-18 11:00',
        alarmEmail: 15,
        alarmMsc: 15,
      },
      [
        {
          customerId,
          name: 'Kunde',
          email: 'kunde@example.org',
          alarmMail: true,
          alarmMsc: true,
          alarmDailyMail: true,
        },
        { userId: kundeUserId, email: 'kunde-login@example.org', alarmMail: true, alarmMsc: true },
      ],
      now,
    );
    expect(await alarmJobs(onlyCustomers)).toEqual([]);
    expect(await alarmJobs(onlyCustomers, ALARM_MSC_JOB)).toEqual([]);

    const mixed = await createItem(
      { label: 'Gemischt', beginLocal: '2030-06-18 10:00', endLocal: '2030-06-18 11:00', alarmEmail: 15, alarmMsc: 15 },
      [
        { userId: maklerId, alarmMail: true, alarmMsc: true },
        { customerId, name: 'Kunde', email: 'kunde@example.org', alarmMail: true, alarmMsc: true },
        { userId: kundeUserId, email: 'kunde-login@example.org', alarmMail: true, alarmMsc: true },
      ],
      now,
    );
    const at = new Date('2030-06-18T07:45:00Z');
    const [mailJob] = await alarmJobs(mixed);
    const [mscJob] = await alarmJobs(mixed, ALARM_MSC_JOB);
    await runJob(mailJob?.id as number, at);
    await runJob(mscJob?.id as number, at);
    expect((await notifications('Erinnerung: Gemischt')).map((m) => m.to)).toEqual([maklerAddress]);
    const popups = await db().select().from(terminAlarme).where(eq(terminAlarme.terminId, mixed));
    expect(popups.map((p) => p.userId)).toEqual([maklerId]);
  });
});

describe('popups (alarmMsc)', () => {
  it('writes one row per user and occurrence, wakes the stream, and walks a series across the change to winter time', async () => {
    const now = new Date('2030-10-01T08:00:00Z');
    // Weekly on Monday 09:00; summer time ends on Sunday 27 October 2030.
    const id = await createItem(
      {
        label: 'Teamrunde',
        beginLocal: '2030-10-14 09:00',
        endLocal: '2030-10-14 10:00',
        rrule: 'FREQ=WEEKLY;COUNT=4',
        alarmMsc: 1,
        alarmModusMsc: 'STUNDEN',
      },
      [{ userId: maklerId, alarmMsc: true }],
      now,
    );
    const notify = vi.fn();
    const expected = [
      ['2030-10-14T09:00', '2030-10-14T06:00:00.000Z'],
      ['2030-10-21T09:00', '2030-10-21T06:00:00.000Z'],
      // 09:00 winter time is 08:00 UTC: the alarm at 07:00 UTC.
      ['2030-10-28T09:00', '2030-10-28T07:00:00.000Z'],
      ['2030-11-04T09:00', '2030-11-04T07:00:00.000Z'],
    ];
    for (const [occurrence, runAt] of expected) {
      const [job, ...more] = await pendingJobs(id, ALARM_MSC_JOB);
      expect(more).toEqual([]);
      expect(job?.payload.occurrence).toBe(occurrence);
      expect(iso(job?.runAt as string)).toBe(runAt);
      await runJob(job?.id as number, new Date(runAt as string), notify);
    }
    // The series has ended: nothing pending.
    expect(await pendingJobs(id, ALARM_MSC_JOB)).toEqual([]);
    const rows = await db().select().from(terminAlarme).where(eq(terminAlarme.terminId, id)).orderBy(terminAlarme.id);
    expect(rows.map((r) => [r.userId, r.occurrenceLocal.slice(0, 16)])).toEqual([
      [maklerId, '2030-10-14 09:00'],
      [maklerId, '2030-10-21 09:00'],
      [maklerId, '2030-10-28 09:00'],
      [maklerId, '2030-11-04 09:00'],
    ]);
    expect(notify).toHaveBeenCalledTimes(4);
    expect(notify).toHaveBeenCalledWith(maklerId);

    // Run again (as after a crash): no second row, no second wake-up.
    const [last] = (await alarmJobs(id, ALARM_MSC_JOB)).slice(-1);
    await db()
      .update(jobs)
      .set({ finishedAt: null, lockedUntil: null })
      .where(eq(jobs.id, last?.id as number));
    await runJob(last?.id as number, new Date('2030-11-04T07:00:00Z'), notify);
    expect(await db().select().from(terminAlarme).where(eq(terminAlarme.terminId, id))).toHaveLength(4);
    expect(notify).toHaveBeenCalledTimes(4);
  });

  it('drops an alarm that comes long after the item (the server was down) and goes on with the series', async () => {
    const now = new Date('2030-10-01T08:00:00Z');
    const id = await createItem(
      {
        label: 'Verpasst',
        beginLocal: '2030-10-14 09:00',
        endLocal: '2030-10-14 10:00',
        rrule: 'FREQ=WEEKLY;COUNT=4',
        alarmMsc: 15,
      },
      [{ userId: maklerId, alarmMsc: true }],
      now,
    );
    const [job] = await pendingJobs(id, ALARM_MSC_JOB);
    // Back up on Wednesday 23 October: the 14th is over, the 21st too.
    await runJob(job?.id as number, new Date('2030-10-23T10:00:00Z'));
    expect(await db().select().from(terminAlarme).where(eq(terminAlarme.terminId, id))).toEqual([]);
    expect((await pendingJobs(id, ALARM_MSC_JOB)).map((j) => j.payload.occurrence)).toEqual(['2030-10-28T09:00']);
  });
});

describe('daily mail', () => {
  it('queues the first at start once, lists the day and queues the next 06:00', async () => {
    const base = { alarmDailyMail: true, userId: maklerId } as const;
    const single = await createItem(
      {
        label: 'Tages-Einzeltermin',
        place: 'Filiale Bonn',
        beginLocal: '2030-06-19 14:00',
        endLocal: '2030-06-19 15:00',
      },
      [base],
      new Date('2030-06-01T00:00:00Z'),
    );
    await createItem(
      {
        label: 'Tages-Serie',
        beginLocal: '2030-06-05 08:30',
        endLocal: '2030-06-05 09:00',
        rrule: 'FREQ=WEEKLY',
        seriesEndAt: null,
      },
      [base],
      new Date('2030-06-01T00:00:00Z'),
    );
    await createItem(
      { label: 'Tages-Ganztag', fullDay: true, beginLocal: '2030-06-19 00:00', endLocal: '2030-06-19 23:59' },
      [base],
      new Date('2030-06-01T00:00:00Z'),
    );
    await createItem(
      { label: 'Tages-Anderer-Tag', beginLocal: '2030-06-20 14:00', endLocal: '2030-06-20 15:00' },
      [base],
      new Date('2030-06-01T00:00:00Z'),
    );
    await createItem(
      { label: 'Tages-Ohne-Tagesmail', beginLocal: '2030-06-19 16:00', endLocal: '2030-06-19 17:00' },
      [{ userId: maklerId, alarmDailyMail: false }],
      new Date('2030-06-01T00:00:00Z'),
    );
    expect(single).toBeGreaterThan(0);

    // Started at 05:00 German time: today's mail at 06:00.
    const start = new Date('2030-06-19T03:00:00Z');
    await ensureDailyMailJob(db(), start);
    await ensureDailyMailJob(db(), start);
    const [first, ...more] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TAGESMAIL_JOB), sql`finished_at IS NULL`));
    expect(more).toEqual([]);
    expect(first?.payload).toEqual({ day: '2030-06-19' });
    expect(iso(first?.runAt as string)).toBe('2030-06-19T04:00:00.000Z');

    await runJob(first?.id as number, new Date('2030-06-19T04:00:00Z'));
    const mails = (await notifications('Ihre Termine und Aufgaben am 19.06.2030')).filter(
      (m) => m.to === maklerAddress,
    );
    expect(mails).toHaveLength(1);
    const lines = mails[0]?.text.split('\n') ?? [];
    const mine = lines.filter((l) => l.includes('Tages-'));
    expect(mine).toEqual([
      'ganztägig  Tages-Ganztag',
      '08:30–09:00  Tages-Serie',
      '14:00–15:00  Tages-Einzeltermin, Filiale Bonn',
    ]);

    const pending = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TAGESMAIL_JOB), sql`finished_at IS NULL`));
    expect(pending.map((j) => [j.payload.day, iso(j.runAt)])).toEqual([['2030-06-20', '2030-06-20T04:00:00.000Z']]);
    // Running the queue again mails nothing more.
    await queueAt(new Date('2030-06-19T04:00:00Z')).runDue();
    expect(await notifications('Ihre Termine und Aufgaben am 19.06.2030')).toHaveLength(1);
  });

  it('keeps 06:00 German time across the change to winter time', async () => {
    await db().delete(jobs).where(eq(jobs.kind, TAGESMAIL_JOB));
    // Started on Saturday 26 October 2030 at 07:00 (summer time): the first mail is Sunday's.
    await ensureDailyMailJob(db(), new Date('2030-10-26T05:00:00Z'));
    const [sunday] = await db().select().from(jobs).where(eq(jobs.kind, TAGESMAIL_JOB));
    expect(sunday?.payload).toEqual({ day: '2030-10-27' });
    // Sunday 06:00 is winter time already (UTC+1).
    expect(iso(sunday?.runAt as string)).toBe('2030-10-27T05:00:00.000Z');
    await runJob(sunday?.id as number, new Date('2030-10-27T05:00:00Z'));
    const next = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TAGESMAIL_JOB), sql`finished_at IS NULL`));
    expect(next.map((j) => [j.payload.day, iso(j.runAt)])).toEqual([['2030-10-28', '2030-10-28T05:00:00.000Z']]);
  });

  it('skips days that are over after a long stop and goes on today', async () => {
    await db().delete(jobs).where(eq(jobs.kind, TAGESMAIL_JOB));
    await db().transaction(async (tx) => {
      await tx
        .insert(jobs)
        .values({ kind: TAGESMAIL_JOB, payload: { day: '2030-06-19' }, runAt: '2030-06-19T04:00:00Z' });
    });
    const [old] = await db().select().from(jobs).where(eq(jobs.kind, TAGESMAIL_JOB));
    const before = (await notifications('am 19.06.2030')).length;
    // Back up on the 25th at 09:00 German time.
    await runJob(old?.id as number, new Date('2030-06-25T07:00:00Z'));
    expect(await notifications('am 19.06.2030')).toHaveLength(before);
    const next = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TAGESMAIL_JOB), sql`finished_at IS NULL`));
    // Today's 06:00 has passed: due at once.
    expect(next.map((j) => [j.payload.day, iso(j.runAt)])).toEqual([['2030-06-25', '2030-06-25T04:00:00.000Z']]);
  });
});
