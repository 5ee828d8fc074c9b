import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../demo/seed';
import { createBlobStore } from '../files/create-blob-store';

export type TestTemplate = {
  /** The demo's document files (DATA_DIR/files of the seeding), copied into each test app's own DATA_DIR. */
  dataDir: string;
  /** PGlite: the migrated, seeded data directory as a tar file. */
  pgliteTar?: string;
  /** PostgreSQL: the database every test database is created from. */
  pgTemplate?: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/**
 * Migrating and seeding took ~8 s for every server test file; they are done once per run here and
 * each test app starts from a copy (PGlite: a dumped data directory, PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-template-'));
  const blobStore = createBlobStore(loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', DATA_DIR: dataDir }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template: TestTemplate = { dataDir };
  let drop = async () => {};
  if (serverUrl) {
    const name = `mw_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemoData(database.db, { blobStore });
    await database.close();
    template.pgTemplate = name;
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const database = await openDatabase({ memory: true });
    await seedDemoData(database.db, { blobStore });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tar = await client.dumpDataDir('none');
    template.pgliteTar = path.join(dataDir, 'pglite.tar');
    await writeFile(template.pgliteTar, Buffer.from(await tar.arrayBuffer()));
    await database.close();
  }
  project.provide('testTemplate', template);
  return async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
