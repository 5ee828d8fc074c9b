import type { Customer } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// The change log is append-only and hash-chained (migration 0001): the database refuses to change it, and
// a row rewritten by someone who switched the guard off breaks the chain at that row.
let t: TestApp;
let makler: Client;
let intern: Client;
let erikaId: number;
beforeAll(async () => {
  t = await createTestApp();
  [makler, intern] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'intern')]);
  erikaId = await customerIdByNummer(makler, 'KF-4711-0815');
});
afterAll(async () => {
  await t.close();
});

const REFUSED = 'Das Änderungslog kann nicht geändert oder gelöscht werden.';

/** The error the database raised, as the driver reports it (its message, or the cause's). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

const verify = async () =>
  (await intern.inject({ method: 'GET', url: api('/changelog/verify') })).json<{
    ok: boolean;
    rows: number;
    brokenAtId: number | null;
  }>();

describe('change log integrity', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on the change log with its own message', async () => {
    const before = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM change_log`);
    expect(await refusal(t.database.db.execute(sql`UPDATE change_log SET new_value = 'x'`))).toContain(REFUSED);
    expect(await refusal(t.database.db.execute(sql`DELETE FROM change_log`))).toContain(REFUSED);
    expect(await refusal(t.database.db.execute(sql`TRUNCATE change_log`))).toContain(REFUSED);
    const after = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM change_log`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('chains every row to the previous one and detects tampering', async () => {
    const current = (await makler.inject({ method: 'GET', url: api(`/customers/${erikaId}`) })).json<Customer>();
    const { id, kundennr, vermittler, ...values } = current;
    const saved = await makler.inject({
      method: 'PUT',
      url: api(`/customers/${erikaId}`),
      payload: { ...values, strasse: 'Prüfweg', hausnr: '7', plz: '10117', ort: 'Berlin' },
    });
    expect(saved.statusCode).toBe(200);
    const intact = await verify();
    expect(intact).toMatchObject({ ok: true, brokenAtId: null });
    expect(intact.rows).toBeGreaterThan(0);

    // Internal staff only: a broker learns nothing about the chain.
    const byBroker = await makler.inject({ method: 'GET', url: api('/changelog/verify') });
    expect(byBroker.statusCode).toBe(403);
    expect(byBroker.json().code).toBe('FORBIDDEN');

    // Someone with database rights switches the guard off and rewrites one row: the chain breaks there.
    const rows = await t.database.db.execute<{ id: number; new_value: string | null }>(
      sql`SELECT id, new_value FROM change_log WHERE record_type = 'kunde' AND record_id = ${erikaId} AND field = 'strasse' ORDER BY id DESC LIMIT 1`,
    );
    const target = rows.rows[0]!;
    expect(target.new_value).toBe('Prüfweg');
    const rewrite = async (value: string | null) => {
      await t.database.db.execute(sql`ALTER TABLE change_log DISABLE TRIGGER change_log_no_update`);
      await t.database.db.execute(sql`UPDATE change_log SET new_value = ${value} WHERE id = ${target.id}`);
      await t.database.db.execute(sql`ALTER TABLE change_log ENABLE TRIGGER change_log_no_update`);
    };
    await rewrite('Gefälschte Straße 1');
    expect(await verify()).toMatchObject({ ok: false, brokenAtId: Number(target.id) });
    await rewrite(target.new_value);
    expect(await verify()).toMatchObject({ ok: true, brokenAtId: null });
  });
});
