import type {
  Kalender,
  StartPage,
  TaskList,
  Termin,
  TerminCombos,
  AenderungslogVerlaufEintrag as Verlauf,
} from '@maklerwerk/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let erikaId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId] = await contractIds(intern, ['KF-4711-0815'] as const);
  erikaId = await customerIdByNummer(intern, 'KF-4711-0815');
});
afterAll(async () => {
  await t.close();
});

const save = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/calendarService/termine'), payload });
const get = (client: Client, sid: number) =>
  client.inject({ method: 'GET', url: api(`/calendarService/termine/${sid}`) });
const kalender = async (client: Client, from: string, to: string) =>
  (
    await client.inject({ method: 'GET', url: api(`/calendarService/kalender?from=${from}&to=${to}`) })
  ).json<Kalender>();
const tasks = async (client: Client, contractId: number) =>
  (await client.inject({ method: 'GET', url: api(`/insurances/${contractId}/aufgaben`) })).json<TaskList>();

const termin = (overrides: Record<string, unknown> = {}) => ({
  art: 'TERMIN',
  label: 'Beratung Hausrat',
  begin: '15.03.2027 10:00',
  end: '15.03.2027 11:00',
  bereich: 'Termin',
  participants: [],
  ...overrides,
});

const erikaParticipant = () => ({
  customerId: erikaId,
  name: 'Erika Mustermann',
  email: 'erika.mustermann@example.com',
  rolle: 'TEILNEHMER',
  canChange: false,
  alarmMail: true,
  alarmMsc: true,
  alarmDailyMail: true,
});

describe('combos', () => {
  it('offer the areas by role and the viewer as the owner of a new item', async () => {
    const combos = (await (
      await makler.inject({ method: 'GET', url: api('/calendarService/combos') })
    ).json()) as TerminCombos;
    expect(combos.bereichCombo.map((b) => b.value)).toEqual(['Termin', 'Aufgabe', 'Besuchsbericht']);
    expect(combos.initBeteiligte[0]).toMatchObject({ name: 'Max Makler', rolle: 'BESITZER', canChange: false });
    expect(combos.retryCombo[0]?.value).toBe('Keine');
    expect(combos.alarmOptions.map((o) => o.minutes)).toEqual([
      null,
      0,
      15,
      30,
      60,
      90,
      180,
      240,
      300,
      360,
      1440,
      2880,
      4320,
      5760,
      7200,
      8640,
      10080,
    ]);
    const internAreas = (
      (await (await intern.inject({ method: 'GET', url: api('/calendarService/combos') })).json()) as TerminCombos
    ).bereichCombo;
    expect(internAreas.map((b) => b.value)).toEqual(['Makler']);
    const kundeAreas = (
      (await (await kunde.inject({ method: 'GET', url: api('/calendarService/combos') })).json()) as TerminCombos
    ).bereichCombo;
    expect(kundeAreas.map((b) => b.value)).toEqual(['Kunde']);
  });
});

