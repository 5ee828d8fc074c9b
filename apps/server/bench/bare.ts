import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Waves } from './capture';
import { spawnChild, waitUntilUp } from './child-process';
import { freePort } from './ports';
import { serverDir } from './settings';

/**
 * A statement's arguments as JSON can carry them: the query config without Drizzle's type parsers
 * (functions; pg's own parse the same types alike for this purpose).
 */
const portable = (args: unknown[]) =>
  args.map((a) => {
    if (a === null || typeof a !== 'object' || Array.isArray(a)) {
      return a;
    }
    const { name, text, values, rowMode } = a as Record<string, unknown>;
    return { name, text, values, rowMode };
  });

/**
 * Starts the bare reference server for the given bodies; `url(i)` answers bodies[i]. With `sql`
 * (PostgreSQL only: a second process cannot open the embedded database) `sqlUrl(i)` also runs the
 * statements case i sent, through the driver alone, before it answers.
 */
export async function startBare(bodies: string[], sql?: { databaseUrl: string; waves: Waves[] }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-bare-'));
  const file = path.join(dir, 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const env = { ...process.env };
  if (sql) {
    const sqlFile = path.join(dir, 'statements.json');
    fs.writeFileSync(
      sqlFile,
      JSON.stringify(sql.waves.map((waves) => waves.map((w) => w.map((s) => portable(s.args))))),
    );
    Object.assign(env, { SQL_FILE: sqlFile, DATABASE_URL: sql.databaseUrl });
  }
  const port = await freePort();
  const started = performance.now();
  const child = spawnChild(
    'bare Fastify',
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', file, String(port)],
    serverDir,
    env,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/health`, child, started);
  return {
    url: (index: number) => `${base}/${index}`,
    sqlUrl: sql ? (index: number) => `${base}/sql/${index}` : undefined,
    stop: async () => {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
