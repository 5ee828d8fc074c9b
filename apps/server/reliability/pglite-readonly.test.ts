import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorCatalog } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoLogin as login,
  type RunningServer,
  type DemoSession as Session,
  startDemoServer,
} from './support/server-process';

// Issue 39 item 2, the embedded PGlite: a write that fails at the file system answers an error (not
// a hang) and the server goes on once the cause is gone. The data directory is made read-only under
// the running server. As root chmod stops nothing, so there it is a read-only bind mount of the
// directory on itself (EROFS); as another user chmod a-w (EACCES).

const asRoot = process.getuid?.() === 0;
const REQUEST_LIMIT_MS = 8_000;

let dataDir: string;
let pgdata: string;
let server: RunningServer | undefined;
let session: Session;
let contractId: number;
let readOnly = false;

function makeReadOnly(): void {
  if (asRoot) {
    execFileSync('mount', ['--bind', pgdata, pgdata]);
    execFileSync('mount', ['-o', 'remount,ro,bind', pgdata]);
  } else {
    execFileSync('chmod', ['-R', 'a-w', pgdata]);
  }
  readOnly = true;
}

function makeWritable(): void {
  if (asRoot) {
    execFileSync('umount', [pgdata]);
  } else {
    execFileSync('chmod', ['-R', 'u+w', pgdata]);
  }
  readOnly = false;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-rel-pglite-'));
  pgdata = path.join(dataDir, 'pglite');
  // The first start loads the demo data; the second is a fresh process that has opened no file of
  // the notes yet (PostgreSQL keeps a table's files open once used, and an open file stays writable).
  const first = await startDemoServer({ dataDir });
  await first.child.stop();
  server = await startDemoServer({ dataDir });
  session = await login(server.base, 'makler');
  const list = await fetch(`${server.base}/MSC3/restful/insurances?search=KF-4711-0815`, { headers: session.headers });
  contractId = ((await list.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
  expect(contractId).toBeGreaterThan(0);
});
afterAll(async () => {
  if (readOnly) {
    makeWritable();
  }
  await server?.child.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function writeNote(betreff: string) {
  const sentAt = performance.now();
  const response = await fetch(`${server?.base}/MSC3/restful/anmerkungen`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ owner: contractId, datum: '2026-05-04', betreff, sichtbar: 'MAKLER' }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - sentAt, body, id: response.ok ? Number(body.id) : 0 };
}

describe('PGlite: the data directory read-only under a running server', () => {
  it('answers the writes with 503 and its German message, no hang, and goes on once it is writable again', async () => {
    makeReadOnly();
    const failed = [];
    for (let n = 0; n < 5; n++) {
      failed.push(await writeNote(`Schreibgeschützt ${n}`));
    }
    const restoredAt = performance.now();
    makeWritable();
    let recoveredAt = 0;
    const confirmed = [];
    for (let n = 0; n < 50 && confirmed.length < 5; n++) {
      const answer = await writeNote(`Wieder beschreibbar ${n}`);
      if (answer.status === 200) {
        recoveredAt ||= performance.now();
        confirmed.push(answer);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const list = await fetch(`${server?.base}/MSC3/restful/insurances/${contractId}/anmerkungen?limit=100`, {
      headers: session.headers,
    });
    const stored = ((await list.json()) as { items: { id: number; betreff: string }[] }).items;
    console.info(
      `PGlite schreibgeschützt (${asRoot ? 'Bind-Mount ro, EROFS' : 'chmod a-w, EACCES'}): ${failed
        .map((a) => `${a.status} in ${Math.round(a.ms)} ms`)
        .join(', ')}; danach ${confirmed.length} Schreibvorgänge bestätigt, erholt ${(
        (recoveredAt - restoredAt) / 1000
      ).toFixed(2)} s nach dem Beheben`,
    );

    for (const answer of failed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: errorCatalog.DATABASE_UNAVAILABLE.message,
        fehlerId: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
      expect(answer.ms).toBeLessThan(REQUEST_LIMIT_MS);
    }
    expect(confirmed).toHaveLength(5);
    expect((recoveredAt - restoredAt) / 1000).toBeLessThan(5);
    // Every confirmed note is there; none of the refused ones is.
    const storedIds = new Set(stored.map((note) => note.id));
    expect(confirmed.every((answer) => storedIds.has(answer.id))).toBe(true);
    expect(stored.filter((note) => note.betreff.startsWith('Schreibgeschützt'))).toEqual([]);
    const health = await fetch(`${server?.base}/health`);
    expect(health.status).toBe(200);
    const log = server?.child.output() ?? '';
    expect(log).toContain('database unavailable');
    expect(log).not.toMatch(/insert into|"notes"|params:/i);
  });
});
