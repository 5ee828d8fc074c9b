import {
  type Actor,
  type AenderungslogVerlaufEintrag,
  canSeeNote,
  type Note,
  type NoteList,
  type NoteVisibility,
} from '@maklerwerk/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, damageReports, notes, users } from '../../db/schema';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAllRoles, loginAs, type TestApp } from '../../test/test-app';
import { findNotePage } from './anmerkung.repository';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let vermittler: Client;
let lesend: Client;
let kfId: number;
let lvId: number;
let phId: number;
let wgId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern, vermittler, lesend] = await loginAllRoles(t.app);
  [kfId, lvId, phId, wgId] = await contractIds(intern, [
    'KF-4711-0815',
    'LV-2024-000123',
    'PH-1000200',
    'WG-2020-4711',
  ] as const);
});
afterAll(async () => {
  await t.close();
});

const list = (client: Client, id: number, query = '') =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/anmerkungen${query}`) });
const notesOf = async (client: Client, id: number, query = '') => (await list(client, id, query)).json<NoteList>();
const topics = async (client: Client, id: number) => (await notesOf(client, id)).items.map((n) => n.betreff);
const save = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/anmerkungen'), payload });
const remove = (client: Client, noteId: number) =>
  client.inject({ method: 'DELETE', url: api(`/anmerkungen/${noteId}`) });
const changeLog = async (client: Client, noteId: number) =>
  (await client.inject({ method: 'GET', url: api(`/changelog?recordType=anmerkung&recordId=${noteId}`) })).json<
    AenderungslogVerlaufEintrag[]
  >();
const noteNamed = async (client: Client, id: number, betreff: string) => {
  const note = (await notesOf(client, id, '?limit=100')).items.find((n) => n.betreff === betreff);
  if (!note) {
    throw new Error(`no note ${betreff}`);
  }
  return note;
};
const reportId = async (schadennr: string) => {
  const rows = await t.database.db
    .select({ id: damageReports.id })
    .from(damageReports)
    .where(eq(damageReports.schadennr, schadennr));
  return rows[0]?.id ?? 0;
};

const newNote = { datum: '2026-03-02', betreff: 'Rückruf', text: 'Kundin bittet um Rückruf.', sichtbar: 'MAKLER' };

describe('list', () => {
  it('shows a broker the notes of his contract, newest first, without the Intern one', async () => {
    const page = await notesOf(makler, kfId);
    expect(page.items.map((n) => [n.betreff, n.sichtbar])).toEqual([
      ['Pool-Info', 'POOL'],
      ['Hinweis für Kundin', 'KUNDE'],
      ['Beratungsgespräch', 'MAKLER'],
    ]);
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 10, canEdit: true, ersteller: 'makler' });
    expect(page.sichtbarOptions).toEqual([
      { value: 'POOL', label: 'Pool' },
      { value: 'MAKLER', label: 'Vermittler' },
      { value: 'KUNDE', label: 'Kunde' },
    ]);
    expect(page.items[2]).toMatchObject({
      datum: '2025-01-14',
      ersteller: 'makler',
      erstellerName: 'Max Makler',
      owner: kfId,
      schadenId: null,
      version: 1,
    });
    expect(page.items[2]?.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('shows internal staff all four visibilities and offers Intern', async () => {
    const page = await notesOf(intern, kfId);
    expect(page.items.map((n) => n.sichtbar)).toEqual(['POOL', 'INTERN', 'KUNDE', 'MAKLER']);
    expect(page.sichtbarOptions.map((o) => o.value)).toEqual(['POOL', 'MAKLER', 'KUNDE', 'INTERN']);
    expect(page.canEdit).toBe(true);
  });

  it('shows a customer exactly the Kunde note, read-only', async () => {
    const page = await notesOf(kunde, kfId);
    expect(page.items.map((n) => n.betreff)).toEqual(['Hinweis für Kundin']);
    expect(page).toMatchObject({ total: 1, canEdit: false, ersteller: 'kunde' });
  });

  it('shows an agent without the note right his own notes read-only, and nothing of another structure', async () => {
    const page = await notesOf(vermittler, wgId);
    expect(page.items.map((n) => n.sichtbar)).toEqual(['KUNDE', 'MAKLER']);
    expect(page.canEdit).toBe(false);
    expect((await list(vermittler, kfId)).statusCode).toBe(404);
    expect((await list(makler, wgId)).statusCode).toBe(404);
    expect((await list(kunde, phId)).statusCode).toBe(404);
  });

  it('pages by 10, newest first', async () => {
    const first = await notesOf(makler, lvId);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(first.items[0]?.betreff).toBe('Zuzahlung geplant');
    const second = await notesOf(makler, lvId, '?offset=10');
    expect(second.items.map((n) => n.betreff)).toEqual(['Police zugestellt', 'Antrag aufgenommen']);
    expect((await notesOf(kunde, lvId)).items.every((n) => n.sichtbar === 'KUNDE')).toBe(true);
  });
});

describe('save and delete', () => {
  it('adds, changes and deletes a note as a broker with the note right, logged field by field', async () => {
    const added = await save(makler, { ...newNote, owner: kfId });
    expect(added.statusCode, added.body).toBe(200);
    const note = added.json<Note>();
    expect(note).toMatchObject({ ...newNote, ersteller: 'makler', erstellerName: 'Max Makler', version: 1 });
    expect((await topics(makler, kfId))[0]).toBe('Rückruf');

    const changed = await save(makler, {
      ...note,
      betreff: 'Rückruf erledigt',
      datum: '2026-03-03',
      sichtbar: 'KUNDE',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Note>()).toMatchObject({ id: note.id, betreff: 'Rückruf erledigt', version: 2 });
    expect(changed.json<Note>().dateModified >= note.dateModified).toBe(true);
    expect(await topics(kunde, kfId)).toContain('Rückruf erledigt');

    const stale = await save(makler, { ...note, betreff: 'Zu spät' });
    expect(stale.statusCode).toBe(409);

    expect((await remove(makler, note.id)).json()).toEqual({ deleted: true });
    expect(await topics(makler, kfId)).not.toContain('Rückruf erledigt');
    expect((await remove(makler, note.id)).statusCode).toBe(404);
    expect((await save(makler, { ...note, version: 3 })).statusCode).toBe(404);
    const kept = await t.database.db.select().from(notes).where(eq(notes.id, note.id));
    expect(kept[0]).toMatchObject({ removedByUserId: makler.me.user.id, version: 3 });
    expect(kept[0]?.removedAt).not.toBeNull();

    const log = await changeLog(intern, note.id);
    expect(log.map((r) => [r.field, r.oldValue, r.newValue])).toEqual([
      ['datum', null, '02.03.2026'],
      ['betreff', null, 'Rückruf'],
      ['text', null, 'Kundin bittet um Rückruf.'],
      ['sichtbar', null, 'Vermittler'],
      ['datum', '02.03.2026', '03.03.2026'],
      ['betreff', 'Rückruf', 'Rückruf erledigt'],
      ['sichtbar', 'Vermittler', 'Kunde'],
      ['geloescht', null, 'Anmerkung „Rückruf erledigt“ vom 03.03.2026 gelöscht'],
    ]);
    expect(log[0]?.fieldLabel).toBe('Datum');
  });

  it('lets internal staff write an Intern note and refuses Intern from a broker with 422', async () => {
    const internal = await save(intern, { ...newNote, betreff: 'Nur intern', sichtbar: 'INTERN', owner: kfId });
    expect(internal.statusCode, internal.body).toBe(200);
    expect(internal.json<Note>().ersteller).toBe('intern');
    expect(await topics(makler, kfId)).not.toContain('Nur intern');
    expect((await remove(makler, internal.json<Note>().id)).statusCode).toBe(404);

    const refused = await save(makler, { ...newNote, sichtbar: 'INTERN', owner: kfId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      fieldErrors: { sichtbar: 'Die Sichtbarkeit Intern ist internen Mitarbeitern vorbehalten.' },
    });
    const beratung = await noteNamed(makler, kfId, 'Beratungsgespräch');
    expect((await save(makler, { ...beratung, sichtbar: 'INTERN' })).statusCode).toBe(422);
    expect((await noteNamed(makler, kfId, 'Beratungsgespräch')).version).toBe(beratung.version);
  });

  it('refuses a visibility that would hide the note from its editor', async () => {
    // A contract of a sub-broker: the makler above reads its Pool notes, not the Vermittler ones of others.
    const sub = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    const pool = await save(intern, { ...newNote, betreff: 'Pool-Hinweis', sichtbar: 'POOL', owner: sub });
    const note = pool.json<Note>();
    const hidden = await save(makler, { ...note, sichtbar: 'MAKLER' });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().fieldErrors.sichtbar).toBe(
      'Mit dieser Sichtbarkeit könnten Sie die Anmerkung selbst nicht mehr sehen.',
    );
    expect((await save(makler, { ...note, sichtbar: 'KUNDE' })).statusCode).toBe(200);
    const own = await save(makler, { ...newNote, owner: sub });
    expect(own.json<Note>().sichtbar).toBe('MAKLER');
    expect((await notesOf(makler, sub)).items.map((n) => n.id)).toContain(own.json<Note>().id);
  });

  it('refuses customers, agents without the right and read-only logins with 403', async () => {
    const hinweis = await noteNamed(kunde, kfId, 'Hinweis für Kundin');
    expect((await save(kunde, { ...newNote, owner: kfId })).statusCode).toBe(403);
    expect((await save(kunde, { ...hinweis, text: 'geändert' })).statusCode).toBe(403);
    expect((await remove(kunde, hinweis.id)).statusCode).toBe(403);
    const beratung = await noteNamed(makler, kfId, 'Beratungsgespräch');
    expect((await remove(kunde, beratung.id)).statusCode).toBe(404);

    const wgNote = (await notesOf(vermittler, wgId)).items[0] as Note;
    const agentSave = await save(vermittler, { ...newNote, owner: wgId });
    expect(agentSave.statusCode).toBe(403);
    expect(agentSave.json().code).toBe('FORBIDDEN');
    expect((await remove(vermittler, wgNote.id)).statusCode).toBe(403);
    expect((await save(vermittler, { ...newNote, owner: kfId })).statusCode).toBe(404);
    expect((await remove(vermittler, beratung.id)).statusCode).toBe(404);

    const own = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0].id;
    expect((await save(lesend, { ...newNote, owner: own })).json().code).toBe('FORBIDDEN');
    // A read-only login that holds the note right is refused because it is read-only.
    await t.database.db
      .update(users)
      .set({ rights: sql`${users.rights} || '{"canEditNotes": true}'::jsonb` })
      .where(eq(users.username, 'lesend'));
    const readOnly = await save(await loginAs(t.app, 'lesend'), { ...newNote, owner: own });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
  });

  it('refuses a note of another contract, a missing Datum or Thema, and a foreign damage report', async () => {
    const beratung = await noteNamed(makler, kfId, 'Beratungsgespräch');
    expect((await save(makler, { ...beratung, owner: lvId })).statusCode).toBe(404);
    const { datum: _, ...withoutDatum } = newNote;
    const noDatum = await save(makler, { ...withoutDatum, owner: kfId });
    expect(noDatum.statusCode).toBe(400);
    expect(noDatum.json().fieldErrors.datum).toBe('Datum ist erforderlich!');
    expect((await save(makler, { ...newNote, datum: '', owner: kfId })).json().fieldErrors.datum).toBe(
      'Datum ist erforderlich!',
    );
    const noThema = await save(makler, { ...newNote, betreff: '  ', owner: kfId });
    expect(noThema.statusCode).toBe(400);
    expect(noThema.json().fieldErrors.betreff).toBe('Thema ist erforderlich!');
    const { betreff: __, ...withoutThema } = newNote;
    expect((await save(makler, { ...withoutThema, owner: kfId })).json().fieldErrors.betreff).toBe(
      'Thema ist erforderlich!',
    );
    const hansReport = await reportId('KS-2024-0001');
    const foreign = await save(makler, { ...newNote, owner: phId, schadenId: hansReport });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.schadenId).toBe('Die Schadensmeldung gehört nicht zu diesem Vertrag.');
    expect((await save(makler, { ...beratung, schadenId: hansReport })).statusCode).toBe(400);
    expect((await list(makler, phId, `?schadenId=${hansReport}`)).statusCode).toBe(404);
  });

  it('keeps the notes of one damage report apart', async () => {
    const schadenId = await reportId('KS-2025-0107');
    const about = await save(makler, { ...newNote, betreff: 'Scheibe', owner: kfId, schadenId });
    expect(about.json<Note>().schadenId).toBe(schadenId);
    expect((await notesOf(makler, kfId, `?schadenId=${schadenId}`)).items.map((n) => n.betreff)).toEqual(['Scheibe']);
    expect((await notesOf(makler, kfId)).items.map((n) => n.betreff)).toContain('Scheibe');
  });
});

describe('visibility filter', () => {
  const actorOf = (client: Client): Actor => ({ original: client.me.originalUser, viewed: client.me.user });

  it('the SQL filter of the list answers what canSeeNote answers, for every login and viewed user', async () => {
    const db = t.database.db;
    const authors = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ['makler', 'vermittler', 'intern', 'lesend']));
    // Notes of every visibility by every author on a contract of the makler's structure and on the agent's.
    await db.insert(notes).values(
      [phId, wgId].flatMap((contractId) =>
        (['POOL', 'MAKLER', 'KUNDE', 'INTERN'] as const).flatMap((sichtbar) =>
          [...authors.map((a) => a.id), null].map((createdByUserId) => ({
            contractId,
            datum: '2026-01-02',
            betreff: `${sichtbar} von ${createdByUserId}`,
            sichtbar,
            ersteller: 'test',
            createdByUserId,
          })),
        ),
      ),
    );
    const viewers = [makler, kunde, intern, vermittler, lesend].map(actorOf);
    for (const username of ['makler', 'vermittler', 'kunde', 'lesend']) {
      const viewing = await loginAs(t.app, 'intern');
      const target = (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0];
      await viewing.inject({ method: 'POST', url: api('/auth/view-as'), payload: { userId: target?.id } });
      expect(viewing.me.user.username).toBe(username);
      viewers.push(actorOf(viewing));
    }
    const all = await db
      .select({
        id: notes.id,
        contractId: notes.contractId,
        sichtbar: notes.sichtbar,
        createdByUserId: notes.createdByUserId,
        contractBrokerId: contracts.brokerId,
      })
      .from(notes)
      .innerJoin(contracts, eq(contracts.id, notes.contractId))
      .where(and(inArray(notes.contractId, [kfId, lvId, phId, wgId]), isNull(notes.removedAt)));
    for (const actor of viewers) {
      for (const contractId of [kfId, lvId, phId, wgId]) {
        const bySql = (await findNotePage(db, actor, contractId, { offset: 0, limit: 100 })).rows.map((r) => r.id);
        const byRule = all
          .filter((n) => n.contractId === contractId && canSeeNote(actor, n.sichtbar as NoteVisibility, n))
          .map((n) => n.id);
        expect(bySql.sort(), `${actor.original.username} as ${actor.viewed.username}`).toEqual(byRule.sort());
      }
    }
  });
});
