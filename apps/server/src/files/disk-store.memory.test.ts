import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generatedStream, readAll } from './blob-store.contract';
import { createDiskBlobStore } from './disk-store';

const MiB = 1024 * 1024;

it('puts and gets a 200 MB file with the process memory staying flat', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'mw-files-memory-'));
  try {
    const store = createDiskBlobStore(root);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    try {
      const source = generatedStream(200 * MiB, 11);
      const info = await store.put(source.stream, { maxBytes: 256 * MiB });
      expect(info).toEqual({ hash: source.digest(), size: 200 * MiB });
      expect(await readAll(await store.get(info.hash))).toEqual(info);
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, process.memoryUsage.rss());
    console.info(`blob store 200 MB round trip: RSS grew by ${((peak - baseline) / MiB).toFixed(1)} MB`);
    expect(peak - baseline).toBeLessThan(64 * MiB);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
