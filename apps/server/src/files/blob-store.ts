import type { Readable } from 'node:stream';
import { InvalidBlobHashError } from './blob-errors';

export type BlobInfo = { hash: string; size: number };

export type BlobStat = { size: number };

/**
 * Content-addressed file store: a blob is named by the SHA-256 (lowercase hex) of its bytes, so it
 * is written once and never changes. Two drivers: disk (`DATA_DIR/files`) and S3.
 */
export type BlobStore = {
  /**
   * Streams `source` in while hashing it; nothing is held in memory. Over `maxBytes` the write stops,
   * the temporary data is removed and `BlobTooLargeError` (413, German message) is thrown. The source
   * is then not destroyed but left draining, so that a multipart parser goes on with the next file
   * (destroy it to stop reading). With @fastify/multipart use `limits.fileSize: maxBytes + 1` and
   * `throwFileSizeLimit: false`: the parser skips the rest of the part and this error names the file.
   * Content that is already stored intact is not written again; a missing or corrupt copy is replaced
   * (uploading the same file again repairs it).
   */
  put(source: Readable, options: { maxBytes: number }): Promise<BlobInfo>;
  /**
   * Streams a blob out and verifies its hash on the way: the last chunk is held back until the hash
   * matches, and on a mismatch the stream errors with `BlobCorruptError` instead. A consumer
   * therefore never receives a complete corrupt file, but it may have received a prefix of it. An
   * HTTP route that pipes this into a reply has sent its headers by then: it must send
   * `Content-Length` (from `stat`); Fastify then logs the error and cuts the connection, and the client
   * sees a failed download (blob-over-http.test.ts). Where a clean error answer matters more
   * than a second read (a preview, a small file), call `verifyBlob` first and stream afterwards.
   * Rejects with `BlobNotFoundError` when there is no such blob.
   */
  get(hash: string): Promise<Readable>;
  /** Size of a stored blob, `undefined` when there is none (the content is not read). */
  stat(hash: string): Promise<BlobStat | undefined>;
  has(hash: string): Promise<boolean>;
  /** For tests and cleanup only: documents are never hard-deleted. Deleting a missing blob is a no-op. */
  delete(hash: string): Promise<void>;
  /** Every stored hash, in no particular order (for the sanity check). */
  list(): AsyncIterable<string>;
};

const BLOB_HASH = /^[0-9a-f]{64}$/;

export function isBlobHash(hash: string): boolean {
  return BLOB_HASH.test(hash);
}

/** Every driver checks a hash before it becomes part of a path or key (no traversal, no other objects). */
export function assertBlobHash(hash: string): void {
  if (!isBlobHash(hash)) {
    throw new InvalidBlobHashError();
  }
}
