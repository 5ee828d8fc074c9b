import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { asStorageError, BlobNotFoundError } from './blob-errors';
import { assertBlobHash, type BlobInfo, type BlobStore, isBlobHash } from './blob-store';
import { spoolToFile } from './spool-file';
import { holdsIntactBlob } from './verify-blob';
import { verifyWhileStreaming } from './verifying-stream';

const FAN_OUT = /^[0-9a-f]{2}$/;

/**
 * Blobs as files under `root` (`DATA_DIR/files`), fanned out as `ab/cd/<hash>`. A new blob is written
 * to `root/tmp` (same file system), synced, and renamed into place, so a blob file is always complete.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const blobPath = (hash: string) => {
    assertBlobHash(hash);
    return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };

  const putToDisk = async (source: Readable, maxBytes: number): Promise<BlobInfo> => {
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    const info = await spoolToFile(source, tmp, { maxBytes, sync: true });
    try {
      if (await holdsIntactBlob(store, info.hash)) {
        return info;
      }
      const target = blobPath(info.hash);
      const dir = path.dirname(target);
      const created = await mkdir(dir, { recursive: true });
      await rename(tmp, target);
      // The rename, and new fan-out directories, survive a power cut only once their directories are synced.
      await syncDir(dir);
      if (created) {
        await syncDir(path.dirname(dir));
        await syncDir(root);
      }
      return info;
    } finally {
      await rm(tmp, { force: true });
    }
  };

  const store: BlobStore = {
    async put(source, { maxBytes }) {
      // A full disk (ENOSPC, EDQUOT) is `StorageFullError` (507); the temporary file is gone by then.
      return putToDisk(source, maxBytes).catch((error: unknown) => {
        throw asStorageError(error);
      });
    },

    async get(hash) {
      const file = blobPath(hash);
      try {
        const handle = await open(file, 'r');
        return verifyWhileStreaming(handle.createReadStream(), hash);
      } catch (error) {
        throw isMissing(error) ? new BlobNotFoundError(hash) : error;
      }
    },

    async stat(hash) {
      try {
        const { size } = await stat(blobPath(hash));
        return { size };
      } catch (error) {
        if (isMissing(error)) {
          return undefined;
        }
        throw error;
      }
    },

    async has(hash) {
      return (await store.stat(hash)) !== undefined;
    },

    async delete(hash) {
      await rm(blobPath(hash), { force: true });
    },

    async *list() {
      for await (const first of readDirNames(root)) {
        for await (const second of readDirNames(path.join(root, first))) {
          for await (const entry of await opendir(path.join(root, first, second))) {
            if (entry.isFile() && isBlobHash(entry.name) && entry.name.startsWith(first + second)) {
              yield entry.name;
            }
          }
        }
      }
    },
  };
  return store;
}

async function* readDirNames(dir: string): AsyncIterable<string> {
  let entries: AsyncIterable<import('node:fs').Dirent>;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) {
      return;
    }
    throw error;
  }
  for await (const entry of entries) {
    if (entry.isDirectory() && FAN_OUT.test(entry.name)) {
      yield entry.name;
    }
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
