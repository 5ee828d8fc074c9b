import { Transform } from 'node:stream';

/**
 * Passes a stream through unchanged and keeps its first `size` bytes: the file type is decided from
 * the content while the upload streams into the store, without reading the file twice.
 */
export function captureHead(size: number): { stream: Transform; head: () => Uint8Array } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kept < size) {
        const part = chunk.subarray(0, size - kept);
        chunks.push(Buffer.from(part));
        kept += part.length;
      }
      callback(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}
