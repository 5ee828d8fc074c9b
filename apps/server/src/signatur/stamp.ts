import { createHash } from 'node:crypto';
import { imagePixelsProblem, pngSize, SIGNATURE_MAX_PIXELS } from '@maklerwerk/domain';
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { wrapText } from '../pdf/wrap-text';
import { pageFrame } from './page-frame';
import { toWinAnsi } from './text';

export type SignatureStamp = {
  /** 1-based. */
  page: number;
  /** Fractions 0..1 of the page's visible width/height, origin top-left of the page as the user sees it. */
  x: number;
  y: number;
  width: number;
  height: number;
  png?: Uint8Array;
  typedName?: string;
  /** E.g. "Unterschrieben von Erika Mustermann am 25.11.2026 16:04". */
  caption: string;
};

type Box = { x: number; y: number; width: number; height: number };
type Fonts = { caption: PDFFont; typed: PDFFont };

const CAPTION_SIZE = 6.5;
const CAPTION_LINE = CAPTION_SIZE * 1.2;
const CAPTION_COLOR = rgb(0.25, 0.25, 0.25);
const INK = rgb(0.05, 0.1, 0.35);

function checkStamp(stamp: SignatureStamp, pageCount: number): void {
  if (!Number.isInteger(stamp.page) || stamp.page < 1 || stamp.page > pageCount) {
    throw new Error(`Seite ${stamp.page} gibt es nicht: das Dokument hat ${pageCount} Seite(n).`);
  }
  const { x, y, width, height } = stamp;
  const inside = [x, y, width, height].every(Number.isFinite) && x >= 0 && y >= 0 && width > 0 && height > 0;
  // A little tolerance for boxes dragged flush to the edge in the browser.
  if (!inside || x + width > 1.001 || y + height > 1.001) {
    throw new Error(`Das Unterschriftsfeld auf Seite ${stamp.page} liegt nicht innerhalb der Seite.`);
  }
  if (!stamp.png && !stamp.typedName?.trim()) {
    throw new Error(`Das Unterschriftsfeld auf Seite ${stamp.page} hat weder ein Bild noch einen Namen.`);
  }
}

function fitInside(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.width / width, box.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}

function drawTypedName(page: PDFPage, font: PDFFont, name: string, area: Box): void {
  const text = toWinAnsi(font, name).replace(/\s+/g, ' ').trim();
  const height = font.heightAtSize(1);
  const descent = height - font.heightAtSize(1, { descender: false });
  const size = Math.min(area.height / height, area.width / Math.max(font.widthOfTextAtSize(text, 1), 0.01));
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: area.x + (area.width - width) / 2,
    y: area.y + (area.height - height * size) / 2 + descent * size,
    size,
    font,
    color: INK,
  });
}

/** Caption lines at the bottom of the box, a thin signature line above them; returns the height used. */
function drawCaption(page: PDFPage, font: PDFFont, caption: string, box: Box, padding: number): number {
  const lines = wrapText(toWinAnsi(font, caption), font, CAPTION_SIZE, box.width - 2 * padding).filter(Boolean);
  const descent = font.heightAtSize(CAPTION_SIZE) - font.heightAtSize(CAPTION_SIZE, { descender: false });
  lines.forEach((line, index) => {
    const width = font.widthOfTextAtSize(line, CAPTION_SIZE);
    page.drawText(line, {
      x: box.x + (box.width - width) / 2,
      y: box.y + padding + (lines.length - 1 - index) * CAPTION_LINE + descent,
      size: CAPTION_SIZE,
      font,
      color: CAPTION_COLOR,
    });
  });
  const used = padding + lines.length * CAPTION_LINE + 1.5;
  page.drawLine({
    start: { x: box.x + padding, y: box.y + used },
    end: { x: box.x + box.width - padding, y: box.y + used },
    thickness: 0.4,
    color: CAPTION_COLOR,
  });
  return used + 1.5;
}

async function drawStamp(
  doc: PDFDocument,
  stamp: SignatureStamp,
  fonts: Fonts,
  embedPng: (png: Uint8Array) => Promise<PDFImage>,
): Promise<void> {
  const page = doc.getPage(stamp.page - 1);
  const frame = pageFrame(page);
  const box: Box = {
    x: stamp.x * frame.width,
    y: (1 - stamp.y - stamp.height) * frame.height,
    width: stamp.width * frame.width,
    height: stamp.height * frame.height,
  };
  const padding = Math.min(2, box.width * 0.05, box.height * 0.05);
  const image = stamp.png ? await embedPng(stamp.png) : undefined;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...frame.matrix));
  const captionHeight = drawCaption(page, fonts.caption, stamp.caption, box, padding);
  const area: Box = {
    x: box.x + padding,
    y: box.y + captionHeight,
    width: box.width - 2 * padding,
    height: box.height - captionHeight - padding,
  };
  if (area.width > 0 && area.height > 0) {
    if (image) {
      page.drawImage(image, fitInside(area, image.width, image.height));
    } else if (stamp.typedName) {
      drawTypedName(page, fonts.typed, stamp.typedName, area);
    }
  }
  page.pushOperators(popGraphicsState());
}

/**
 * Draws each signature (PNG kept in proportion, or the typed name in italics) into its box with the
 * caption underneath. Boxes are given as the user placed them on the visible, possibly rotated page.
 */
export async function stampSignatures(pdf: Uint8Array, stamps: SignatureStamp[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  for (const stamp of stamps) {
    checkStamp(stamp, doc.getPageCount());
  }
  if (stamps.length === 0) {
    return pdf;
  }
  const fonts: Fonts = {
    caption: await doc.embedFont(StandardFonts.Helvetica),
    typed: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  // One signer usually signs several boxes with the same picture: embed it once.
  const images = new Map<string, PDFImage>();
  const embedPng = async (png: Uint8Array) => {
    const key = createHash('sha256').update(png).digest('hex');
    let image = images.get(key);
    if (!image) {
      // The pixel limit from the header, before pdf-lib decodes the picture (also for signatures stored earlier).
      const size = pngSize(png);
      const problem = size && imagePixelsProblem(size, SIGNATURE_MAX_PIXELS, 'Die Unterschrift');
      if (problem) {
        throw new Error(problem);
      }
      try {
        image = await doc.embedPng(png);
      } catch {
        throw new Error('Das Bild der Unterschrift ist keine lesbare PNG-Datei.');
      }
      images.set(key, image);
    }
    return image;
  };
  for (const stamp of stamps) {
    await drawStamp(doc, stamp, fonts, embedPng);
  }
  return doc.save();
}
