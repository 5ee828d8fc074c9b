import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store.contract';
import { createBlobStore } from './create-blob-store';
import { createDiskBlobStore } from './disk-store';

const blobFile = (root: string, hash: string) => path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);

async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'mw-files-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('disk blob store', () => {
  describeBlobStoreContract(async () => {
    const root = await mkdtemp(path.join(workDir, 'store-'));
    return {
      store: createDiskBlobStore(root),
      async corrupt(hash) {
        const bytes = await readFile(blobFile(root, hash));
        const middle = bytes.length >> 1;
        bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
        await writeFile(blobFile(root, hash), bytes);
      },
      leftovers: () => filesIn(path.join(root, 'tmp')),
    };
  });

  it('is the default: files under DATA_DIR/files, fanned out as ab/cd/<hash>', async () => {
    const dataDir = await mkdtemp(path.join(workDir, 'data-'));
    const store = createBlobStore({ dataDir, s3: undefined });
    const { hash } = await store.put(Readable.from([Buffer.from('Kfz-Schein')]), { maxBytes: 1024 });
    expect(await readFile(blobFile(path.join(dataDir, 'files'), hash), 'utf8')).toBe('Kfz-Schein');
  });
});
