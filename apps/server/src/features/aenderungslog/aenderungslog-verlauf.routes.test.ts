import type { AenderungslogVerlaufEintrag, Person } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let intern: Client;
let kfId: number;
let erikaId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'intern'),
  ]);
  [kfId] = await contractIds(makler, ['KF-4711-0815'] as const);
  erikaId = kunde.me.user.customerId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const logOf = (client: Client, recordType: string, recordId: number) =>
  client.inject({ method: 'GET', url: api(`/changelog?recordType=${recordType}&recordId=${recordId}`) });

describe('who reads the change log (spec 2.1)', () => {
  it('internal staff viewing a customer get 403 from the API, as the hidden step says', async () => {
    expect((await logOf(intern, 'versicherung', kfId)).statusCode).toBe(200);
    const viewing = await loginAs(t.app, 'intern');
    const start = await viewing.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: kunde.me.user.id },
    });
    expect(start.statusCode).toBe(200);
    const refused = await logOf(viewing, 'versicherung', kfId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('the four tenants without a change log get 403', async () => {
    for (const tenant of ['premium-plus-master', 'premium-plus', 'partner-a', 'partner-b']) {
      await t.database.db.execute(sql`UPDATE users SET tenant = ${tenant} WHERE username = 'vermittler'`);
      const vermittler = await loginAs(t.app, 'vermittler');
      const response = await logOf(vermittler, 'versicherung', kfId);
      expect(response.statusCode, tenant).toBe(403);
    }
    await t.database.db.execute(sql`UPDATE users SET tenant = 'standard' WHERE username = 'vermittler'`);
  });
});

describe('every record type that is written can be read', () => {
  it('person rows are readable with their customer, and hidden from another customer', async () => {
    const created = await makler.inject({
      method: 'POST',
      url: api(`/customers/${erikaId}/persons`),
      payload: { anrede: 'Frau', vorname: 'Mia', name: 'Mustermann', geburtsdatum: '2019-03-04' },
    });
    const person = created.json<Person>();
    const log = (await logOf(makler, 'person', person.id)).json<AenderungslogVerlaufEintrag[]>();
    expect(log.map((r) => [r.fieldLabel, r.newValue])).toEqual([
      ['Anrede', 'Frau'],
      ['Vorname', 'Mia'],
      ['Name', 'Mustermann'],
      ['Geburtsdatum', '2019-03-04'],
    ]);
    expect((await logOf(kunde, 'person', person.id)).statusCode).toBe(200);
    const hans = await loginAs(t.app, 'vermittler');
    expect((await logOf(hans, 'person', person.id)).statusCode).toBe(404);
  });

  it('contact-person rows are readable by the office', async () => {
    const company = (await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}`) })).json().gesellschaft.id;
    const created = await makler.inject({
      method: 'POST',
      url: api(`/gesellschaften/${company}/ansprechpartner`),
      payload: { name: 'Frau Kontakt', typ: 'Vertrieb', email: 'kontakt@example.de' },
    });
    expect(created.statusCode).toBe(200);
    const log = (await logOf(makler, 'ansprechpartner', created.json().id)).json<AenderungslogVerlaufEintrag[]>();
    expect(log.map((r) => r.fieldLabel)).toEqual(['Name', 'Typ', 'E-Mail']);
  });
});

describe('damage reports and notes (issue 9)', () => {
  const idOf = async (query: ReturnType<typeof sql>) =>
    Number((await t.database.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0);

  it("a note's log is read by who reads the note; a damage report's by who sees its contract", async () => {
    const internNote = await idOf(sql`SELECT id FROM notes WHERE betreff = 'Interne Prüfung'`);
    const kundeNote = await idOf(sql`SELECT id FROM notes WHERE betreff = 'Hinweis für Kundin'`);
    const report = await idOf(sql`SELECT id FROM damage_reports WHERE schadennr = 'KS-2024-0001'`);
    expect((await logOf(intern, 'anmerkung', internNote)).statusCode).toBe(200);
    expect((await logOf(makler, 'anmerkung', internNote)).statusCode).toBe(404);
    expect((await logOf(kunde, 'anmerkung', internNote)).statusCode).toBe(404);
    expect((await logOf(kunde, 'anmerkung', kundeNote)).statusCode).toBe(200);
    expect((await logOf(makler, 'schadensmeldung', report)).statusCode).toBe(200);
    const vermittler = await loginAs(t.app, 'vermittler');
    expect((await logOf(vermittler, 'schadensmeldung', report)).statusCode).toBe(404);
  });
});

describe('audit entries of a login', () => {
  it('who viewed whom: start and end, with original and viewed user', async () => {
    const viewer = await loginAs(t.app, 'intern');
    await viewer.inject({ method: 'POST', url: api('/auth/view-as'), payload: { userId: makler.me.user.id } });
    await viewer.inject({ method: 'POST', url: api('/auth/view-as/end') });
    const log = (await logOf(intern, 'benutzer', intern.me.user.id)).json<AenderungslogVerlaufEintrag[]>();
    const entries = log.filter((r) => r.field === 'ansichtAls').slice(-2);
    expect(entries.map((r) => [r.fieldLabel, r.oldValue, r.newValue])).toEqual([
      ['Ansicht als', null, 'Max Makler (makler)'],
      ['Ansicht als', 'Max Makler (makler)', null],
    ]);
    expect(entries[0]).toMatchObject({ userName: 'Ina Intern', originalUserName: 'Ina Intern' });
    expect(entries[1]).toMatchObject({ userName: 'Max Makler', originalUserName: 'Ina Intern' });
    // Nobody else reads a user's audit entries, internal staff read all.
    expect((await logOf(makler, 'benutzer', intern.me.user.id)).statusCode).toBe(404);
  });

  it('a password change is logged without the password', async () => {
    const lesend = await loginAs(t.app, 'lesend');
    const changed = await lesend.inject({
      method: 'POST',
      url: api('/auth/password'),
      payload: { currentPassword: 'demo', newPassword: 'ein-neues-Passwort-42' },
    });
    expect(changed.statusCode).toBe(200);
    const log = (await logOf(intern, 'benutzer', lesend.me.user.id)).json<AenderungslogVerlaufEintrag[]>();
    expect(log.map((r) => [r.fieldLabel, r.oldValue, r.newValue])).toEqual([['Passwort', null, 'geändert']]);
  });
});

describe('the hash chain under concurrent writers', () => {
  it('stays intact when a writer that drew its id first has to wait for the chain lock', async () => {
    const db = t.database.db;
    const row = (field: string) =>
      sql`INSERT INTO change_log (record_type, record_id, field, new_value) VALUES ('kunde', ${erikaId}, ${field}, 'x')`;
    // The first writer holds the chain lock and writes late; the second draws its id meanwhile and waits.
    // On PostgreSQL these are two connections; PGlite runs them one after the other.
    let first!: Promise<unknown>;
    const holding = new Promise<void>((resolve) => {
      first = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(7428001)`);
        resolve();
        await tx.execute(sql`SELECT pg_sleep(0.3)`);
        await tx.execute(row('gleichzeitig-1'));
      });
    });
    await holding;
    const second = db.execute(row('gleichzeitig-2'));
    await Promise.all([first, second]);

    const broken = await db.execute<{ id: string | null }>(sql`SELECT change_log_verify() AS id`);
    expect(broken.rows[0]?.id ?? null).toBeNull();
  });
});
