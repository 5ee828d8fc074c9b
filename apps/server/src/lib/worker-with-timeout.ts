import { Worker } from 'node:worker_threads';

/** The task ran longer than its limit; the worker was terminated. */
export class WorkerTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    const seconds = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(timeoutMs / 1000);
    super(`Die Verarbeitung dauerte zu lange und wurde nach ${seconds} Sekunden abgebrochen.`);
    this.name = 'WorkerTimeoutError';
  }
}

/** The task failed inside the worker; the message is the worker's (German where it comes from our code). */
export class WorkerTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

export type WorkerOptions = {
  timeoutMs: number;
  /** ArrayBuffers handed to the worker instead of copied (unusable here afterwards). */
  transferList?: ArrayBuffer[];
  /** Arguments of the worker (`process.argv` from index 2). */
  argv?: string[];
  /** Heap limit of the worker; over it the worker ends with an error instead of the process. */
  maxHeapMb?: number;
};

/** What a worker script posts once: its result, or the message of its error. */
export type WorkerReply<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs one task in a new worker thread and terminates it after `timeoutMs`: a decode that takes too
 * long (an image bomb, a hostile PDF) neither blocks the server's event loop nor runs on. The script
 * gets `data` as `workerData` and posts one `WorkerReply`.
 */
export function runInWorker<T>(script: URL, data: unknown, options: WorkerOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: data,
      transferList: options.transferList ?? [],
      ...(options.argv ? { argv: options.argv } : {}),
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1024 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        settle();
        void worker.terminate();
      }
    };
    const timer = setTimeout(() => finish(() => reject(new WorkerTimeoutError(options.timeoutMs))), options.timeoutMs);
    worker.once('message', (reply: WorkerReply<T>) =>
      finish(() => (reply.ok ? resolve(reply.value) : reject(new WorkerTaskError(reply.message)))),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`Der Hintergrundprozess endete ohne Ergebnis (Code ${code}).`))),
    );
  });
}
