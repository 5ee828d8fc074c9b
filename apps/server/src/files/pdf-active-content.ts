import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

/**
 * What an upload's PDF became (issue 35 §10, decision 0042): unchanged (nothing active in it),
 * cleaned (these bytes are stored instead), or kept as it is because rewriting would break it (a
 * signature, an encryption) or pdf-lib cannot read it; a kept PDF is served for download only.
 */
export type PdfScreening =
  | { kind: 'clean' }
  | { kind: 'cleaned'; bytes: Uint8Array; removed: string[] }
  | { kind: 'kept'; reason: 'signed' | 'encrypted' | 'unreadable' };

/** Actions that run code, start programs, send data or load other content. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMediaExecute', 'Rendition']);

/** Keys whose value is active content wherever they appear. */
const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'XFA', 'EF', 'RichMediaContent'];

/** A signature's byte range lies in plain file bytes (it names offsets of the file itself). */
export function hasSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/ByteRange');
}

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

class Cleaner {
  readonly removed = new Set<string>();
  private readonly seen = new Set<PDFObject>();

  constructor(private readonly doc: PDFDocument) {}

  run(): void {
    const { context } = this.doc;
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFStream ? object.dict : object;
      if (dict instanceof PDFDict && nameOf(dict.get(PDFName.of('Type'))) === 'EmbeddedFile') {
        context.delete(ref);
        this.removed.add('EmbeddedFile');
        continue;
      }
      this.visit(object);
    }
    const names = this.doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    for (const key of ['JavaScript', 'EmbeddedFiles']) {
      if (names?.has(PDFName.of(key))) {
        names.delete(PDFName.of(key));
        this.removed.add(key);
      }
    }
  }

  private visit(object: PDFObject): void {
    if (this.seen.has(object)) {
      return;
    }
    this.seen.add(object);
    if (object instanceof PDFStream) {
      this.visit(object.dict);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) {
        this.visit(item);
      }
    } else if (object instanceof PDFDict) {
      this.cleanDict(object);
      for (const value of object.values()) {
        this.visit(value);
      }
    }
  }

  private cleanDict(dict: PDFDict): void {
    for (const key of ACTIVE_KEYS) {
      if (dict.has(PDFName.of(key))) {
        dict.delete(PDFName.of(key));
        this.removed.add(key);
      }
    }
    const action = nameOf(dict.get(PDFName.of('S')));
    if (action !== undefined && ACTIVE_ACTIONS.has(action)) {
      // An action of its own (or one reached through /Next): emptied, so that no viewer runs it.
      for (const key of dict.keys()) {
        if (key.decodeText() !== 'Type') {
          dict.delete(key);
        }
      }
      this.removed.add(action);
    }
    const link = dict.get(PDFName.of('A'));
    const target = link instanceof PDFRef ? this.doc.context.lookup(link) : link;
    if (target instanceof PDFDict && ACTIVE_ACTIONS.has(nameOf(target.get(PDFName.of('S'))) ?? '')) {
      dict.delete(PDFName.of('A'));
    }
    if (nameOf(dict.get(PDFName.of('Subtype'))) === 'FileAttachment' && dict.has(PDFName.of('FS'))) {
      dict.delete(PDFName.of('FS'));
      this.removed.add('FileAttachment');
    }
  }
}

/**
 * Removes active content from a PDF: the catalog's OpenAction, additional actions (/AA) everywhere,
 * JavaScript and Launch actions (also behind links and /Next), the /Names JavaScript and EmbeddedFiles
 * trees, embedded file streams and attachment annotations, XFA forms. A signed or encrypted PDF is
 * never rewritten.
 */
export async function screenPdf(bytes: Uint8Array): Promise<PdfScreening> {
  if (hasSignature(bytes)) {
    return { kind: 'kept', reason: 'signed' };
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    return { kind: 'kept', reason: error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable' };
  }
  const cleaner = new Cleaner(doc);
  try {
    cleaner.run();
  } catch {
    // pdf-lib read something without a document catalog, or a broken object.
    return { kind: 'kept', reason: 'unreadable' };
  }
  if (cleaner.removed.size === 0) {
    return { kind: 'clean' };
  }
  const cleaned = await doc.save({ updateFieldAppearances: false });
  return { kind: 'cleaned', bytes: cleaned, removed: [...cleaner.removed].sort() };
}
