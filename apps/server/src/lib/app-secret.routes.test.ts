import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { appSecret } from './app-secret';

describe('appSecret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a secret once, keeps it in the database and answers the same one again', async () => {
    const first = await appSecret(t.database.db, 'test-secret');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await appSecret(t.database.db, 'test-secret')).toBe(first);
    const rows = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'test-secret'));
    expect(rows.map((r) => r.value)).toEqual([first]);
  });

  it('gives each use its own key', async () => {
    expect(await appSecret(t.database.db, 'test-a')).not.toBe(await appSecret(t.database.db, 'test-b'));
  });
});
