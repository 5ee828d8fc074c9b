import {
  concatTransformationMatrix,
  EncryptedPDFError,
  PDFDocument,
  type PDFImage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { imageLimitError } from '../files/image-limits';
import { jpegOrientation } from './jpeg-orientation';

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 15 * MM;

type Matrix = [number, number, number, number, number, number];

async function loadPdf(bytes: Uint8Array, what: string): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new Error(`${what} ist verschlüsselt und kann nicht angefügt werden.`);
    }
    throw new Error(`${what} ist kein lesbares PDF.`);
  }
}

/** Maps the unit square the image is drawn into onto the box, turned and mirrored as EXIF says. */
function orientedMatrix(orientation: number, x: number, y: number, w: number, h: number): Matrix {
  switch (orientation) {
    case 2:
      return [-w, 0, 0, h, x + w, y];
    case 3:
      return [-w, 0, 0, -h, x + w, y + h];
    case 4:
      return [w, 0, 0, -h, x, y + h];
    case 5:
      return [0, -h, -w, 0, x + w, y + h];
    case 6:
      return [0, -h, w, 0, x, y + h];
    case 7:
      return [0, h, w, 0, x, y];
    case 8:
      return [0, h, -w, 0, x + w, y];
    default:
      return [w, 0, 0, h, x, y];
  }
}

/** An A4 portrait page with the image inside 15 mm margins: centred, scaled down but never up. */
function addImagePage(doc: PDFDocument, image: PDFImage, orientation: number): void {
  const page = doc.addPage(A4);
  const sideways = orientation >= 5;
  const width = sideways ? image.height : image.width;
  const height = sideways ? image.width : image.height;
  const scale = Math.min(1, (A4[0] - 2 * MARGIN) / width, (A4[1] - 2 * MARGIN) / height);
  const w = width * scale;
  const h = height * scale;
  const matrix = orientedMatrix(orientation, (A4[0] - w) / 2, (A4[1] - h) / 2, w, h);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...matrix));
  page.drawImage(image, { x: 0, y: 0, width: 1, height: 1 });
  page.pushOperators(popGraphicsState());
}

/**
 * The main document followed by every part: all pages of a PDF, or a PNG/JPEG on a page of its own.
 * Other types are refused with a German error naming the type.
 */
export async function concatenatePdf(
  main: Uint8Array,
  parts: { bytes: Uint8Array; mimeType: string }[],
): Promise<Uint8Array> {
  const doc = await loadPdf(main, 'Das Hauptdokument');
  for (const [index, part] of parts.entries()) {
    const type = part.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
    const what = `Anlage ${index + 1} (${type || 'ohne Typ'})`;
    if (type === 'application/pdf') {
      const source = await loadPdf(part.bytes, what);
      for (const page of await doc.copyPages(source, source.getPageIndices())) {
        doc.addPage(page);
      }
    } else if (type === 'image/png' || type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') {
      const png = type === 'image/png';
      // Read from the header before pdf-lib decodes it (issue 35: a small PNG can hold a huge picture).
      const tooLarge = imageLimitError(part.bytes);
      if (tooLarge) {
        throw new Error(`${what}: ${tooLarge.message}`);
      }
      let image: PDFImage;
      try {
        image = png ? await doc.embedPng(part.bytes) : await doc.embedJpg(part.bytes);
      } catch {
        throw new Error(`${what} ist kein lesbares ${png ? 'PNG' : 'JPEG'}-Bild.`);
      }
      addImagePage(doc, image, png ? 1 : jpegOrientation(part.bytes));
    } else {
      throw new Error(
        `Anlage ${index + 1} hat den Dateityp „${part.mimeType || 'unbekannt'}“; angefügt werden können nur PDF, PNG und JPEG.`,
      );
    }
  }
  return doc.save();
}
