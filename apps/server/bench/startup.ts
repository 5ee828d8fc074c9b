import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from './app-server';
import { spawnChild, waitUntilUp } from './child-process';
import { freePort } from './ports';
import { serverDir } from './settings';

const tsxCli = createRequire(path.join(serverDir, 'package.json')).resolve('tsx/cli');

/** Milliseconds from spawning the server the way `npm start` does (`tsx src/server.ts`) to /health 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env = serverEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  const started = performance.now();
  const child = spawnChild('Server (Start)', process.execPath, [tsxCli, 'src/server.ts'], serverDir, env);
  try {
    return await waitUntilUp(`http://127.0.0.1:${port}/health`, child, started);
  } finally {
    await child.stop();
  }
}

/**
 * Start-up on the embedded database (item 8: /health within 5 s): first start on an empty data
 * directory (migrations and Demo-Bestand), then a restart on the same directory.
 */
export async function measureStartup(): Promise<{ first: number; restart: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const restart = await timeStart(dataDir);
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
