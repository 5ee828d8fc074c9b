import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { asStorageError, BlobNotFoundError } from './blob-errors';
import { assertBlobHash, type BlobInfo, type BlobStore, isBlobHash } from './blob-store';
import { spoolToFile } from './spool-file';
import { holdsIntactBlob } from './verify-blob';
import { verifyWhileStreaming } from './verifying-stream';

const PREFIX = 'blobs/';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.url,
    forcePathStyle: true,
    region: config.region,
    credentials: config.credentials,
    // Checksums only where S3 demands them: with the SDK's newer default (aws-chunked body with a checksum
    // trailer) s3rver stores the chunk framing as content, as older S3-compatible servers do; reads verify anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs as objects `blobs/<hash>` in one bucket. An upload is first spooled to a local temporary file
 * (`spoolDir`) while it is hashed and measured; only then is it sent to S3 under its final key in one
 * PUT. So an over-size or broken upload never reaches the bucket, a duplicate is never sent, and no
 * temporary objects or half-finished multipart uploads are left in the bucket. The local file is removed
 * in every case; uploads are capped by MAX_UPLOAD_MB, far below the 5 GB of a single PUT.
 */
export function createS3BlobStore(options: { client: S3Client; bucket: string; spoolDir: string }): BlobStore {
  const { client, bucket, spoolDir } = options;
  const keyOf = (hash: string) => {
    assertBlobHash(hash);
    return `${PREFIX}${hash}`;
  };

  const putToBucket = async (source: Readable, maxBytes: number): Promise<BlobInfo> => {
    await mkdir(spoolDir, { recursive: true });
    const tmp = path.join(spoolDir, `${randomUUID()}.part`);
    const info = await spoolToFile(source, tmp, { maxBytes, sync: false });
    try {
      if (!(await holdsIntactBlob(store, info.hash))) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(info.hash),
            Body: createReadStream(tmp),
            ContentLength: info.size,
            ContentType: 'application/octet-stream',
          }),
        );
      }
      return info;
    } finally {
      await rm(tmp, { force: true });
    }
  };

  const store: BlobStore = {
    async put(source, { maxBytes }) {
      // The local spool's disk full, or a service that says it has no room: `StorageFullError` (507).
      return putToBucket(source, maxBytes).catch((error: unknown) => {
        throw asStorageError(error);
      });
    },

    async get(hash) {
      const key = keyOf(hash);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return verifyWhileStreaming(Body as Readable, hash);
      } catch (error) {
        throw errorName(error) === 'NoSuchKey' ? new BlobNotFoundError(hash) : error;
      }
    },

    async stat(hash) {
      const key = keyOf(hash);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        // A HEAD answer has no body, so a missing key is only its status.
        if (errorName(error) === 'NotFound') {
          return undefined;
        }
        throw error;
      }
    },

    async has(hash) {
      return (await store.stat(hash)) !== undefined;
    },

    async delete(hash) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(hash) }));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: PREFIX })) {
        for (const object of page.Contents ?? []) {
          const hash = object.Key?.slice(PREFIX.length) ?? '';
          if (isBlobHash(hash)) {
            yield hash;
          }
        }
      }
    },
  };
  return store;
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | undefined)?.name;
}
