import { AppError } from '@maklerwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BlobTooLargeError } from './blob-errors';
import type { BlobStore } from './blob-store';
import { type StoredFile, storeFile } from './store-upload';

/**
 * One file of a multipart request (an attachment of a mail or an appointment): stored through the
 * upload screen, then kept by `keep`, whose answer is sent. No file: 400 „Bitte wählen Sie eine Datei
 * aus.“; over `maxBytes`: 413 PAYLOAD_TOO_LARGE and nothing kept. The multipart parser is the app's
 * (app.ts); the route has authorized before.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: { store: BlobStore; maxBytes: number },
  keep: (stored: StoredFile) => Promise<unknown>,
): Promise<FastifyReply> {
  const part = await request.file({ limits: { fileSize: upload.maxBytes + 1, files: 1 }, throwFileSizeLimit: false });
  if (!part) {
    throw new AppError('VALIDATION', 'Bitte wählen Sie eine Datei aus.');
  }
  try {
    const stored = await storeFile(upload.store, { fileName: part.filename, stream: part.file }, upload.maxBytes);
    return reply.send(await keep(stored));
  } catch (error) {
    if (error instanceof BlobTooLargeError) {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: error.message });
    }
    throw error;
  }
}
