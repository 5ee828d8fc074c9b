import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOKUMENT_LIMITS } from '@maklerwerk/domain';
import type { BlobStore } from './blob-store';
import { captureHead } from './capture-head';
import { detectFileType, fileNameWithExtension } from './detect-type';
import { safeFileName } from './zip-stream';

/** Enough bytes for file-type to recognise every format it knows. */
const HEAD_BYTES = 4100;

export type IncomingFile = { fileName: string; stream: Readable };

export type StoredFile = { hash: string; size: number; mimeType: string; fileName: string; originalFileName: string };

/**
 * Streams one file into the store while hashing it and keeping its head; the type comes from the
 * content, and the name gets the detected extension. Over the limit: `BlobTooLargeError`, nothing kept.
 */
export async function storeFile(store: BlobStore, file: IncomingFile, maxBytes: number): Promise<StoredFile> {
  const capture = captureHead(HEAD_BYTES);
  const piping = pipeline(file.stream, capture.stream).catch(() => undefined);
  try {
    const info = await store.put(capture.stream, { maxBytes });
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
    capture.stream.resume();
    file.stream.resume();
    throw error;
  } finally {
    await piping;
  }
}
