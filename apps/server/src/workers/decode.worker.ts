// A worker thread (decision 0042): decodes and re-encodes images and PDFs away from the event loop;
// `runInWorker` terminates it at its time limit. One task per worker, given as `workerData`.
import { parentPort, workerData } from 'node:worker_threads';
import { screenPdf } from '../files/pdf-active-content';
import type { WorkerReply } from '../lib/worker-with-timeout';
import { concatenatePdf } from '../signatur/concat';
import { stampSignatures } from '../signatur/stamp';
import type { DecodeTask } from './decode-tasks';

async function run(task: DecodeTask): Promise<unknown> {
  switch (task.kind) {
    case 'concat':
      return concatenatePdf(task.main, task.parts);
    case 'stamp':
      return stampSignatures(task.pdf, task.stamps);
    case 'screenPdf':
      return screenPdf(task.pdf);
  }
}

function transferable(value: unknown): ArrayBuffer[] {
  const bytes = value instanceof Uint8Array ? value : (value as { bytes?: unknown } | undefined)?.bytes;
  return bytes instanceof Uint8Array && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}

const reply = (message: WorkerReply<unknown>, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);

run(workerData as DecodeTask).then(
  (value) => reply({ ok: true, value }, transferable(value)),
  (error: unknown) => reply({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);
