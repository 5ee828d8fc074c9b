import type { PDFPage } from 'pdf-lib';

/** A page as the reader sees it: visible width and height in points, origin bottom-left, upright. */
export type PageFrame = {
  width: number;
  height: number;
  /** PDF matrix [a b c d e f] from the upright frame into the page's own coordinates. */
  matrix: [number, number, number, number, number, number];
};

/**
 * The visible area is the CropBox (else the MediaBox, whose origin need not be 0,0) turned clockwise
 * by /Rotate. Drawing in this frame through `matrix` puts things where and how the reader sees them.
 */
export function pageFrame(page: PDFPage): PageFrame {
  const { x, y, width, height } = page.getCropBox();
  const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  switch (rotation) {
    case 90:
      return { width: height, height: width, matrix: [0, 1, -1, 0, x + width, y] };
    case 180:
      return { width, height, matrix: [-1, 0, 0, -1, x + width, y + height] };
    case 270:
      return { width: height, height: width, matrix: [0, -1, 1, 0, x, y + height] };
    default:
      return { width, height, matrix: [1, 0, 0, 1, x, y] };
  }
}
