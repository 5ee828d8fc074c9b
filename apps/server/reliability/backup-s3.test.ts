import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createBlobStore } from '../src/files/create-blob-store';
import { createS3Client } from '../src/files/s3-store';
import { verifyBlob } from '../src/files/verify-blob';

// The file store on S3 (s3rver in this process) and a stopped server: the backup opens the embedded
// database itself (nobody holds it) and downloads every blob; the restore uploads them into an empty
// bucket and refuses one that is not empty.

let s3rver: S3rver;
let work: string;
let s3Url: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-backup-s3-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(work, 's3rver') });
  const { port } = await s3rver.run();
  s3Url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function configWithBucket(bucket: string, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    S3_URL: s3Url,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const client = createS3Client(config.s3 as NonNullable<typeof config.s3>);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return config;
}

async function hashesOf(store: ReturnType<typeof createBlobStore>): Promise<string[]> {
  const hashes: string[] = [];
  for await (const hash of store.list()) {
    hashes.push(hash);
  }
  return hashes.sort();
}

describe('backup and restore with the file store on S3, server stopped', () => {
  it('downloads every blob into the backup and uploads it into an empty bucket; a bucket with files is refused', async () => {
    const source = await configWithBucket('quelle', path.join(work, 'quelle'));
    const database = await openDatabase({ dataDir: source.dataDir });
    await database.close();
    const store = createBlobStore(source);
    for (let i = 0; i < 25; i++) {
      await store.put(Readable.from([randomBytes(1000 + i * 100)]), { maxBytes: 1e6 });
    }
    const stored = await hashesOf(store);
    expect(stored).toHaveLength(25);

    const lines: string[] = [];
    const backupDir = path.join(work, 'sicherung');
    const manifest = await createBackup(source, backupDir, (line) => lines.push(line));
    expect(lines).toContain('Kein laufender Server: die eingebettete Datenbank wurde direkt geöffnet und ausgegeben.');
    expect(manifest.blobs).toBe(25);
    expect(manifest.engine).toBe('pglite');

    const target = await configWithBucket('ziel', path.join(work, 'ziel'));
    const result = await restoreBackup(target, backupDir, (line) => lines.push(line));
    expect(result.blobs).toBe(25);
    const restored = createBlobStore(target);
    expect(await hashesOf(restored)).toEqual(stored);
    for (const hash of stored) {
      await verifyBlob(restored, hash);
    }

    // The bucket now holds files: a second restore (into a new data directory) is refused.
    const again = { ...target, dataDir: path.join(work, 'ziel-2') };
    await expect(restoreBackup(again, backupDir, () => undefined)).rejects.toThrow(/Der Dateispeicher ist nicht leer/);
    expect(fs.existsSync(again.dataDir)).toBe(false);
  });
});
