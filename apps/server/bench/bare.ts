import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnChild, waitUntilUp } from './child-process';
import { freePort } from './ports';
import { serverDir } from './settings';

/** Starts the bare reference server for the given bodies; `url(i)` answers bodies[i]. */
export async function startBare(bodies: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-bare-'));
  const file = path.join(dir, 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const started = performance.now();
  const child = spawnChild(
    'bare Fastify',
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', file, String(port)],
    serverDir,
    process.env,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/health`, child, started);
  return {
    url: (index: number) => `${base}/${index}`,
    stop: async () => {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
