import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-store';
import { createS3BlobStore, createS3Client } from './s3-store';

/** The file store the configuration asks for: S3 when `S3_URL` is set, else the disk under `DATA_DIR/files`. */
export function createBlobStore(config: Pick<Config, 'dataDir' | 's3'>): BlobStore {
  if (config.s3) {
    return createS3BlobStore({
      client: createS3Client(config.s3),
      bucket: config.s3.bucket,
      spoolDir: path.join(os.tmpdir(), 'maklerwerk-uploads'),
    });
  }
  return createDiskBlobStore(path.join(config.dataDir, 'files'));
}
