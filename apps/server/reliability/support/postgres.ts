import { findPostgresBin, startThrowAwayPostgres } from '../../bench/postgres';

export { findPostgresBin, startThrowAwayPostgres };

/** A throw-away PostgreSQL cluster on a free port (bench/postgres.ts); `stop` shuts it down and deletes it. */
export async function startPostgres(): Promise<{ url: string; bin: string; stop: () => Promise<void> }> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error('PostgreSQL (pg_ctl, initdb) ist auf diesem Rechner nicht installiert.');
  }
  return { ...(await startThrowAwayPostgres(bin)), bin };
}
