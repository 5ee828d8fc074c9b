import type { Db } from '../db/client';
import { createQueue, type JobHandler, startWorker } from './queue';

export type JobWorkerTiming = {
  /** How long a claim holds without renewal (the heartbeat renews it every third of it). */
  leaseMs?: number;
  /** How often the worker looks for due jobs. */
  pollMs?: number;
};

/**
 * The process's job worker over the given handlers, one per job kind. The composition root
 * (job-handlers.ts) brings the handlers together from the areas that own them, so the queue knows no area.
 */
export function startJobWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: { warn: (message: string) => void },
  timing: JobWorkerTiming = {},
): { wake: () => void; stop: () => Promise<void> } {
  const queue = createQueue(db, handlers, timing.leaseMs === undefined ? {} : { leaseMs: timing.leaseMs });
  const worker = startWorker(queue, log, timing.pollMs === undefined ? {} : { intervalMs: timing.pollMs });
  return { wake: worker.wake, stop: worker.stop };
}
