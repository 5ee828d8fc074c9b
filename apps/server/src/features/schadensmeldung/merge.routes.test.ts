import type { DamageReportDetails, DamageReportList } from '@maklerwerk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagePayments, damageReports, damageStatusHistory, notes } from '../../db/schema';
import { api } from '../../test/lookups';
import type { Client, TestApp } from '../../test/test-app';
import { type ClaimsFixture, openClaimsFixture } from './claims.fixture';

let t: TestApp;
let makler: Client;
let kunde: Client;
let vermittler: Client;
let lesend: Client;
let intern: Client;
let kfId: number;
let id: ClaimsFixture['id'];
let numbers: () => string[];
beforeAll(async () => {
  ({ t, makler, kunde, vermittler, lesend, intern, kfId, id, numbers } = await openClaimsFixture());
});
afterAll(async () => {
  await t.close();
});

const merge = (client: Client, toRemove: number, toKeep: number) =>
  client.inject({
    method: 'POST',
    url: api('/schadensmeldungen/merge'),
    payload: { toRemove: { schadenId: toRemove }, toKeep: { schadenId: toKeep } },
  });
const details = async (client: Client, schadenId: number) =>
  (await client.inject({ method: 'GET', url: api(`/schadensmeldungen/${schadenId}`) })).json<DamageReportDetails>();
const changeLog = async (schadenId: number) =>
  (
    await intern.inject({ method: 'GET', url: api(`/changelog?recordType=schadensmeldung&recordId=${schadenId}`) })
  ).json<{ field: string; newValue: string | null }[]>();

/** Where the payments, notes and history rows of a report are: the ids hanging on it. */
async function attachments(reportId: number) {
  const db = t.database.db;
  const [payments, noteRows, history] = await Promise.all([
    db.select({ id: damagePayments.id }).from(damagePayments).where(eq(damagePayments.damageReportId, reportId)),
    db.select({ id: notes.id }).from(notes).where(eq(notes.damageReportId, reportId)),
    db
      .select({ id: damageStatusHistory.id })
      .from(damageStatusHistory)
      .where(eq(damageStatusHistory.damageReportId, reportId)),
  ]);
  return {
    payments: payments.map((r) => r.id).sort(),
    notes: noteRows.map((r) => r.id).sort(),
    history: history.map((r) => r.id).sort(),
  };
}

async function addNote(contractId: number, reportId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(notes)
    .values({
      contractId,
      damageReportId: reportId,
      datum: '2025-06-04',
      betreff: 'Zum Schaden',
      sichtbar: 'MAKLER',
      ersteller: 'makler',
    })
    .returning({ id: notes.id });
  return row?.id ?? 0;
}

describe('merge: who may', () => {
  it('refuses users without the merge right (403), reports outside the scope (404) and bad bodies (400)', async () => {
    const [a, b] = [id('KS-2025-0107-A'), id('KS-2025-0107')];
    expect((await merge(kunde, a, b)).statusCode).toBe(403);
    expect((await merge(kunde, a, b)).json().code).toBe('FORBIDDEN');
    expect((await merge(vermittler, a, b)).statusCode).toBe(404);
    expect((await merge(lesend, a, b)).statusCode).toBe(404);
    const wg = await merge(vermittler, id('WG-2023-0031'), id('WG-2025-0204'));
    expect(wg.statusCode).toBe(403);
    expect((await merge(makler, id('WG-2023-0031'), id('WG-2025-0204'))).statusCode).toBe(404);
    expect((await merge(makler, a, 2147483647)).statusCode).toBe(404);
    const bad = await makler.inject({
      method: 'POST',
      url: api('/schadensmeldungen/merge'),
      payload: { toRemove: { schadenId: 'x' }, toKeep: {} },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fieldErrors['toRemove.schadenId']).toBe('Ungültige Id.');
    expect((await details(makler, a)).schadennr).toBe('KS-2025-0107-A');
  });

  it('refuses the read-only login (no merge right) with 403 on reports of its own scope', async () => {
    const [first] = (await lesend.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items;
    const report = async () =>
      (
        await makler.inject({
          method: 'POST',
          url: api(`/insurances/${first.id}/schadensmeldungen`),
          payload: { ereignisdatum: '2025-01-01', schadensursacheText: 'Doppelt' },
        })
      ).json().schadenId;
    const response = await merge(lesend, await report(), await report());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses with 422 and the domain message: the same report, different contracts', async () => {
    const same = await merge(makler, id('KS-2025-0107'), id('KS-2025-0107'));
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Eine Schadensmeldung kann nicht mit sich selbst vereinigt werden.',
    });
    const ph = numbers().find((nr) => nr.startsWith('PH-'));
    const different = await merge(makler, id('KS-2025-0107-A'), id(ph ?? ''));
    expect(different.statusCode).toBe(422);
    expect(different.json().message).toBe('Nur Schadensmeldungen desselben Vertrags können vereinigt werden.');
  });
});

