import { Transform, type TransformCallback } from 'node:stream';
import { IMAGE_MAX_PIXELS } from '@maklerwerk/domain';
import { BlobTooLargeError } from './blob-errors';
import { ImageTooLargeError, rasterImageSize } from './image-limits';
import type { PdfScreening } from './pdf-active-content';
import { pdfShowsInline } from './pdf-inline';

/** How far into a file its image header is looked for (JPEG metadata can come before the size). */
const IMAGE_HEADER_BYTES = 512 * 1024;
const PDF_MAGIC = '%PDF-';

/**
 * Without object streams every dictionary of a PDF is plain text: when none of them names anything
 * active (`pdfShowsInline`), there is nothing to remove and no need to parse the file.
 */
function plainlyClean(pdf: Uint8Array): boolean {
  return !Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).includes('/ObjStm') && pdfShowsInline(pdf);
}

export type ScreenPdf = (pdf: Uint8Array) => Promise<PdfScreening>;

/** One buffer with an ArrayBuffer of its own (a worker may take it over). */
function joined(chunks: Buffer[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * Sits between an upload and the store (issue 35, decision 0042); more than `maxBytes` coming in:
 * `BlobTooLargeError` (a cleaned PDF may come out a little larger, so the store gets no limit of its own):
 * - an image is passed through while its header is read; one of more than `IMAGE_MAX_PIXELS` errors
 *   with `ImageTooLargeError` before the store keeps anything;
 * - a PDF is held, screened for active content by `screenPdf` and the cleaned
 *   bytes go on instead; when screening fails the file goes on unchanged (`onScreenFailure`);
 * - anything else passes unchanged.
 */
export function uploadScreen(
  maxBytes: number,
  screenPdf: ScreenPdf,
  onScreenFailure: (error: unknown) => void = () => undefined,
): Transform {
  let mode: 'start' | 'image' | 'pdf' | 'pass' = 'start';
  let chunks: Buffer[] = [];
  let size = 0;
  let total = 0;

  /** The header is read once it is complete; the error when the image has too many pixels. */
  const lookForImage = (final: boolean): Error | undefined => {
    const head = joined(chunks, size);
    const found = rasterImageSize(head);
    if (found) {
      mode = 'pass';
      chunks = [];
      return found.width * found.height > IMAGE_MAX_PIXELS ? new ImageTooLargeError(found) : undefined;
    }
    if (final || size >= IMAGE_HEADER_BYTES) {
      mode = 'pass';
      chunks = [];
    }
    return undefined;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.length;
      if (total > maxBytes) {
        callback(new BlobTooLargeError(maxBytes));
        return;
      }
      if (mode === 'pass') {
        callback(null, chunk);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
      if (mode === 'pdf') {
        callback();
        return;
      }
      if (mode === 'start') {
        if (size < PDF_MAGIC.length) {
          callback();
          return;
        }
        if (Buffer.concat(chunks).toString('latin1', 0, PDF_MAGIC.length) === PDF_MAGIC) {
          mode = 'pdf';
          callback();
          return;
        }
        mode = 'image';
        for (const held of chunks) {
          this.push(held);
        }
        callback(lookForImage(false));
        return;
      }
      this.push(chunk);
      callback(lookForImage(false));
    },
    flush(callback: TransformCallback) {
      if (mode === 'start') {
        // Fewer bytes than a PDF's first line: nothing to screen.
        callback(null, Buffer.concat(chunks));
        return;
      }
      if (mode === 'image') {
        callback(lookForImage(true));
        return;
      }
      if (mode !== 'pdf') {
        callback();
        return;
      }
      const pdf = joined(chunks, size);
      chunks = [];
      if (plainlyClean(pdf)) {
        callback(null, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
        return;
      }
      screenPdf(pdf).then(
        (result) => callback(null, Buffer.from(result.kind === 'cleaned' ? result.bytes : pdf)),
        (error: unknown) => {
          onScreenFailure(error);
          callback(null, Buffer.from(pdf));
        },
      );
    },
  });
}
