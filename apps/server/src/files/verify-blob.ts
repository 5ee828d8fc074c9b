import { BlobCorruptError, BlobNotFoundError } from './blob-errors';
import type { BlobStore } from './blob-store';

/**
 * Reads a blob completely through its hash check and returns its size; throws `BlobNotFoundError` or
 * `BlobCorruptError`. For serving with a clean error answer: verify first, then `get` again to send.
 */
export async function verifyBlob(store: BlobStore, hash: string): Promise<number> {
  let size = 0;
  for await (const chunk of await store.get(hash)) {
    size += (chunk as Buffer).length;
  }
  return size;
}

/** Whether an intact copy is stored: false for a missing or corrupt blob, so that `put` writes it anew. */
export async function holdsIntactBlob(store: BlobStore, hash: string): Promise<boolean> {
  try {
    await verifyBlob(store, hash);
    return true;
  } catch (error) {
    if (error instanceof BlobNotFoundError || error instanceof BlobCorruptError) {
      return false;
    }
    throw error;
  }
}
