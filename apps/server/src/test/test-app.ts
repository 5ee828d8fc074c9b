import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type Me } from '@maklerwerk/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemoData } from '../demo/seed';
import { createBlobStore } from '../files/create-blob-store';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
};

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // Each test app has its own file store (documents of the demo included), removed on close.
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'mw-test-')));
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env, DATA_DIR: dataDir });
  const blobStore = createBlobStore(config);
  await seedDemoData(database.db, { blobStore });
  const app = await buildApp({ db: database.db, config, logger: false, blobStore });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (env.DATA_DIR === undefined) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { database: await openDatabase({ memory: true }), drop: async () => {} };
  }
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A logged-in client: keeps the session cookie and sends the CSRF token on mutations. */
export type Client = {
  me: Me;
  cookie: string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export async function loginAs(app: FastifyInstance, username: string, password = 'demo'): Promise<Client> {
  const response = await app.inject({
    method: 'POST',
    url: '/MSC3/restful/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = sessionCookie(response.headers['set-cookie']);
  let me = response.json<Me>();
  const client: Client = {
    get me() {
      return me;
    },
    cookie,
    inject: async (options) => {
      const headers = { ...(options.headers ?? {}), cookie, [CSRF_HEADER]: me.csrfToken };
      const res = await app.inject({ ...options, headers });
      if (res.statusCode === 200 && options.method === 'POST' && String(options.url).includes('/auth/view-as')) {
        me = res.json<Me>();
      }
      return res;
    },
  };
  return client;
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('mw_session='));
  if (!found) {
    throw new Error('no session cookie');
  }
  return found.split(';')[0] ?? '';
}
