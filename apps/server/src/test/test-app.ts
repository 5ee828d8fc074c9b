import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type Me } from '@maklerwerk/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemoData } from '../demo/seed';
import { createBlobStore } from '../files/create-blob-store';
import { uncheckedRules } from '../lib/endpoint';
import type { LogDestination } from '../lib/logger';
import type { TestTemplate } from './global-setup';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
};

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways). Both start as a copy of
 * the demo data that the global setup migrated and seeded once (test/global-setup.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: LogDestination } = {},
): Promise<TestApp> {
  const template = inject('testTemplate');
  const { database, drop } = await openTestDatabase(template);
  // Each test app has its own file store (the demo's documents copied in), removed on close.
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'mw-test-')));
  // PORT 80: the listen address is what an injected request's Host (localhost:80) names.
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', PORT: '80', ...env, DATA_DIR: dataDir });
  const blobStore = createBlobStore(config);
  if (template) {
    await cp(path.join(template.dataDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
  } else {
    await seedDemoData(database.db, { blobStore });
  }
  // No log unless a test reads it (at LOG_LEVEL of env).
  const app = await buildApp({
    db: database.db,
    config,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    blobStore,
  });
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
      if (uncheckedRules.size > 0) {
        throw new Error(`Routes answered without checking their rule:\n${[...uncheckedRules].join('\n')}`);
      }
    },
  };
}

async function openTestDatabase(
  template: TestTemplate | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.pgliteTar ? new Blob([await readFile(template.pgliteTar)]) : undefined;
    return {
      database: await openDatabase(loadDataDir ? { memory: true, loadDataDir } : { memory: true }),
      drop: async () => {},
    };
  }
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template?.pgTemplate ? ` TEMPLATE ${template.pgTemplate}` : ''}`);
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

/** The five demo logins the route tests ask as: makler, kunde, intern, vermittler, lesend. */
export function loginAllRoles(app: FastifyInstance): Promise<[Client, Client, Client, Client, Client]> {
  return Promise.all([
    loginAs(app, 'makler'),
    loginAs(app, 'kunde'),
    loginAs(app, 'intern'),
    loginAs(app, 'vermittler'),
    loginAs(app, 'lesend'),
  ]);
}

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
