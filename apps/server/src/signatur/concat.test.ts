import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { concatenatePdf } from './concat';
import {
  halvesPdf,
  isBlue,
  isRed,
  isWhite,
  makePng,
  pdftotext,
  type Raster,
  RED,
  renderJpeg,
  renderPage,
  textPdf,
  withExifOrientation,
} from './test-support';

const MM = 72 / 25.4;
const at = (raster: Raster, x: number, y: number) => raster.rgb(x * raster.width, y * raster.height);

let jpeg: Buffer;

beforeAll(async () => {
  // 200 × 100 pixels: red left half, blue right half.
  jpeg = await renderJpeg(await halvesPdf(200, 100));
});

describe('concatenatePdf', () => {
  it('keeps the main pages first, then every page of a PDF part, then a page per image', async () => {
    const main = await textPdf(2, { text: 'Hauptdokument' });
    const part = await textPdf(1, { text: 'Anlage' });
    const bytes = await concatenatePdf(main, [
      { bytes: part, mimeType: 'application/pdf' },
      { bytes: makePng(30, 20, () => RED), mimeType: 'image/png' },
    ]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(4);
    const text = await pdftotext(bytes);
    const order = ['Hauptdokument 1', 'Hauptdokument 2', 'Anlage 1'].map((t) => text.indexOf(t));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const { width, height } = doc.getPage(3).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const page = await renderPage(bytes, 4);
    expect(isRed(at(page, 0.5, 0.5))).toBe(true);
    // 30 × 20 points at natural size: never enlarged.
    expect(isWhite(at(page, 0.5, 0.45))).toBe(true);
  });

  it('scales a large image down to fit inside the 15 mm margins, centred', async () => {
    const bytes = await concatenatePdf(await textPdf(1), [
      { bytes: makePng(2000, 400, () => RED), mimeType: 'image/png; charset=binary' },
    ]);
    const doc = await PDFDocument.load(bytes);
    const page = await renderPage(bytes, 2, 72);
    const margin = (15 * MM) / 595.28;
    expect(isWhite(at(page, margin * 0.8, 0.5))).toBe(true);
    expect(isRed(at(page, margin * 1.3, 0.5))).toBe(true);
    expect(isRed(at(page, 1 - margin * 1.3, 0.5))).toBe(true);
    expect(isWhite(at(page, 1 - margin * 0.8, 0.5))).toBe(true);
    // 2000 × 400 becomes about 510 × 102 points: centred vertically.
    expect(isWhite(at(page, 0.5, 0.5 - 60 / 842))).toBe(true);
    expect(doc.getPageCount()).toBe(2);
  });

  // Where the red half of the picture must appear once the EXIF orientation is applied.
  it.each([
    [1, 'left'],
    [2, 'right'],
    [3, 'right'],
    [4, 'left'],
    [5, 'top'],
    [6, 'top'],
    [7, 'bottom'],
    [8, 'bottom'],
  ] as const)('adds a JPEG with EXIF orientation %i upright (red half %s)', async (orientation, red) => {
    const bytes = withExifOrientation(jpeg, orientation);
    const page = await renderPage(await concatenatePdf(await textPdf(1), [{ bytes, mimeType: 'image/jpeg' }]), 2, 72);
    const dx = 50 / 595.28;
    const dy = 50 / 841.89;
    const probe = { left: [-dx, 0], right: [dx, 0], top: [0, -dy], bottom: [0, dy] } as const;
    const opposite = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' } as const;
    const [rx, ry] = probe[red];
    const [bx, by] = probe[opposite[red]];
    expect(isRed(at(page, 0.5 + rx, 0.5 + ry))).toBe(true);
    expect(isBlue(at(page, 0.5 + bx, 0.5 + by))).toBe(true);
    // 200 × 100 turned sideways is 100 wide: 80 points left of the centre is paper.
    const sideways = orientation >= 5;
    expect(isWhite(at(page, 0.5 - 80 / 595.28, 0.5))).toBe(sideways);
  });

  it('accepts image/jpg as JPEG', async () => {
    const bytes = await concatenatePdf(await textPdf(1), [{ bytes: jpeg, mimeType: 'image/jpg' }]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });

  it('refuses other file types, naming the type', async () => {
    await expect(
      concatenatePdf(await textPdf(1), [{ bytes: Buffer.from('x'), mimeType: 'application/msword' }]),
    ).rejects.toThrow('Anlage 1 hat den Dateityp „application/msword“');
  });

  it('says in German when a part is not what its type claims', async () => {
    const main = await textPdf(1);
    await expect(concatenatePdf(main, [{ bytes: Buffer.from('x'), mimeType: 'application/pdf' }])).rejects.toThrow(
      'Anlage 1 (application/pdf) ist kein lesbares PDF.',
    );
    await expect(concatenatePdf(main, [{ bytes: Buffer.from('x'), mimeType: 'image/png' }])).rejects.toThrow(
      'ist kein lesbares PNG-Bild',
    );
  });
});
