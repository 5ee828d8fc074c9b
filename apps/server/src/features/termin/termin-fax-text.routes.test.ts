import { TERMIN_MESSAGES, type Termin } from '@maklerwerk/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, termine } from '../../db/schema';
import { createQueue } from '../../jobs/queue';
import { NOTIFY_JOB } from '../../mail/outbox';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';
import { ALARM_MAIL_JOB, alarmHandlers } from './alarme';

// Issue 36: a participant is reached by e-mail or by fax (spec §3.2, §4.2), and the description is HTML
// (spec §3.1) that the server stores sanitised; old plain-text descriptions read as paragraphs.

let t: TestApp;
let makler: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler] = await loginAllRoles(t.app);
  [kfId] = await contractIds(makler, ['KF-4711-0815'] as const);
  await db().delete(jobs).where(like(jobs.kind, 'termin.%'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const save = (payload: Record<string, unknown>) =>
  makler.inject({ method: 'POST', url: api('/calendarService/termine'), payload });
const read = (sid: number) => makler.inject({ method: 'GET', url: api(`/calendarService/termine/${sid}`) });

const faxParticipant = {
  name: 'Schadenabteilung',
  email: '+49 30 231251-99',
  rolle: 'TEILNEHMER',
  canChange: false,
  alarmMail: true,
  alarmMsc: false,
  alarmDailyMail: true,
};

const termin = (overrides: Record<string, unknown> = {}) => ({
  art: 'TERMIN',
  label: 'Besprechung Schaden',
  text: '<p>Unterlagen mitbringen</p>',
  begin: '10.06.2030 10:00',
  end: '10.06.2030 11:00',
  bereich: 'VersVertrag',
  bereichId: kfId,
  alarmEmail: 15,
  participants: [],
  ...overrides,
});

describe('participant by fax (spec §3.2, §4.2)', () => {
  it('stores a fax number and reads it back', async () => {
    const response = await save(termin({ participants: [faxParticipant] }));
    expect(response.statusCode).toBe(200);
    const saved = response.json() as Termin;
    const stored = (await read(saved.sid)).json() as Termin;
    expect(stored.beteiligteOutput.find((p) => p.name === 'Schadenabteilung')?.email).toBe('+49 30 231251-99');
  });

  it('refuses a number that is no fax number, with the fax message at the field', async () => {
    const response = await save(termin({ participants: [{ ...faxParticipant, email: '030 ruf mich an' }] }));
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().fieldErrors ?? {})).toContain(TERMIN_MESSAGES.fax);
  });

  it('sends no reminder mail to a fax number', async () => {
    const response = await save(termin({ label: 'Nur Fax', participants: [faxParticipant] }));
    const { sid } = response.json() as Termin;
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, ALARM_MAIL_JOB), sql`${jobs.payload} ->> 'terminId' = ${String(sid)}`));
    await createQueue(db(), alarmHandlers({ db: db(), now: () => new Date('2030-06-10T07:45:00Z') })).runDue();
    const sent = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFY_JOB), sql`${jobs.payload} ->> 'alarmKey' like ${`%:${sid}:%`}`));
    expect(sent.map((j) => (j.payload as { to: string }).to)).not.toContain('+49 30 231251-99');
  });
});

describe('description as HTML (spec §3.1)', () => {
  it('keeps formatting and removes scripts and event handlers', async () => {
    const response = await save(
      termin({
        text: '<p><strong>Wichtig</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p><p onclick="x()">Zwei</p>',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { sid } = response.json() as Termin;
    const text = ((await read(sid)).json() as Termin).text;
    expect(text).toContain('<strong>Wichtig</strong>');
    expect(text).toContain('<p>Zwei</p>');
    expect(text).not.toMatch(/script|onerror|onclick|alert/);
  });

  it('reads an old plain-text description as escaped paragraphs', async () => {
    const response = await save(termin({ label: 'Alt' }));
    const { sid } = response.json() as Termin;
    await db().update(termine).set({ text: 'Zeile 1: a < b\nZeile 2\n\nAbsatz & Ende' }).where(eq(termine.id, sid));
    const text = ((await read(sid)).json() as Termin).text;
    expect(text).toBe('<p>Zeile 1: a &#60; b<br>Zeile 2</p><p>Absatz &#38; Ende</p>');
  });
});
