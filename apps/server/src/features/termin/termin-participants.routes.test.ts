import { TERMIN_RATE_LIMITS, type Termin } from '@maklerwerk/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, persons, terminBeteiligte, termine } from '../../db/schema';
import { createQueue } from '../../jobs/queue';
import { NOTIFY_JOB } from '../../mail/outbox';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { ALARM_CREATOR_KEY } from './alarm-budget';
import { ALARM_MAIL_JOB, alarmHandlers } from './alarme';

// Issue 35, item 3: a customer made the office's mail server send „Erinnerung: <label>" with his text to
// any address by naming it as a participant. Customers add only themselves and their persons; reminder
// mails go to known addresses or to those an office user typed; reminders and items are limited per creator.

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let kfId: number;
let ownCustomerId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await loginAllRoles(t.app);
  [kfId] = await contractIds(intern, ['KF-4711-0815'] as const);
  ownCustomerId = kunde.me.user.customerId as number;
  await db().delete(jobs).where(like(jobs.kind, 'termin.%'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const save = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/calendarService/termine'), payload });

const fremd = {
  name: 'Opfer',
  email: 'x@evil.example',
  rolle: 'TEILNEHMER',
  canChange: false,
  alarmMail: true,
  alarmMsc: false,
  alarmDailyMail: true,
};

const termin = (overrides: Record<string, unknown> = {}) => ({
  art: 'TERMIN',
  label: 'Gewinnspiel: Sie haben gewonnen',
  text: '<p>Klicken Sie hier: https://evil.example</p>',
  begin: '10.06.2030 10:00',
  end: '10.06.2030 11:00',
  bereich: 'VersVertrag',
  bereichId: kfId,
  alarmEmail: 15,
  retry: 'Täglich',
  retryCount: 30,
  participants: [],
  ...overrides,
});

const itemCount = async () => (await db().select({ n: count() }).from(termine))[0]?.n ?? 0;

const ONLY_OWN = 'Als Kunde können Sie nur sich selbst und Personen Ihres Kundenkontos als Beteiligte eintragen.';

/** Runs the reminder job of an item at the alarm time of 10.06.2030 10:00 and answers the addresses mailed. */
async function remind(terminId: number): Promise<string[]> {
  await db()
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, ALARM_MAIL_JOB), sql`${jobs.payload} ->> 'terminId' = ${String(terminId)}`));
  await createQueue(db(), alarmHandlers({ db: db(), now: () => new Date('2030-06-10T07:45:00Z') })).runDue();
  const sent = await db()
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} ->> 'alarmKey' like ${`%:${terminId}:%`}`));
  return sent.map((j) => (j.payload as { to: string }).to).sort();
}

describe('participants of a customer (issue 35)', () => {
  it('refuses a foreign address on his contract, as a series too, and creates nothing', async () => {
    const before = await itemCount();
    for (const participants of [[fremd], [{ ...fremd, name: '', email: 'y@evil.example' }]]) {
      const response = await save(kunde, termin({ participants }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ONLY_OWN);
      expect(response.json().fieldErrors.participants).toBe(ONLY_OWN);
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses a broker, an office login, another customer and a person of another customer', async () => {
    const [otherPerson] = await db()
      .select({ id: persons.id, customerId: persons.customerId })
      .from(persons)
      .where(sql`${persons.customerId} <> ${ownCustomerId}`)
      .limit(1);
    const target = { ...fremd, email: '' };
    for (const p of [
      { ...target, brokerId: kunde.me.user.brokerId ?? 1 },
      { ...target, userId: makler.me.user.id },
      { ...target, customerId: otherPerson?.customerId },
      { ...target, personId: otherPerson?.id },
    ]) {
      const response = await save(kunde, termin({ participants: [p] }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ONLY_OWN);
    }
  });

  it('refuses it in a view-as-customer session as well', async () => {
    const viewAs = await intern.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: kunde.me.user.id },
    });
    expect(viewAs.statusCode).toBe(200);
    const response = await save(intern, termin({ participants: [fremd] }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ONLY_OWN);
    await intern.inject({ method: 'POST', url: api('/auth/view-as/end') });
  });

  it('lets him add himself and a person of his own, with the known address instead of the one he sent', async () => {
    const [own] = await db()
      .insert(persons)
      .values({ customerId: ownCustomerId, name: 'Mustermann', vorname: 'Kind' })
      .returning({ id: persons.id });
    const response = await save(
      kunde,
      termin({
        label: 'Eigener Termin',
        retry: 'Keine',
        participants: [
          { ...fremd, customerId: ownCustomerId, name: 'Ich', email: 'x@evil.example' },
          { ...fremd, personId: own?.id, name: 'Kind Mustermann', email: 'x@evil.example' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<Termin>();
    expect(saved.beteiligteOutput.map((p) => p.email)).not.toContain('x@evil.example');
    expect(saved.beteiligteOutput.every((p) => !p.alarmMail)).toBe(true);
    expect(await remind(saved.sid)).toEqual([]);
  });

  it("keeps the office's participants when he changes an item he may change, and refuses a new address", async () => {
    const created = await save(
      makler,
      termin({
        label: 'Beratung mit Kunde',
        retry: 'Keine',
        participants: [
          { ...fremd, userId: kunde.me.user.id, customerId: ownCustomerId, name: 'Kunde', email: '', canChange: true },
          { ...fremd, name: 'Kollegin', email: 'kollegin@example.org' },
        ],
      }),
    );
    expect(created.statusCode).toBe(200);
    const item = created.json<Termin>();
    const stored = item.beteiligteOutput.map(({ label: _l, nummerText: _n, address: _a, ...p }) => p);
    const kept = await save(kunde, {
      ...termin(),
      sid: item.sid,
      version: item.version,
      label: 'Geändert',
      participants: stored,
      retry: 'Keine',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Termin>().beteiligteOutput.map((p) => p.email)).toContain('kollegin@example.org');
    const changed = stored.map((p) => (p.email === 'kollegin@example.org' ? { ...p, email: 'x@evil.example' } : p));
    const refused = await save(kunde, {
      ...termin(),
      sid: item.sid,
      version: kept.json<Termin>().version,
      participants: changed,
      retry: 'Keine',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ONLY_OWN);
  });
});

describe('addresses the office types', () => {
  it('records who typed an address; the reminder goes out to it', async () => {
    const response = await save(makler, termin({ label: 'Mit Gesellschaft', retry: 'Keine', participants: [fremd] }));
    expect(response.statusCode).toBe(200);
    const saved = response.json<Termin>();
    const [row] = await db()
      .select({ by: terminBeteiligte.emailEnteredByUserId })
      .from(terminBeteiligte)
      .where(and(eq(terminBeteiligte.terminId, saved.sid), eq(terminBeteiligte.email, 'x@evil.example')));
    expect(row?.by).toBe(makler.me.user.id);
    expect(await remind(saved.sid)).toContain('x@evil.example');
  });
});

describe('limits per creator', () => {
  it('refuses a customer the next item after the limit of the hour with 429', async () => {
    const [mine] = await db()
      .select({ n: count() })
      .from(termine)
      .where(and(eq(termine.createdByUserId, kunde.me.user.id), sql`${termine.createdAt} > now() - interval '1 hour'`));
    const left = TERMIN_RATE_LIMITS.customerItemsPerHour - (mine?.n ?? 0);
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++) {
      expect((await save(kunde, termin({ label: `Nr. ${i}`, alarmEmail: null, retry: 'Keine' }))).statusCode).toBe(200);
    }
    const refused = await save(kunde, termin({ label: 'Eins zu viel', alarmEmail: null, retry: 'Keine' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Sie haben in kurzer Zeit zu viele Termine und Aufgaben angelegt. Bitte versuchen Sie es später erneut.',
    );
    // The office is not limited by it.
    expect((await save(makler, termin({ label: 'Büro', alarmEmail: null, retry: 'Keine' }))).statusCode).toBe(200);
  });

  it('refuses a new e-mail reminder with 429 while the creator reached his limit of reminder mails', async () => {
    await db()
      .insert(jobs)
      .values(
        Array.from({ length: TERMIN_RATE_LIMITS.alarmMailsPerHour }, (_, i) => ({
          kind: NOTIFY_JOB,
          payload: {
            to: `a${i}@example.org`,
            subject: 'x',
            text: 'x',
            alarmKey: `limit:${i}`,
            [ALARM_CREATOR_KEY]: makler.me.user.id,
          },
          finishedAt: new Date().toISOString(),
        })),
      );
    const refused = await save(makler, termin({ label: 'Mit Erinnerung', participants: [fremd] }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('zu viele Erinnerungs-E-Mails');
    const without = await save(makler, termin({ label: 'Ohne Erinnerung', alarmEmail: null, participants: [fremd] }));
    expect(without.statusCode).toBe(200);
  });
});
