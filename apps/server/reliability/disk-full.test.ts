import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, open, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '../bench/app-server';
import { serverDir } from '../bench/settings';
import { type RunningServer, session, startServer } from './support/server-process';
import { postFile, storeState, uploadUrl } from './support/uploads';

// Issue 39 item 3: the file store's disk is really full (a tmpfs of its own under DATA_DIR/files, filled
// up to 1 MiB with a ballast file the store does not count) while a 3 MiB upload comes in.
const run = promisify(execFile);
const MiB = 1024 * 1024;
const STORAGE_FULL = 'Der Speicherplatz für Dateien ist erschöpft. Bitte wenden Sie sich an die Administration.';

let dataDir: string;
let filesDir: string;
let mounted = false;
let server: RunningServer | undefined;

async function mountTmpfs(dir: string, size: string): Promise<void> {
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0750`, 'tmpfs', dir]);
  } catch (error) {
    // No fake: without a real full file system this test has nothing to show.
    throw new Error(
      `Der Test braucht ein eigenes tmpfs (mount als root, CAP_SYS_ADMIN); mount schlug fehl: ${(error as Error).message}`,
    );
  }
}

/** Fills the file system of `dir` with a ballast file until only `leave` bytes are free. */
async function fillUp(dir: string, leave: number): Promise<string> {
  const ballast = path.join(dir, 'ballast');
  const { bavail, bsize } = await statfs(dir);
  const handle = await open(ballast, 'w');
  const block = Buffer.alloc(MiB, 1);
  let left = bavail * bsize - leave;
  while (left > 0) {
    const { bytesWritten } = await handle.write(block, 0, Math.min(block.length, left));
    left -= bytesWritten;
  }
  await handle.close();
  return ballast;
}

async function documentsInFolder(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}/MSC3/restful/dokumentenarchiv/documents?scope=vertrag&id=1&nodeId=SONSTIGES`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { numberOfRecords: number }).numberOfRecords;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-diskfull-'));
  filesDir = path.join(dataDir, 'files');
  await mkdir(filesDir);
  await mountTmpfs(filesDir, '64m');
  mounted = true;
  // The demo's documents go into the tmpfs too, so files:check has real blobs to check afterwards.
  server = await startServer({ dataDir }, { DEMO_DATA: 'true', MAX_UPLOAD_MB: '20' });
});

afterAll(async () => {
  await server?.child.stop();
  if (mounted) {
    await run('umount', [filesDir]);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the file store’s disk is full during an upload', () => {
  it('answers 507 in German, keeps no half blob and no document, and takes the file once there is room', async () => {
    const live = server as RunningServer;
    const { cookie, writeHeaders } = await session(live.base);
    const before = await storeState(dataDir);
    const documentsBefore = await documentsInFolder(live.base, cookie);
    const ballast = await fillUp(filesDir, MiB);

    const full = await postFile(uploadUrl(live.base), writeHeaders, { megabytes: 3 });
    expect(full.status).toBe(507);
    // A 5xx answer names its request id (Fehler-ID) for the office's report.
    expect(JSON.parse(full.body)).toEqual({
      code: 'STORAGE_FULL',
      message: STORAGE_FULL,
      fehlerId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(await storeState(dataDir)).toEqual(before);
    expect(before.temp).toEqual([]);
    expect(await documentsInFolder(live.base, cookie)).toBe(documentsBefore);

    // The server goes on: reads work while the disk is full, and an upload works once there is room.
    await rm(ballast);
    const afterwards = await postFile(uploadUrl(live.base), writeHeaders, { megabytes: 3 });
    expect(afterwards.status).toBe(200);
    const stored = JSON.parse(afterwards.body) as { files: { size: number }[] };
    expect(stored.files.map((f) => f.size)).toEqual([3 * MiB]);
    expect(await storeState(dataDir)).toEqual({ blobs: before.blobs + 1, temp: [] });
    expect(await documentsInFolder(live.base, cookie)).toBe(documentsBefore + 1);
  });

  it('npm run files:check afterwards finds nothing missing or broken', async () => {
    // PGlite's data directory belongs to one process: the server stops before the check opens it.
    await server?.child.stop();
    server = undefined;
    const check = await run(process.execPath, ['--import', 'tsx', 'src/files/files-check-cli.ts'], {
      cwd: serverDir,
      env: serverEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    });
    expect(check.stderr).not.toMatch(/Fehlt|Beschädigt/);
    expect(check.stdout).toMatch(/^\d+ Dateien geprüft \(\d+ Dokumente\)\./m);
  });
});
