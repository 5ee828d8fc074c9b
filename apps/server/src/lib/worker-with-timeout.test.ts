import { describe, expect, it } from 'vitest';
import { runInWorker, WorkerTaskError, WorkerTimeoutError } from './worker-with-timeout';

const script = (code: string) => new URL(`data:text/javascript,${encodeURIComponent(code)}`);
const header = "import { parentPort, workerData } from 'node:worker_threads';";

describe('runInWorker (issue 35 §5)', () => {
  it('answers with what the worker posts', async () => {
    const task = script(`${header} parentPort.postMessage({ ok: true, value: workerData.n * 2 });`);
    await expect(runInWorker(task, { n: 21 }, { timeoutMs: 5000 })).resolves.toBe(42);
  });

  it('passes on the message of a failed task', async () => {
    const task = script(`${header} parentPort.postMessage({ ok: false, message: 'Das Bild ist kaputt.' });`);
    await expect(runInWorker(task, null, { timeoutMs: 5000 })).rejects.toThrow(
      new WorkerTaskError('Das Bild ist kaputt.'),
    );
  });

  it('terminates a task that runs past its limit, and the event loop stays free meanwhile', async () => {
    const slow = script(`${header} for (;;) {}`);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    const error = await runInWorker(slow, null, { timeoutMs: 300 }).catch((e: unknown) => e);
    clearInterval(ticker);
    expect(error).toBeInstanceOf(WorkerTimeoutError);
    expect((error as Error).message).toBe('Die Verarbeitung dauerte zu lange und wurde nach 0,3 Sekunden abgebrochen.');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ticks).toBeGreaterThan(5);
  });

  it('a worker that ends without an answer is an error, not a hang', async () => {
    const quits = script(`${header} process.exit(3);`);
    await expect(runInWorker(quits, null, { timeoutMs: 5000 })).rejects.toThrow('Code 3');
  });
});
