import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type SignatureStamp, stampSignatures } from './stamp';
import { isRed, isWhite, makePng, pdftotext, type Raster, RED, renderPage, textPdf } from './test-support';

const CAPTION = 'Unterschrieben von Erika Mustermann am 25.11.2026 16:04';
const wide = makePng(40, 20, () => RED);
const square = makePng(20, 20, () => RED);

/** The colour at a point given as fractions of the rendered page, origin top-left. */
const at = (raster: Raster, x: number, y: number) => raster.rgb(x * raster.width, y * raster.height);

function stamp(overrides: Partial<SignatureStamp> = {}): SignatureStamp {
  return { page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.15, png: square, caption: CAPTION, ...overrides };
}

describe('stampSignatures', () => {
  it('draws the picture into its box, centred and in proportion, with the caption below', async () => {
    const pdf = await stampSignatures(await textPdf(2), [
      stamp({ page: 2, x: 0.5, y: 0.1, width: 0.3, height: 0.1, png: wide }),
    ]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);

    const page = await renderPage(pdf, 2);
    expect(isRed(at(page, 0.65, 0.139))).toBe(true);
    // The 2:1 picture is narrower than the box: the box's left edge stays white.
    expect(isWhite(at(page, 0.51, 0.139))).toBe(true);
    expect(isWhite(at(page, 0.65, 0.5))).toBe(true);
    expect(isWhite(at(await renderPage(pdf, 1), 0.65, 0.139))).toBe(true);

    const text = await pdftotext(pdf);
    expect(text).toContain('Testseite 2');
    expect(text.replace(/\s+/g, ' ')).toContain(CAPTION);
  });

  it('writes a typed name in italics, fitted to the box', async () => {
    const pdf = await stampSignatures(await textPdf(1), [stamp({ png: undefined, typedName: 'Erika Mustermann' })]);
    const text = await pdftotext(pdf);
    expect(text).toContain('Erika Mustermann');
    expect(text.replace(/\s+/g, ' ')).toContain(CAPTION);
  });

  it('replaces characters the standard fonts cannot draw instead of failing', async () => {
    const pdf = await stampSignatures(await textPdf(1), [
      stamp({ png: undefined, typedName: 'Zoë Łukasz 李', caption: 'Unterschrieben von Zoë Łukasz 李' }),
    ]);
    const text = await pdftotext(pdf);
    expect(text).toContain('Zoë ?ukasz ?');
  });

  it.each([90, 180, 270])('places the box where the reader sees it on a page rotated by %i°', async (rotate) => {
    const pdf = await stampSignatures(await textPdf(1, { rotate }), [stamp()]);
    const page = await renderPage(pdf, 1);
    expect(page.width).toBeGreaterThan(rotate === 180 ? 0 : page.height);
    expect(isRed(at(page, 0.25, 0.16))).toBe(true);
    expect(isWhite(at(page, 0.75, 0.84))).toBe(true);
  });

  it('honours a MediaBox that does not start at 0,0', async () => {
    const pdf = await stampSignatures(await textPdf(1, { mediaBox: [100, 200, 695.28, 1041.89] }), [stamp()]);
    const page = await renderPage(pdf, 1);
    expect(isRed(at(page, 0.25, 0.16))).toBe(true);
  });

  it('embeds one picture used in several boxes only once', async () => {
    const pdf = await stampSignatures(await textPdf(2), [
      stamp({ png: Buffer.from(square) }),
      stamp({ page: 2, png: Buffer.from(square) }),
    ]);
    const doc = await PDFDocument.load(pdf);
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    expect(doc.getPage(1).node.Resources()).toBeInstanceOf(PDFDict);
  });

  it('refuses pages that do not exist, boxes outside the page and fields without a signature', async () => {
    const pdf = await textPdf(2);
    await expect(stampSignatures(pdf, [stamp({ page: 3 })])).rejects.toThrow('Seite 3 gibt es nicht');
    await expect(stampSignatures(pdf, [stamp({ page: 0 })])).rejects.toThrow('Seite 0 gibt es nicht');
    await expect(stampSignatures(pdf, [stamp({ x: 0.8, width: 0.3 })])).rejects.toThrow('nicht innerhalb der Seite');
    await expect(stampSignatures(pdf, [stamp({ png: undefined })])).rejects.toThrow('weder ein Bild noch einen Namen');
    await expect(stampSignatures(pdf, [stamp({ png: Buffer.from('kein png') })])).rejects.toThrow('keine lesbare PNG');
  });

  it('returns the document untouched when there is nothing to stamp', async () => {
    const pdf = await textPdf(1);
    expect(await stampSignatures(pdf, [])).toBe(pdf);
  });
});
