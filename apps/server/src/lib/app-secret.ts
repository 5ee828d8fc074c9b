import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/** A secret never changes once made, so each database's secrets are read once per process. */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A named signing key (download links, portal handovers …): one row in app_secrets, made once per
 * database by whichever server asks first and shared by every server; never sent anywhere. Each use has
 * its own name, so a token of one kind never opens another.
 */
export function appSecret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secrets.set(name, secret);
    // A failed read (database away) is tried again next time instead of being remembered.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return (rows[0] as { value: string }).value;
}
