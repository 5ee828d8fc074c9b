import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startThrowAwayPostgres } from '../../bench/postgres';

export { findPostgresBin, startThrowAwayPostgres };

export type ThrowAwayPostgres = {
  url: string;
  /** The directory of pg_ctl, initdb, pg_dump. */
  bin: string;
  /** `pg_ctl stop -m fast`: open connections are terminated, new ones refused. */
  halt: () => void;
  /** Starts the same cluster again on the same port and waits until it accepts connections. */
  resume: () => void;
  stop: () => Promise<void>;
};

/** The bench's throw-away cluster (bench/postgres.ts), which a test may also stop and start again. */
export async function startPostgres(): Promise<ThrowAwayPostgres> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error('pg_ctl nicht gefunden: PostgreSQL (Debian-Paket postgresql) ist nicht installiert.');
  }
  const cluster = await startThrowAwayPostgres(bin);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const dataDir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]?.data_directory;
  await client.end();
  if (!dataDir) {
    throw new Error('Datenverzeichnis des Clusters unbekannt.');
  }
  const port = new URL(cluster.url).port;
  const socketDir = path.dirname(dataDir);
  const pgCtl = (...args: string[]) => {
    const tool = path.join(bin, 'pg_ctl');
    const [command, fullArgs] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
    execFileSync(command, fullArgs, { stdio: 'ignore' });
  };
  let halted = false;
  const resume = () => {
    pgCtl(
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(socketDir, 'server.log'),
      '-w',
      'start',
    );
    halted = false;
  };
  return {
    url: cluster.url,
    bin,
    halt: () => {
      pgCtl('-D', dataDir, '-m', 'fast', '-w', 'stop');
      halted = true;
    },
    resume,
    // The bench's stop runs pg_ctl stop: a cluster a failed test left halted is started first.
    stop: async () => {
      if (halted) {
        resume();
      }
      await cluster.stop();
    },
  };
}
