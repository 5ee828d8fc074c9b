import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client';
import { messageForLog } from '../lib/logger';
import {
  claimDueJobs,
  insertJob,
  markJobFailed,
  markJobFinished,
  renewJobLeases,
  rescheduleJob,
} from './job.repository';

/** One claimed job as its handler sees it. */
export type Job = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };

export type JobHandler = {
  run: (job: Job) => Promise<void>;
  /** After the last attempt failed: the job is given up (e.g. the mail shows 'senden fehlgeschlagen'). */
  giveUp?: (job: Job, error: string) => Promise<void>;
};

export type QueueOptions = {
  /**
   * How long a claim holds without renewal: a job of a process that died runs again after this. The
   * worker renews the leases of the jobs it holds (`renew`) well before they run out.
   */
  leaseMs?: number;
  /** First retry after this; every further one waits twice as long (capped at `maxBackoffMs`). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Jobs claimed at once by one poll. */
  batch?: number;
};

/** Adds a job in the caller's transaction: it exists exactly when the change that needs it does. */
export function enqueue(
  tx: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<void> {
  return insertJob(tx, kind, payload, options);
}

/** The wait before attempt n+1 after n failed ones: backoff · 2^(n−1), capped. */
export function retryDelay(failedAttempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** The default lease: short, so a dead server's jobs are taken over soon; the heartbeat renews it. */
export const DEFAULT_LEASE_MS = 30_000;

/**
 * The queue of one process. `claim` takes due jobs with FOR UPDATE SKIP LOCKED and leases them to this
 * worker; `renew` extends the leases of the jobs it holds (claimed, not yet finished). A job runs once
 * per claim, and only a claim whose lease ran out (the process died, so nobody renewed it) is claimed
 * again.
 */
export function createQueue(db: Db, handlers: Record<string, JobHandler>, options: QueueOptions = {}) {
  const workerId = randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 6 * 60 * 60_000;
  const batch = options.batch ?? 5;
  const kinds = Object.keys(handlers);
  // The jobs this worker claimed and has not finished yet: the ones whose leases `renew` extends.
  const held = new Set<number>();

  async function claim(): Promise<Job[]> {
    if (kinds.length === 0) {
      return [];
    }
    const claimed = await claimDueJobs(db, { workerId, leaseMs, kinds, batch });
    for (const job of claimed) {
      held.add(job.id);
    }
    return claimed;
  }

  /**
   * Extends the lease of every job this worker holds, where it still holds it. Answers the ids that
   * were not ours any more (another worker took them after the lease ran out): they are dropped and
   * whatever this worker still does with them changes no job row.
   */
  async function renew(): Promise<number[]> {
    if (held.size === 0) {
      return [];
    }
    const ids = [...held];
    const renewed = new Set(await renewJobLeases(db, { workerId, leaseMs, ids }));
    const lost = ids.filter((id) => !renewed.has(id) && held.has(id));
    for (const id of lost) {
      held.delete(id);
    }
    return lost;
  }

  async function finish(job: Job): Promise<void> {
    held.delete(job.id);
    await markJobFinished(db, job.id, workerId);
  }

  async function fail(job: Job, error: string): Promise<void> {
    held.delete(job.id);
    if (job.attempts >= job.maxAttempts) {
      await markJobFailed(db, job.id, workerId, error);
      await handlers[job.kind]?.giveUp?.(job, error);
      return;
    }
    await rescheduleJob(db, job.id, workerId, { error, delayMs: retryDelay(job.attempts, backoffMs, maxBackoffMs) });
  }

  /** Claims due jobs and runs them; answers how many ran (succeeded or not). */
  async function runDue(): Promise<number> {
    const claimed = await claim();
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) {
          throw new Error(`Unbekannte Aufgabe ${job.kind}`);
        }
        await handler.run(job);
        await finish(job);
      } catch (error) {
        await fail(job, error instanceof Error ? error.message : String(error));
      }
    }
    return claimed.length;
  }

  return { workerId, leaseMs, claim, renew, runDue, finish, fail, held: () => [...held] };
}

export type Queue = ReturnType<typeof createQueue>;

export type WorkerOptions = {
  /** Poll interval; default 2 s. */
  intervalMs?: number;
  /** How often the leases of held jobs are renewed; default a third of the lease. */
  heartbeatMs?: number;
};

/**
 * Polls the queue every `intervalMs` (at once again while jobs were due) and renews the leases of the
 * jobs it holds every `heartbeatMs`. `wake()` polls now: the process that enqueued a mail does not wait
 * for the next tick. Errors are logged, never thrown.
 */
export function startWorker(queue: Queue, log: { warn: (message: string) => void }, options: WorkerOptions = {}) {
  const intervalMs = options.intervalMs ?? 2000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(queue.leaseMs / 3));
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let again = false;

  const tick = async () => {
    if (stopped) {
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      while (!stopped && (await queue.runDue()) > 0) {
        // Jobs were due: look again before sleeping.
      }
    } catch (error) {
      log.warn(`Warteschlange: ${messageForLog(error)}`);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void tick();
      return;
    }
    schedule();
  };
  const schedule = () => {
    if (!stopped) {
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  };
  let renewing = false;
  const heartbeat = setInterval(() => {
    if (renewing) {
      return;
    }
    renewing = true;
    queue
      .renew()
      .then((lost) => {
        for (const id of lost) {
          log.warn(`Warteschlange: Auftrag ${id} gehört nicht mehr diesem Server (Frist abgelaufen, übernommen).`);
        }
      })
      .catch((error: unknown) => {
        log.warn(`Warteschlange (Frist verlängern): ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        renewing = false;
      });
  }, heartbeatMs);
  heartbeat.unref();
  void tick();
  return {
    wake: () => void tick(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      while (running) {
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
