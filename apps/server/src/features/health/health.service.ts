import type { Db } from '../../db/client';
import { pingDatabase } from './health.repository';

export type Health =
  | { ok: true; body: { status: 'ok'; database: 'ok' } }
  | { ok: false; error: unknown; body: { status: 'error'; database: 'nicht erreichbar'; message: string } };

/** What /health says while the database does not answer (a person may read it too). */
export const DATABASE_DOWN_TEXT = 'Die Datenbank ist nicht erreichbar.';

/** The server is healthy while its database answers. */
export async function checkHealth(db: Db): Promise<Health> {
  try {
    await pingDatabase(db);
    return { ok: true, body: { status: 'ok', database: 'ok' } };
  } catch (error) {
    return { ok: false, error, body: { status: 'error', database: 'nicht erreichbar', message: DATABASE_DOWN_TEXT } };
  }
}
