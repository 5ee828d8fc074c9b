import type { FastifyReply } from 'fastify';

/** A file name for Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A generated file (an export, a PDF) as a download: its type, a safe file name, and no cache keeps it. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: unknown },
  cacheControl = 'no-store',
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('Cache-Control', cacheControl)
    .send(file.body);
}
