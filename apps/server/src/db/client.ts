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

/** One type for both drivers: PGlite and node-postgres expose the same Drizzle API. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a running transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(serverRoot, 'drizzle');

export type DatabaseTarget =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In memory; `loadDataDir` starts from a dumped data directory (the tests' migrated, seeded template). */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    // JIT compiling pays off for long analytic queries; ours are short, and a plan whose estimate
    // crosses jit_above_cost (a list's never-run branch, 0034) would compile on every execution.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL-Verbindung unterbrochen: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release: (() => void) | undefined;
  let client: PGlite;
  if ('dataDir' in target) {
    release = acquireDataDirLock(target.dataDir);
    const pgdata = path.join(target.dataDir, 'pglite');
    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      copyTemplate(migrationsFolder, pgdata);
    }
    client = new PgliteWithNamedStatements(pgdata, { extensions: { pg_trgm } });
  } else {
    client = new PgliteWithNamedStatements({
      extensions: { pg_trgm },
      ...('loadDataDir' in target ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  // PGlite has no JIT compiler; switched off as on the server, so both run the same settings.
  await client.exec('SET jit = off');
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release?.();
    },
  };
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
