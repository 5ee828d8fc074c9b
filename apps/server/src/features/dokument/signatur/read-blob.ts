import { AppError } from '@maklerwerk/domain';
import type { BlobStore } from '../../../files/blob-store';

/** PDFs are signed in memory (pdf-lib needs the whole file): larger ones are refused. */
export const SIGNABLE_MAX_BYTES = 50 * 1024 * 1024;

export async function readBlob(store: BlobStore, hash: string): Promise<Buffer> {
  const stat = await store.stat(hash);
  if (stat === undefined) {
    throw new AppError('NOT_FOUND', 'Die Datei wurde nicht gefunden.');
  }
  if (stat.size > SIGNABLE_MAX_BYTES) {
    throw new AppError('UNPROCESSABLE', 'Die Datei ist für die e-Signatur zu groß (höchstens 50 MB).');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(hash)) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
