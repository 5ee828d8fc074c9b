import { deleteExpiredSessions, deleteOldLoginAttempts } from '../auth/session.repository';
import type { Db } from '../db/client';
import { messageForLog } from '../lib/logger';

export type HousekeepingResult = { sessions: number; loginAttempts: number };

/** Removes expired sessions and login guesses older than the login window (both only grow otherwise). */
export async function runHousekeeping(db: Db, loginWindowMinutes: number): Promise<HousekeepingResult> {
  const sessions = await deleteExpiredSessions(db);
  const loginAttempts = await deleteOldLoginAttempts(db, loginWindowMinutes);
  return { sessions, loginAttempts };
}

const HOUR = 60 * 60 * 1000;

/**
 * Runs the housekeeping at start and then hourly. Several instances on one PostgreSQL may run it side
 * by side: the deletes are idempotent. A failure is logged and tried again an hour later.
 */
export function startHousekeeping(
  db: Db,
  loginWindowMinutes: number,
  log: { info: (message: string) => void; warn: (message: string) => void },
): () => void {
  const run = () => {
    runHousekeeping(db, loginWindowMinutes)
      .then(({ sessions, loginAttempts }) => {
        if (sessions + loginAttempts > 0) {
          log.info(`Aufgeräumt: ${sessions} abgelaufene Sitzungen, ${loginAttempts} alte Anmeldeversuche`);
        }
      })
      .catch((error: unknown) => log.warn(`Aufräumen fehlgeschlagen: ${messageForLog(error)}`));
  };
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