describe('merge: one transaction', () => {
  it('moves nothing when the transaction fails halfway (the removal of the source)', async () => {
    const [source, kept] = [id('KS-2024-0001'), id('KS-2025-0107')];
    await addNote(kfId, source);
    const before = { source: await attachments(source), kept: await attachments(kept) };
    expect(before.source.payments).toHaveLength(2);
    const db = t.database.db;
    await db.execute(
      sql.raw(`CREATE FUNCTION test_fail_merge() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER test_fail_merge BEFORE UPDATE OF removed_at ON damage_reports
        FOR EACH ROW WHEN (NEW.id = ${source} AND NEW.removed_at IS NOT NULL) EXECUTE FUNCTION test_fail_merge()`),
    );
    try {
      const response = await merge(makler, source, kept);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Es ist ein unerwarteter Fehler aufgetreten.');
    } finally {
      await db.execute(sql.raw('DROP TRIGGER test_fail_merge ON damage_reports'));
      await db.execute(sql.raw('DROP FUNCTION test_fail_merge()'));
    }
    expect({ source: await attachments(source), kept: await attachments(kept) }).toEqual(before);
    const [row] = await db.select().from(damageReports).where(eq(damageReports.id, source));
    expect(row).toMatchObject({ removedAt: null, mergedIntoId: null });
    expect((await changeLog(kept)).some((r) => r.field === 'vereinigt')).toBe(false);
    expect((await details(makler, source)).zahlungen).toHaveLength(2);
  });

  it('moves payments, notes and history to the kept report, removes the source and logs both', async () => {
    const [source, kept] = [id('KS-2025-0107-A'), id('KS-2025-0107')];
    const payment = await makler.inject({
      method: 'POST',
      url: api(`/schadensmeldungen/${source}/zahlungen`),
      payload: { datum: '2025-06-10', betragCents: 12_000, empfaenger: 'Glas-Express', vermerk: null },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const noteId = await addNote(kfId, source);
    const moving = await attachments(source);
    const keptBefore = await details(makler, kept);
    expect(moving.history.length).toBeGreaterThan(0);

    const response = await merge(makler, source, kept);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kept: { schadenId: kept, contractId: kfId } });

    const now = await attachments(kept);
    expect(now.payments).toEqual(expect.arrayContaining(moving.payments));
    expect(now.notes).toContain(noteId);
    expect(now.history).toEqual(expect.arrayContaining(moving.history));
    expect(await attachments(source)).toEqual({ payments: [], notes: [], history: [] });
    const keptAfter = await details(makler, kept);
    expect(keptAfter.zahlungen.map((z) => z.empfaenger)).toContain('Glas-Express');
    expect(keptAfter.statusHistory.length).toBe(keptBefore.statusHistory.length + moving.history.length);
    expect(keptAfter.version).toBe(keptBefore.version + 1);

    const [row] = await t.database.db.select().from(damageReports).where(eq(damageReports.id, source));
    expect(row).toMatchObject({ mergedIntoId: kept, removedByUserId: makler.me.user.id });
    expect(row?.removedAt).not.toBeNull();
    expect((await makler.inject({ method: 'GET', url: api(`/schadensmeldungen/${source}`) })).statusCode).toBe(404);
    const list = await makler.inject({ method: 'GET', url: api(`/insurances/${kfId}/schadensmeldungen`) });
    expect(list.json<DamageReportList>().items.map((r) => r.schadenId)).not.toContain(source);

    expect((await changeLog(kept)).at(-1)).toMatchObject({
      field: 'vereinigt',
      newValue: 'Schadensmeldung KS-2025-0107-A übernommen',
    });
    expect((await changeLog(source)).at(-1)).toMatchObject({
      field: 'vereinigt',
      newValue: 'vereinigt mit KS-2025-0107',
    });

    const again = await merge(makler, source, kept);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Eine gelöschte oder bereits vereinigte Schadensmeldung kann nicht vereinigt werden.',
    );
    const into = await merge(makler, kept, source);
    expect(into.statusCode).toBe(422);
  });

  it('lets only one of two opposite merges of the same pair win (intern, bypass)', async () => {
    const phReports = numbers()
      .filter((nr) => nr.startsWith('PH-'))
      .map(id);
    const [a = 0, b = 0] = phReports;
    const results = await Promise.all([merge(intern, a, b), merge(intern, b, a)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.database.db
      .select({ id: damageReports.id, removedAt: damageReports.removedAt })
      .from(damageReports)
      .where(sql`${damageReports.id} IN (${a}, ${b})`);
    expect(rows.filter((r) => r.removedAt !== null)).toHaveLength(1);
  });
});
