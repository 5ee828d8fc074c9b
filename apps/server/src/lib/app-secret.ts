import type { Db } from '../db/client';
import { readOrCreateSecret } from './app-secret.repository';

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
    secret = readOrCreateSecret(db, name);
    secrets.set(name, secret);
    // A failed read (database away) is tried again next time instead of being remembered.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
