import { createHash } from 'node:crypto';
import { type FileHandle, open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { BlobTooLargeError } from './blob-errors';
import type { BlobInfo } from './blob-store';

/**
 * Writes `source` to a new file while hashing and counting it, chunk by chunk (never the whole file in
 * memory). Over `maxBytes`, or on any failure, the file is removed before the error is thrown.
 */
export async function spoolToFile(
  source: Readable,
  file: string,
  options: { maxBytes: number; sync: boolean },
): Promise<BlobInfo> {
  const digest = createHash('sha256');
  let size = 0;
  let tooLarge = false;
  // Owner and group only: documents hold personal data (a backup user can be in the group).
  const handle = await open(file, 'wx', 0o640);
  try {
    for await (const chunk of source.iterator({ destroyOnReturn: false })) {
      const bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (size + bytes.length > options.maxBytes) {
        tooLarge = true;
        break;
      }
      digest.update(bytes);
      await writeAll(handle, bytes, size);
      size += bytes.length;
    }
    if (tooLarge) {
      discardRest(source);
      throw new BlobTooLargeError(options.maxBytes);
    }
    if (options.sync) {
      await handle.sync();
    }
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  return { hash: digest.digest('hex'), size };
}

async function writeAll(handle: FileHandle, bytes: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, position + written);
    written += bytesWritten;
  }
}

// The rest of an over-size file is read and dropped, not stored; the caller may destroy the source instead.
// Only after the loop: while the iterator still listens for 'readable', resume() would not switch to flowing.
function discardRest(source: Readable): void {
  source.on('error', () => {});
  source.resume();
}
