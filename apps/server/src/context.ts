import type { Config } from './config';
import type { Db } from './db/client';
import type { BlobStore } from './files/blob-store';
import type { SigningIdentity } from './signatur/certificate';

/** What every route and service reaches through `app.ctx`: no process-local state beyond this. */
export type AppContext = {
  db: Db;
  config: Config;
  /** The file store of the documents (disk under DATA_DIR/files, or S3). */
  blobStore: BlobStore;
  /** Tells the job worker that a job was queued (it polls anyway; this spares the wait). */
  wakeQueue: () => void;
  /** The certificate that seals signed documents: SIGNING_P12, or made once under DATA_DIR/signing. */
  signingIdentity: () => Promise<SigningIdentity>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
