import type { Me } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';

// „Einstellungen“ of the user menu: the entries per table page (spec termine-courtage-aenderungslog.md 3.10).
let t: TestApp;
let makler: Client;
let intern: Client;
beforeAll(async () => {
  t = await createTestApp();
  [makler, intern] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'intern')]);
});
afterAll(async () => {
  await t.close();
});

const save = (client: Client, tablePageSize: unknown) =>
  client.inject({ method: 'PUT', url: '/MSC3/restful/auth/settings', payload: { tablePageSize } });
const me = async (client: Client) => (await client.inject({ method: 'GET', url: '/MSC3/restful/auth/me' })).json<Me>();
const logRows = async (userId: number) =>
  (
    await t.database.db.execute<{ old_value: string | null; new_value: string | null }>(
      sql`SELECT old_value, new_value FROM change_log WHERE record_type = 'benutzer' AND record_id = ${userId} AND field = 'tabellenSeitengroesse' ORDER BY id`,
    )
  ).rows;

describe('own settings', () => {
  it('a user sets his entries per page: me carries it at once, the change is logged, null clears it', async () => {
    const saved = await save(makler, 50);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Me>().tablePageSize).toBe(50);
    // At once, not after the session memory's second.
    expect((await me(makler)).tablePageSize).toBe(50);
    expect(await logRows(makler.me.user.id)).toEqual([{ old_value: null, new_value: '50' }]);

    // Saving the same size again writes nothing.
    expect((await save(makler, 50)).statusCode).toBe(200);
    expect(await logRows(makler.me.user.id)).toHaveLength(1);

    expect((await save(makler, null)).json<Me>().tablePageSize).toBeUndefined();
    expect((await me(makler)).tablePageSize).toBeUndefined();
    expect(await logRows(makler.me.user.id)).toEqual([
      { old_value: null, new_value: '50' },
      { old_value: '50', new_value: null },
    ]);
  });

  it('refuses a size that is not offered with a German message and changes nothing', async () => {
    for (const size of [30, 0, 1000, '50', 2.5]) {
      const refused = await save(makler, size);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors.tablePageSize).toBe(
        'Bitte wählen Sie 10, 25, 50 oder 100 Einträge je Seite.',
      );
    }
    expect((await me(makler)).tablePageSize).toBeUndefined();
  });

  it('while viewing as another user his settings are not one’s own: 403, nothing written', async () => {
    const viewed = await intern.inject({
      method: 'POST',
      url: '/MSC3/restful/auth/view-as',
      payload: { userId: makler.me.user.id },
    });
    expect(viewed.statusCode).toBe(200);
    const refused = await save(intern, 100);
    expect(refused.statusCode).toBe(403);
    expect((await me(makler)).tablePageSize).toBeUndefined();
    expect((await intern.inject({ method: 'POST', url: '/MSC3/restful/auth/view-as/end' })).statusCode).toBe(200);
    // Back as himself, the same request is his own setting.
    expect((await save(intern, 100)).json<Me>().tablePageSize).toBe(100);
  });

  it('the database keeps only the offered sizes', async () => {
    const error = await t.database.db
      .execute(sql`UPDATE users SET table_page_size = 30 WHERE username = 'makler'`)
      .then(
        () => 'accepted',
        (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    expect(error).toContain('users_table_page_size_check');
  });
});
