import type { Db } from '../db/client';
import { createQueue, type JobHandler, startWorker } from './queue';

/**
 * The process's job worker over the given handlers, one per job kind. The composition root
 * (job-handlers.ts) brings the handlers together from the areas that own them, so the queue knows no area.
 */
export function startJobWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: { warn: (message: string) => void },
): { wake: () => void; stop: () => Promise<void> } {
  const worker = startWorker(createQueue(db, handlers), log);
  return { wake: worker.wake, stop: worker.stop };
}
