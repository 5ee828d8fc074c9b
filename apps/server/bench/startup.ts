import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from './app-server';
import { spawnChild, waitUntilUp } from './child-process';
import { freePort } from './ports';
import { serverDir } from './settings';

const bundle = path.join(serverDir, 'dist', 'bin', 'server.mjs');

/** The server bundle and database template as `npm start` builds them (decision 0012). */
function buildServer(): void {
  execFileSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'ignore' });
}

/** Milliseconds from spawning the server the way `npm start` does (`node dist/bin/server.mjs`) to /health 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env = serverEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  const started = performance.now();
  const child = spawnChild('Server (Start)', process.execPath, ['--enable-source-maps', bundle], serverDir, env);
  try {
    return await waitUntilUp(`http://127.0.0.1:${port}/health`, child, started);
  } finally {
    await child.stop();
  }
}

/**
 * Start-up on the embedded database (item 8: /health within 5 s): first start on an empty data
 * directory (database template, migrations and Demo-Bestand), then a restart on the same directory.
 */
export async function measureStartup(): Promise<{ first: number; restart: number }> {
  buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const restart = await timeStart(dataDir);
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
