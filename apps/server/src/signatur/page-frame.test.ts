import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageFrame } from './page-frame';

async function page(rotation: number, box: [number, number, number, number] = [0, 0, 600, 800]) {
  const doc = await PDFDocument.create();
  const p = doc.addPage([600, 800]);
  p.setMediaBox(...box);
  p.setRotation(degrees(rotation));
  return p;
}

/** Where a point of the upright frame lands in the page's own coordinates. */
function apply([a, b, c, d, e, f]: number[], x: number, y: number): [number, number] {
  return [a! * x + c! * y + e!, b! * x + d! * y + f!];
}

describe('pageFrame', () => {
  it('is the MediaBox itself on an unrotated page, offset by its origin', async () => {
    const frame = pageFrame(await page(0, [50, 100, 600, 800]));
    expect([frame.width, frame.height]).toEqual([600, 800]);
    expect(apply(frame.matrix, 0, 0)).toEqual([50, 100]);
  });

  it('prefers the CropBox', async () => {
    const p = await page(0);
    p.setCropBox(10, 20, 300, 400);
    const frame = pageFrame(p);
    expect([frame.width, frame.height]).toEqual([300, 400]);
    expect(apply(frame.matrix, 300, 400)).toEqual([310, 420]);
  });

  // Turning clockwise by /Rotate, this corner of the unrotated page ends up at the reader's top left.
  it.each([
    [90, [800, 600], [0, 0]],
    [180, [600, 800], [600, 0]],
    [270, [800, 600], [600, 800]],
    [-90, [800, 600], [600, 800]],
    [450, [800, 600], [0, 0]],
  ])('maps the visible top-left corner at /Rotate %i', async (rotation, size, topLeft) => {
    const frame = pageFrame(await page(rotation));
    expect([frame.width, frame.height]).toEqual(size);
    // + 0 turns -0 into 0 for toEqual.
    expect(apply(frame.matrix, 0, frame.height).map((v) => v + 0)).toEqual(topLeft);
  });
});
