import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteWithNamedStatements } from './pglite-named';
import { copyTemplate, writeTemplate } from './pglite-template';
import * as schema from './schema';
import { type DatabaseState, readDatabaseState } from './snapshot';

type Row = Record<string, unknown>;

/** One type for both drivers: PGlite and node-postgres expose the same Drizzle API. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a running transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Every table's row count and digest and the migration level, read in one transaction (backup/). */
  readState: () => Promise<DatabaseState>;
  /**
   * PGlite only: the data directory dumped through PGlite's own dump together with its state, while
   * no other statement runs (the backup of a running server, backup/backup-socket.ts).
   */
  snapshot?: () => Promise<{ tar: Blob; state: DatabaseState }>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseTarget =
  | { databaseUrl: string }
  /** `loadDataDir`: a new data directory filled from a dump (the restore; the directory must be empty). */
  | { dataDir: string; loadDataDir?: Blob }
  /** In memory; `loadDataDir` starts from a dumped data directory (the tests' migrated, seeded template). */
  | { memory: true; loadDataDir?: Blob };

/** `migrate: false` opens the database as it is (the restore checks what it restored). */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if ('databaseUrl' in target) {
    // JIT compiling pays off for long analytic queries; ours are short, and a plan whose estimate
    // crosses jit_above_cost (a list's never-run branch, 0034) would compile on every execution.
    // connectionTimeoutMillis: while PostgreSQL is down or out of reach, a request waits at most
    // this long for a connection and is answered 503 DATABASE_UNAVAILABLE (lib/error-handler.ts)
    // instead of hanging; a broken connection is dropped by the pool and the next query opens a new one.
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      options: '-c jit=off',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL-Verbindung unterbrochen: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    if (migrate) {
      await migrateOnce(pool, () => migratePg(db, { migrationsFolder }));
    }
    const readState = async () => {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return await readDatabaseState(async (text) => (await connection.query(text)).rows);
      } finally {
        await connection.query('ROLLBACK').catch(() => undefined);
        connection.release();
      }
    };
    return { db, kind: 'postgres', readState, close: () => pool.end() };
  }
  let release: (() => void) | undefined;
  let client: PGlite;
  if ('dataDir' in target) {
    release = acquireDataDirLock(target.dataDir);
    const pgdata = path.join(target.dataDir, 'pglite');
    const loadDataDir = 'loadDataDir' in target ? target.loadDataDir : undefined;
    if (!loadDataDir && !fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      copyTemplate(migrationsFolder, pgdata);
    }
    client = new PgliteWithNamedStatements(pgdata, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } else {
    client = new PgliteWithNamedStatements({
      extensions: { pg_trgm },
      ...('loadDataDir' in target ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  // PGlite has no JIT compiler; switched off as on the server, so both run the same settings.
  await client.exec('SET jit = off');
  const pgliteDb = drizzlePglite(client, { schema });
  if (migrate) {
    await migratePglite(pgliteDb, { migrationsFolder });
  }
  const pglite = client;
  const readState = () =>
    pglite.transaction((tx) => readDatabaseState(async (text) => (await tx.query(text)).rows as Row[]));
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    readState,
    // PGlite runs one statement at a time; the transaction keeps every other one out from the digests
    // until the dump is written, so both show the same state. The dump takes only the query lock,
    // which the transaction does not hold between its statements.
    snapshot: () =>
      pglite.transaction(async (tx) => {
        const state = await readDatabaseState(async (text) => (await tx.query(text)).rows as Row[]);
        await tx.query('CHECKPOINT');
        return { tar: await pglite.dumpDataDir('none'), state };
      }),
    close: async () => {
      await client.close();
      release?.();
    },
  };
}

// Any fixed number: the advisory lock that servers starting together on one database take to migrate.
const MIGRATION_LOCK = 39_001;

/**
 * Several servers may start at once on one PostgreSQL database: one migrates while the others wait on
 * an advisory lock (held by a connection of its own), then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

/** Writes the migrated, empty data directory that a first start copies instead of running initdb. */
export function writePgliteTemplate(): Promise<string> {
  return writeTemplate(migrationsFolder, async (dir) => {
    const client = new PGlite(dir, { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await client.query('VACUUM');
    await client.close();
  });
}
