import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../lib/content-disposition';
import type { BlobStore } from './blob-store';
import { storedPdfShowsInline } from './pdf-inline';
import { verifyBlob } from './verify-blob';

/** Files up to this size are read through the hash check before the answer starts (a clean error). */
const VERIFY_FIRST_BYTES = 8 * 1024 * 1024;

/**
 * Streams a stored file as a download (or inline; a PDF only when `pdfShowsInline`), with its length, a German file name and a sandbox
 * policy: an HTML file opened from here never runs scripts.
 */
export async function sendBlob(
  store: BlobStore,
  reply: FastifyReply,
  file: { blobHash: string; size: number; mimeType: string; fileName: string },
  inline: boolean,
) {
  const size = Number(file.size);
  // A signed or encrypted PDF, or one with active content, is never opened in the browser (decision 0042).
  const showInline =
    inline && (file.mimeType !== 'application/pdf' || (await storedPdfShowsInline(store, file.blobHash, size)));
  if (size <= VERIFY_FIRST_BYTES) {
    await verifyBlob(store, file.blobHash);
  }
  const stream = await store.get(file.blobHash);
  return reply
    .header('Content-Type', file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('Content-Length', String(size))
    .header('Content-Disposition', contentDisposition(file.fileName, showInline ? 'inline' : 'attachment'))
    .header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'",
    )
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}
