import type { BlobStore } from './blob-store';

/** PDFs up to this size are read before they are shown inline; larger ones are served for download. */
export const INLINE_PDF_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Names that mark a PDF as not to be opened in the browser (decision 0042): a signature or an
 * encryption (such a file is stored unchanged, never rewritten) and any active content that the
 * upload would have removed (a file stored before, or one pdf-lib could not read). A name ends where
 * a delimiter or white space begins.
 */
const MARKER =
  /\/(?:ByteRange|Encrypt|JS|JavaScript|OpenAction|AA|Launch|EmbeddedFiles?|XFA|RichMedia[A-Za-z]*)(?![^\s()<>[\]{}/%])/;

/** Whether the bytes of a PDF show none of the markers (`#xx` escapes in names are decoded first). */
export function pdfShowsInline(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const decoded = text.includes('#')
    ? text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
  return !MARKER.test(decoded);
}

/** Reads a stored PDF (through its hash check) and tells whether it may be served inline. */
export async function storedPdfShowsInline(store: BlobStore, hash: string, size: number): Promise<boolean> {
  if (size > INLINE_PDF_MAX_BYTES) {
    return false;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(hash)) {
    chunks.push(chunk as Buffer);
  }
  return pdfShowsInline(Buffer.concat(chunks));
}
