import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client';
import { claimDueJobs, insertJob, markJobFailed, markJobFinished, rescheduleJob } from './job.repository';

/** One claimed job as its handler sees it. */
export type Job = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };

export type JobHandler = {
  run: (job: Job) => Promise<void>;
  /** After the last attempt failed: the job is given up (e.g. the mail shows 'senden fehlgeschlagen'). */
  giveUp?: (job: Job, error: string) => Promise<void>;
};

export type QueueOptions = {
  /** How long a claim holds: a job of a process that died runs again after this. */
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

/**
 * The queue of one process. `claim` takes due jobs with FOR UPDATE SKIP LOCKED and leases them to this
 * worker; a job runs once per claim, and only a claim whose lease ran out (the process died between
 * claim and the end of the job) is claimed again.
 */
export function createQueue(db: Db, handlers: Record<string, JobHandler>, options: QueueOptions = {}) {
  const workerId = randomUUID();
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 6 * 60 * 60_000;
  const batch = options.batch ?? 5;
  const kinds = Object.keys(handlers);

  async function claim(): Promise<Job[]> {
    if (kinds.length === 0) {
      return [];
    }
    return claimDueJobs(db, { workerId, leaseMs, kinds, batch });
  }

  async function finish(job: Job): Promise<void> {
    await markJobFinished(db, job.id, workerId);
  }

  async function fail(job: Job, error: string): Promise<void> {
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

  return { workerId, claim, runDue, finish, fail };
}

export type Queue = ReturnType<typeof createQueue>;

/**
 * Polls the queue every `intervalMs` (at once again while jobs were due). `wake()` polls now: the
 * process that enqueued a mail does not wait for the next tick. Errors are logged, never thrown.
 */
export function startWorker(queue: Queue, log: { warn: (message: string) => void }, intervalMs = 2000) {
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
      log.warn(`Warteschlange: ${error instanceof Error ? error.message : String(error)}`);
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
  void tick();
  return {
    wake: () => void tick(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      while (running) {
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
