import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOKUMENT_LIMITS } from '@maklerwerk/domain';
import { screenPdfInWorker } from '../workers/decode-tasks';
import type { BlobStore } from './blob-store';
import { captureHead } from './capture-head';
import { detectFileType, fileNameWithExtension } from './detect-type';
import { type ScreenPdf, uploadScreen } from './upload-screen';
import { safeFileName } from './zip-stream';

/** Enough bytes for file-type to recognise every format it knows. */
const HEAD_BYTES = 4100;

export type IncomingFile = { fileName: string; stream: Readable };

export type StoredFile = { hash: string; size: number; mimeType: string; fileName: string; originalFileName: string };

/**
 * Streams one file into the store while hashing it and keeping its head; the type comes from the
 * content, and the name gets the detected extension. Over the limit: `BlobTooLargeError`, nothing kept.
 * An image of too many pixels: `ImageTooLargeError`, nothing kept; a PDF is stored without active
 * content (`uploadScreen`, decision 0042).
 */
export async function storeFile(
  store: BlobStore,
  file: IncomingFile,
  maxBytes: number,
  screenPdf: ScreenPdf = screenPdfInWorker,
): Promise<StoredFile> {
  const capture = captureHead(HEAD_BYTES);
  const piping = pipeline(file.stream, capture.stream).catch(() => undefined);
  const screen = uploadScreen(maxBytes, screenPdf);
  // The screen may refuse before the store starts reading; the store then gets the error from it.
  screen.on('error', () => undefined);
  // pipe() does not pass an error on: without this a client that breaks off mid-upload would leave the
  // store waiting for the rest forever, its temporary file with it.
  capture.stream.on('error', (error) => screen.destroy(error));
  try {
    // The screen enforces `maxBytes` on what comes in; a cleaned PDF may come out a little larger.
    const info = await store.put(capture.stream.pipe(screen), { maxBytes: Number.MAX_SAFE_INTEGER });
    const original = safeFileName(file.fileName).slice(0, DOKUMENT_LIMITS.fileName) || 'Dokument';
    const type = await detectFileType(capture.head(), original);
    return {
      hash: info.hash,
      size: info.size,
      mimeType: type.mime,
      fileName: fileNameWithExtension(original, type.ext),
      originalFileName: original,
    };
  } catch (error) {
    // The parser skips the rest of the part only if this part is read to its end.
    capture.stream.unpipe(screen);
    screen.destroy();
    capture.stream.resume();
    file.stream.resume();
    throw error;
  } finally {
    await piping;
  }
}
