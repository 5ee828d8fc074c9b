import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { createQueue, enqueue, type JobHandler, startWorker } from './queue';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`Zeitüberschreitung: ${what}`);
    }
    await sleep(20);
  }
}

async function jobRow(kind: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
  return row;
}

/** A handler that counts its runs and finishes only when told to. */
function slowHandler() {
  let runs = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: JobHandler = {
    run: async () => {
      runs++;
      await released;
    },
  };
  return { handler, runs: () => runs, release };
}

describe('job lease with heartbeat (issue 39)', () => {
  it('renews the lease of a running job, so a job longer than its lease is not claimed twice', async () => {
    const kind = 'test.lang';
    const slow = slowHandler();
    const warnings: string[] = [];
    const leaseMs = 300;
    const running = createQueue(t.database.db, { [kind]: slow.handler }, { leaseMs });
    const worker = startWorker(running, { warn: (m) => warnings.push(m) }, { intervalMs: 50, heartbeatMs: 100 });
    const other = createQueue(t.database.db, { [kind]: slow.handler }, { leaseMs });
    try {
      await enqueue(t.database.db, kind, {});
      worker.wake();
      await waitFor('der Auftrag läuft', () => slow.runs() === 1);
      // Five leases long the other worker finds nothing to claim: the heartbeat keeps the job held.
      const until = Date.now() + 5 * leaseMs;
      let claimedByOther = 0;
      while (Date.now() < until) {
        claimedByOther += (await other.claim()).length;
        await sleep(25);
      }
      expect(claimedByOther).toBe(0);
      const held = await jobRow(kind);
      expect(held?.lockedBy).toBe(running.workerId);
      expect(new Date(held?.lockedUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
      slow.release();
      await waitFor('der Auftrag ist erledigt', async () => (await jobRow(kind))?.finishedAt != null);
      expect(slow.runs()).toBe(1);
      expect((await jobRow(kind))?.attempts).toBe(1);
      expect(running.held()).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      slow.release();
      await worker.stop();
    }
  });

  it('a lease nobody renews (the server died) runs out and another worker takes the job over', async () => {
    const kind = 'test.verwaist';
    const slow = slowHandler();
    slow.release();
    const leaseMs = 300;
    const dead = createQueue(t.database.db, { [kind]: slow.handler }, { leaseMs });
    const other = createQueue(t.database.db, { [kind]: slow.handler }, { leaseMs });
    await enqueue(t.database.db, kind, {});
    const claimed = await dead.claim();
    const claimedAt = Date.now();
    expect(claimed).toHaveLength(1);
    // While the lease holds, the other worker leaves the job alone …
    expect(await other.runDue()).toBe(0);
    // … and takes it over once it ran out.
    await waitFor('der andere übernimmt', async () => (await other.runDue()) === 1);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs - 50);
    const row = await jobRow(kind);
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.lockedBy).toBe(other.workerId);
    expect(row?.attempts).toBe(2);
    expect(slow.runs()).toBe(1);
    // The dead worker's late heartbeat finds the job no longer its own and reports it.
    expect(await dead.renew()).toEqual([claimed[0]?.id]);
    expect(dead.held()).toEqual([]);
  });

  it('a heartbeat after the job was taken over is logged and changes nothing', async () => {
    const kind = 'test.uebernommen';
    const slow = slowHandler();
    const warnings: string[] = [];
    const leaseMs = 300;
    const paused = createQueue(t.database.db, { [kind]: slow.handler }, { leaseMs });
    const other = createQueue(t.database.db, { [kind]: { run: async () => undefined } }, { leaseMs });
    await enqueue(t.database.db, kind, {});
    const [job] = await paused.claim();
    // The first server stalls longer than its lease (no heartbeat), the second takes the job over.
    await waitFor('der andere übernimmt', async () => (await other.runDue()) === 1);
    // Now the first one's heartbeat runs again.
    const worker = startWorker(paused, { warn: (m) => warnings.push(m) }, { intervalMs: 60_000, heartbeatMs: 30 });
    try {
      await waitFor('die Warnung', () => warnings.length > 0);
      expect(warnings[0]).toMatch(new RegExp(`Auftrag ${job?.id} gehört nicht mehr diesem Server`));
      const row = await jobRow(kind);
      expect(row?.lockedBy).toBe(other.workerId);
      expect(row?.lockedUntil).toBeNull();
      expect(row?.finishedAt).not.toBeNull();
    } finally {
      slow.release();
      await worker.stop();
    }
  });
});