describe('saving', () => {
  it('creates a Termin with a customer participant (no alarms for customers) and logs it', async () => {
    const response = await save(makler, termin({ participants: [erikaParticipant()], alarmEmail: 15 }));
    expect(response.statusCode).toBe(200);
    const saved = response.json<Termin>();
    expect(saved).toMatchObject({
      label: 'Beratung Hausrat',
      begin: '15.03.2027 10:00',
      updateable: true,
      deletable: true,
    });
    const owner = saved.beteiligteOutput.find((p) => p.rolle === 'BESITZER');
    expect(owner?.name).toBe('Max Makler');
    const erika = saved.beteiligteOutput.find((p) => p.customerId === erikaId);
    expect(erika).toMatchObject({ alarmMail: false, alarmMsc: false, alarmDailyMail: false });
    const log = (
      await makler.inject({ method: 'GET', url: api(`/changelog?recordType=termin&recordId=${saved.sid}`) })
    ).json<Verlauf[]>();
    expect(log.map((e) => e.field)).toEqual(expect.arrayContaining(['label', 'begin', 'beteiligte']));
    // The customer takes part: he sees it, read-only.
    const seen = await get(kunde, saved.sid);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Termin>().updateable).toBe(false);
  });

  it('refuses what the form refuses, and changes nothing', async () => {
    const before = (await kalender(makler, '2027-03-01', '2027-03-31')).items.length;
    const noTitle = await save(makler, termin({ label: '  ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fieldErrors.label).toBe('Bitte geben Sie einen Titel ein.');
    const swapped = await save(makler, termin({ begin: '15.03.2027 11:00', end: '15.03.2027 10:00' }));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().fieldErrors.end).toBe(
      'Endezeit kann nicht vor der Beginzeit sein! Wir kehren die Zeiten um.',
    );
    const owner = {
      name: 'Ina Intern',
      email: 'ina@example.com',
      rolle: 'BESITZER',
      canChange: true,
      alarmMail: false,
      alarmMsc: false,
      alarmDailyMail: false,
    };
    const twoOwners = await save(makler, termin({ participants: [owner, { ...owner, email: 'b@example.com' }] }));
    expect(twoOwners.statusCode).toBe(400);
    expect(twoOwners.json().fieldErrors.participants).toBe('Ein Eintrag kann nur einen Besitzer haben.');
    const badDate = await save(makler, termin({ begin: '31.02.2027 10:00' }));
    expect(badDate.statusCode).toBe(400);
    expect((await kalender(makler, '2027-03-01', '2027-03-31')).items).toHaveLength(before);
    expect((await get(makler, 0)).statusCode).toBe(400);
    expect((await get(makler, 999999)).statusCode).toBe(404);
  });

  it("refuses a participant outside the viewer's scope, a read-only login, and a stale version", async () => {
    const outside = await save(vermittler, termin({ participants: [erikaParticipant()] }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe('Dieser Beteiligte liegt außerhalb Ihres Bereichs.');
    expect((await save(lesend, termin())).statusCode).toBe(403);
    const created = (await save(makler, termin({ label: 'Versionstest' }))).json<Termin>();
    const first = await save(makler, termin({ sid: created.sid, version: created.version, label: 'Versionstest 2' }));
    expect(first.statusCode).toBe(200);
    const stale = await save(makler, termin({ sid: created.sid, version: created.version, label: 'Versionstest 3' }));
    expect(stale.statusCode).toBe(409);
  });

  it('never shows a private item to anybody else', async () => {
    const created = (
      await save(makler, termin({ label: 'Privat', private: true, participants: [erikaParticipant()] }))
    ).json<Termin>();
    expect((await get(makler, created.sid)).statusCode).toBe(200);
    // Erika takes part: she sees it; internal staff and the agent below do not.
    expect((await get(kunde, created.sid)).statusCode).toBe(200);
    expect((await get(intern, created.sid)).statusCode).toBe(404);
    expect((await get(vermittler, created.sid)).statusCode).toBe(404);
    const own = (await save(makler, termin({ label: 'Ganz privat', private: true }))).json<Termin>();
    expect((await get(kunde, own.sid)).statusCode).toBe(404);
  });

  it('stores a full day from 0:00 to 23:59', async () => {
    const created = (
      await save(makler, termin({ fullDay: true, begin: '16.03.2027 10:00', end: '16.03.2027 12:00' }))
    ).json<Termin>();
    expect([created.begin, created.end]).toEqual(['16.03.2027 00:00', '16.03.2027 23:59']);
  });
});

describe('series', () => {
  it('expands a weekly series across the change to winter time at the same local time', async () => {
    const created = (
      await save(
        makler,
        termin({
          label: 'Jour fixe',
          begin: '05.10.2026 09:00',
          end: '05.10.2026 10:00',
          retry: 'Wöchentlich',
          retryDays: ['MO'],
          retryCount: 6,
        }),
      )
    ).json<Termin>();
    expect(created.rrule).toContain('FREQ=WEEKLY');
    const cal = await kalender(makler, '2026-10-01', '2026-11-30');
    const starts = cal.items.filter((i) => i.sid === created.sid).map((i) => i.start);
    expect(starts).toEqual([
      '2026-10-05T09:00:00',
      '2026-10-12T09:00:00',
      '2026-10-19T09:00:00',
      '2026-10-26T09:00:00',
      '2026-11-02T09:00:00',
      '2026-11-09T09:00:00',
    ]);
  });

  it("deletes one occurrence as an exception and edits 'this' as an item of its own", async () => {
    const created = (
      await save(
        makler,
        termin({ label: 'Serie', begin: '01.02.2027 08:00', end: '01.02.2027 08:30', retry: 'Täglich', retryCount: 5 }),
      )
    ).json<Termin>();
    const removed = await makler.inject({
      method: 'DELETE',
      url: api(
        `/calendarService/termine/${created.sid}?scope=this&occurrence=${encodeURIComponent('02.02.2027 08:00')}`,
      ),
    });
    expect(removed.statusCode).toBe(200);
    let cal = await kalender(makler, '2027-02-01', '2027-02-07');
    expect(cal.items.filter((i) => i.sid === created.sid).map((i) => i.occurrence)).toEqual([
      '01.02.2027 08:00',
      '03.02.2027 08:00',
      '04.02.2027 08:00',
      '05.02.2027 08:00',
    ]);
    const current = (await get(makler, created.sid)).json<Termin>();
    const moved = await save(makler, {
      ...termin({ label: 'Serie (verlegt)', begin: '03.02.2027 15:00', end: '03.02.2027 15:30' }),
      sid: created.sid,
      version: current.version,
      scope: 'this',
      occurrence: '03.02.2027 08:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Termin>().sid).not.toBe(created.sid);
    cal = await kalender(makler, '2027-02-01', '2027-02-07');
    expect(cal.items.filter((i) => i.label.startsWith('Serie')).map((i) => `${i.label} ${i.occurrence}`)).toEqual([
      'Serie 01.02.2027 08:00',
      'Serie (verlegt) 03.02.2027 15:00',
      'Serie 04.02.2027 08:00',
      'Serie 05.02.2027 08:00',
    ]);
  });
});

describe('tasks', () => {
  it("lists the contract's tasks, open ones first (30 per page)", async () => {
    const list = await tasks(makler, kfId);
    expect(list.limit).toBe(30);
    const subjects = list.items.map((i) => i.subject);
    expect(subjects).toContain('HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen');
    const firstDone = list.items.findIndex((i) => i.status === 'ERLEDIGT');
    expect(firstDone).toBeGreaterThan(0);
    expect(list.items.slice(firstDone).every((i) => i.status === 'ERLEDIGT')).toBe(true);
    expect(list.items.find((i) => i.subject.includes('Kilometerstand'))?.isRepeating).toBe(true);
  });

  it('marks a task done once (setStatus), and a repeating task moves on to its next occurrence', async () => {
    const list = await tasks(makler, kfId);
    const sfr = list.items.find((i) => i.subject.includes('Schadenfreiheitsrabatt'));
    const km = list.items.find((i) => i.subject.includes('Kilometerstand'));
    if (!sfr || !km) {
      throw new Error('demo tasks missing');
    }
    const setStatus = (client: Client, commId: number, repeate: boolean) =>
      client.inject({
        method: 'POST',
        url: api(`/calendarService/setStatus/${commId}?status=ERLEDIGT`),
        payload: { status: 'ERLEDIGT', repeate },
      });
    expect((await setStatus(lesend, sfr.commId, false)).statusCode).toBe(404);
    const done = await setStatus(makler, sfr.commId, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ commId: sfr.commId, status: 'ERLEDIGT', nextOpen: null });
    expect((await setStatus(makler, sfr.commId, false)).statusCode).toBe(422);
    const repeating = await setStatus(makler, km.commId, true);
    expect(repeating.statusCode).toBe(200);
    const next = repeating.json<{ status: string; nextOpen: string }>();
    expect(next.status).toBe('OFFEN');
    expect(next.nextOpen).not.toBe(km.date);
    const after = await tasks(makler, kfId);
    const kms = after.items.filter((i) => i.subject.includes('Kilometerstand'));
    expect(kms.map((i) => [i.status, i.isRepeating])).toEqual([
      ['OFFEN', true],
      ['ERLEDIGT', false],
    ]);
    expect(kms[0]?.date).toBe(next.nextOpen);
  });

  it('are shown to the customer of the contract (not private) and on the start page of the owner', async () => {
    expect((await tasks(kunde, kfId)).items.length).toBeGreaterThan(0);
    const start = (await makler.inject({ method: 'GET', url: api('/start') })).json<StartPage>();
    expect(start.aufgaben.items.length).toBeGreaterThan(0);
    expect(start.aufgaben.items.every((i) => i.label !== '')).toBe(true);
  });
});

describe('calendar', () => {
  it("shows the demo's weekly Teambesprechung every Monday at 09:00 and refuses a bad range", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inFourWeeks = new Date(Date.now() + 28 * 86400_000).toISOString().slice(0, 10);
    const cal = await kalender(makler, today, inFourWeeks);
    const team = cal.items.filter((i) => i.label === 'Teambesprechung');
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(team.every((i) => i.start.endsWith('T09:00:00') && new Date(`${i.start}Z`).getUTCDay() === 1)).toBe(true);
    expect(cal.items.length).toBeGreaterThanOrEqual(20);
    expect(cal.calendars[0]).toMatchObject({ name: 'Max Makler', own: true });
    const bad = await makler.inject({
      method: 'GET',
      url: api('/calendarService/kalender?from=2027-01-10&to=2027-01-01'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('drafts, shortcuts and candidates', () => {
  it('keeps the editor draft per user on the server', async () => {
    const draft = { back: '/communication/appointment?draft=1', form: { label: 'Entwurf' } };
    expect(
      (await makler.inject({ method: 'PUT', url: api('/calendarService/entwurf'), payload: draft })).statusCode,
    ).toBe(200);
    const read = (await makler.inject({ method: 'GET', url: api('/calendarService/entwurf') })).json();
    expect(read.draft).toMatchObject({ ...draft, picked: { participants: [], contract: null, archiveFiles: [] } });
    expect((await intern.inject({ method: 'GET', url: api('/calendarService/entwurf') })).json().draft).toBeNull();
    const offsite = await makler.inject({
      method: 'PUT',
      url: api('/calendarService/entwurf'),
      payload: { ...draft, back: '//evil.example' },
    });
    expect(offsite.statusCode).toBe(400);
    await makler.inject({ method: 'DELETE', url: api('/calendarService/entwurf') });
    expect((await makler.inject({ method: 'GET', url: api('/calendarService/entwurf') })).json().draft).toBeNull();
  });

  it('serves the text shortcuts to the office only', async () => {
    const list = (await makler.inject({ method: 'GET', url: api('/calendarService/textbausteine') })).json();
    expect(list.items).toContainEqual({ kuerzel: 'mfg', text: 'Mit freundlichen Grüßen' });
    expect((await kunde.inject({ method: 'GET', url: api('/calendarService/textbausteine') })).statusCode).toBe(403);
  });

  it('finds candidates within the scope only', async () => {
    const found = (
      await makler.inject({ method: 'GET', url: api('/calendarService/kandidaten?art=customer&q=Mustermann') })
    ).json();
    expect(found.items.map((i: { customerId: number }) => i.customerId)).toContain(erikaId);
    const agent = (
      await vermittler.inject({ method: 'GET', url: api('/calendarService/kandidaten?art=customer&q=Mustermann') })
    ).json();
    expect(agent.items.map((i: { customerId: number }) => i.customerId)).not.toContain(erikaId);
    const brokers = (await kunde.inject({ method: 'GET', url: api('/calendarService/kandidaten?art=broker') })).json();
    expect(brokers.items).toEqual([]);
  });
});

describe('files and iCal', () => {
  it('uploads an attachment, binds it on save and lets only viewers download it', async () => {
    const boundary = 'mwtest';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notiz.txt"\r\nContent-Type: text/plain\r\n\r\nHallo Termin\r\n--${boundary}--\r\n`;
    const upload = await makler.inject({
      method: 'POST',
      url: api('/calendarService/upload'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode).toBe(200);
    const file = upload.json<{ id: number }>();
    const saved = (await save(makler, termin({ label: 'Mit Anhang', files: [file.id] }))).json<Termin>();
    expect(saved.files.map((f) => f.fileName)).toEqual(['notiz.txt']);
    const url = `/termin_attachment?sid=${saved.sid}&fileId=${file.id}`;
    const download = await makler.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Hallo Termin');
    expect((await intern.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await kunde.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Another user's upload cannot be bound.
    const stolen = await save(intern, termin({ label: 'Fremd', bereich: 'Makler', files: [file.id] }));
    expect(stolen.statusCode).toBe(400);
  });

  it('gives a secret, revocable feed and .ics files that parse as RFC 5545', async () => {
    const made = (await makler.inject({ method: 'POST', url: api('/calendarService/ical-feed') })).json();
    expect(made.url).toMatch(/\/ical\/[A-Za-z0-9_-]+\.ics$/);
    const path = new URL(made.url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const cal = new ICAL.Component(ICAL.parse(feed.body));
    const summaries = cal.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary'));
    expect(summaries).toContain('Teambesprechung');
    expect((await makler.inject({ method: 'GET', url: api('/calendarService/ical-feed') })).json()).toMatchObject({
      active: true,
      url: null,
    });
    await makler.inject({ method: 'DELETE', url: api('/calendarService/ical-feed') });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const created = (await save(makler, termin({ label: 'Export' }))).json<Termin>();
    const ics = await makler.inject({ method: 'GET', url: api(`/calendarService/termine/${created.sid}/ics`) });
    expect(ics.statusCode).toBe(200);
    const one = new ICAL.Component(ICAL.parse(ics.body));
    expect(one.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe('Export');
    expect(
      (await kunde.inject({ method: 'GET', url: api(`/calendarService/termine/${created.sid}/ics`) })).statusCode,
    ).toBe(404);
  });
});
