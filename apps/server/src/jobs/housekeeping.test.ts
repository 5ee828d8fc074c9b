import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { runHousekeeping } from './housekeeping';

let t: TestApp;
let makler: Client;

beforeAll(async () => {
  t = await createTestApp();
  makler = await loginAs(t.app, 'makler');
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

describe('housekeeping', () => {
  it('removes expired sessions and login guesses older than the window, and keeps what is still valid', async () => {
    await t.database.db.execute(sql`
      INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at)
      SELECT 'abgelaufen', id, 'x', now() - interval '1 minute' FROM users WHERE username = 'makler'`);
    await t.database.db.execute(sql`
      INSERT INTO login_attempts (username, ip, at) VALUES
        ('alt', '192.0.2.1', now() - interval '16 minutes'), ('frisch', '192.0.2.1', now() - interval '1 minute')`);

    const result = await runHousekeeping(t.database.db, 15);

    expect(result).toEqual({ sessions: 1, loginAttempts: 1 });
    expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = 'abgelaufen'`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM login_attempts WHERE username = 'frisch'`)).toBe(1);
    // The live session of the logged-in broker is untouched.
    const me = await makler.inject({ method: 'GET', url: api('/auth/me') });
    expect(me.statusCode).toBe(200);
  });
});
