import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../paths';

/** Runs one SQL text and returns its rows (PGlite's transaction, a pg client, Drizzle's execute). */
export type RawQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** A table's state: its row count and an MD5 over the sorted MD5s of its rows' text. */
export type TableDigest = { table: string; rows: number; md5: string };

/** How far the database is migrated: the applied migrations and the newest one's tag. */
export type MigrationLevel = { applied: number; last: string | null };

/** What a backup records of the database it dumped, read in the same snapshot as the dump. */
export type DatabaseState = { tables: TableDigest[]; migration: MigrationLevel };

// A row's text depends on these settings; fixed, so two databases with equal rows give equal digests.
const FIXED_TEXT_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
  "SET LOCAL bytea_output = 'hex'",
];

const TABLES = `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY n.nspname, c.relname`;

/**
 * Every table of every schema (ours and Drizzle's migration table), each with its row count and digest.
 * Must run inside a transaction (the settings are SET LOCAL). Excludes nothing: sessions and jobs too.
 */
export async function readDatabaseState(query: RawQuery): Promise<DatabaseState> {
  for (const setting of FIXED_TEXT_SETTINGS) {
    await query(setting);
  }
  const tables: TableDigest[] = [];
  for (const row of await query(TABLES)) {
    const table = String(row.name);
    const [digest] = await query(
      `SELECT count(*)::bigint::text AS rows, coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS md5
         FROM (SELECT md5(t::text) AS h FROM ${table} t) rows`,
    );
    tables.push({ table, rows: Number(digest?.rows ?? 0), md5: String(digest?.md5 ?? '') });
  }
  return { tables, migration: await readMigrationLevel(query) };
}

/** The applied migrations as Drizzle records them, named by the journal's tag of the newest one. */
export async function readMigrationLevel(query: RawQuery): Promise<MigrationLevel> {
  const exists = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (exists[0]?.present !== true) {
    return { applied: 0, last: null };
  }
  const [row] = await query(
    'SELECT count(*)::int AS applied, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
  );
  const newest = row?.newest == null ? undefined : Number(row.newest);
  const tag = journal().find((entry) => entry.when === newest)?.tag ?? (newest === undefined ? null : String(newest));
  return { applied: Number(row?.applied ?? 0), last: tag };
}

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this version of the code knows (drizzle/meta/_journal.json). */
export function journal(migrationsFolder = path.join(serverRoot, 'drizzle')): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** Whether a database holds no table, view or sequence of its own (only PostgreSQL's catalogues). */
export async function isDatabaseEmpty(query: RawQuery): Promise<boolean> {
  const [row] =
    await query(`SELECT count(*)::int AS objects FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`);
  return Number(row?.objects ?? 0) === 0;
}

/**
 * A PostgreSQL snapshot held open while `use` runs: a repeatable-read transaction whose snapshot is
 * exported, so that pg_dump (`--snapshot`) dumps exactly the state the digests were read from.
 */
export async function withPostgresSnapshot<T>(
  databaseUrl: string,
  use: (snapshot: { id: string; state: DatabaseState }) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query: RawQuery = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [exported] = await query('SELECT pg_export_snapshot() AS id');
    const state = await readDatabaseState(query);
    const result = await use({ id: String(exported?.id), state });
    await client.query('COMMIT');
    return result;
  } finally {
    await client.end();
  }
}

/** Connects to a PostgreSQL database for a few plain statements (the restore's checks). */
export async function withPostgresClient<T>(databaseUrl: string, use: (query: RawQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}
