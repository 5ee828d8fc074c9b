import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config';
import { describeBlobStoreContract } from './blob-store.contract';
import { createBlobStore } from './create-blob-store';
import { createS3BlobStore, createS3Client } from './s3-store';

// A real S3-protocol server in this process (s3rver, files in a temporary directory); a bucket per test.
let server: S3rver;
let workDir: string;
let s3: S3Config;
let client: S3Client;
let buckets = 0;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'mw-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(workDir, 's3rver') });
  const { port } = await server.run();
  s3 = {
    url: `http://127.0.0.1:${port}`,
    bucket: 'maklerwerk',
    region: 'eu-central-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  client = createS3Client(s3);
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function objectBytes(bucket: string, key: string): Promise<Buffer> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await Body!.transformToByteArray());
}

describe('S3 blob store (against s3rver)', () => {
  describeBlobStoreContract(async () => {
    const bucket = `blobs-${++buckets}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const spoolDir = await mkdtemp(path.join(workDir, 'spool-'));
    return {
      store: createS3BlobStore({ client, bucket, spoolDir }),
      async corrupt(hash) {
        const key = `blobs/${hash}`;
        const bytes = await objectBytes(bucket, key);
        const middle = bytes.length >> 1;
        bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
      },
      async leftovers() {
        const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        const strayObjects = Contents.map((o) => o.Key ?? '').filter((key) => !/^blobs\/[0-9a-f]{64}$/.test(key));
        return [...strayObjects, ...(await readdir(spoolDir))];
      },
    };
  });

  it('is chosen when S3_URL is set: the object is blobs/<hash> in S3_BUCKET', async () => {
    const store = createBlobStore({ dataDir: workDir, s3 });
    const { hash, size } = await store.put(Readable.from([Buffer.from('Schadenanzeige')]), { maxBytes: 1024 });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `blobs/${hash}` }));
    expect(head.ContentLength).toBe(size);
    expect((await objectBytes(s3.bucket, `blobs/${hash}`)).toString('utf8')).toBe('Schadenanzeige');
  });
});
