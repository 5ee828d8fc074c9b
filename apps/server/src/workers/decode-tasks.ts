import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfScreening } from '../files/pdf-active-content';
import { runInWorker } from '../lib/worker-with-timeout';
import { serverRoot } from '../paths';
import type { SignatureStamp } from '../signatur/stamp';

/** The tasks of decode.worker.ts. */
export type DecodeTask =
  | { kind: 'concat'; main: Uint8Array; parts: { bytes: Uint8Array; mimeType: string }[] }
  | { kind: 'stamp'; pdf: Uint8Array; stamps: SignatureStamp[] }
  | { kind: 'screenPdf'; pdf: Uint8Array };

/** Time limits of one task: a normal file takes well under a second (measured in decision 0042). */
export const DECODE_TIME_LIMIT_MS = { concat: 30_000, stamp: 30_000, screenPdf: 20_000 } as const;

// From source (tsx: dev, tests, CLIs) the worker is the .ts file, started through tsx by
// from-source.worker.mjs; in the bundle (decision 0012) it is dist/bin/decode.worker.mjs beside
// server.mjs, which then holds this module.
const fromSource = import.meta.url.endsWith('.ts');
const sourceDir = path.join(serverRoot, 'src', 'workers');
const script = pathToFileURL(
  fromSource
    ? path.join(sourceDir, 'from-source.worker.mjs')
    : path.join(serverRoot, 'dist', 'bin', 'decode.worker.mjs'),
);
const argv = fromSource ? [pathToFileURL(path.join(sourceDir, 'decode.worker.ts')).href] : undefined;

function inWorker<T>(task: DecodeTask, timeoutMs: number): Promise<T> {
  return runInWorker<T>(script, task, { timeoutMs, ...(argv ? { argv } : {}) });
}

/** `concatenatePdf` (signatur/concat.ts) in a worker with a time limit. */
export function concatenatePdfInWorker(main: Uint8Array, parts: { bytes: Uint8Array; mimeType: string }[]) {
  return inWorker<Uint8Array>({ kind: 'concat', main, parts }, DECODE_TIME_LIMIT_MS.concat);
}

/** `stampSignatures` (signatur/stamp.ts) in a worker with a time limit. */
export function stampSignaturesInWorker(pdf: Uint8Array, stamps: SignatureStamp[]) {
  return inWorker<Uint8Array>({ kind: 'stamp', pdf, stamps }, DECODE_TIME_LIMIT_MS.stamp);
}

/** `screenPdf` (files/pdf-active-content.ts) in a worker with a time limit. */
export function screenPdfInWorker(pdf: Uint8Array) {
  return inWorker<PdfScreening>({ kind: 'screenPdf', pdf }, DECODE_TIME_LIMIT_MS.screenPdf);
}
