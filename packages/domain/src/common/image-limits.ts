/**
 * Pixel limits of images (issue 35 §5, decision 0042): a small file can claim a huge picture (a PNG of
 * one colour compresses 1000:1), and decoding it costs time and memory by its pixels, not its bytes.
 * The dimensions are read from the header before anything decodes the image.
 */

/** An uploaded image (document, attachment) may have at most this many megapixels. */
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * A drawn signature: the pad is as wide as its panel and 200 CSS pixels high, times the screen's pixel
 * ratio (a phone of ratio 3: about 1200 × 600, 0.7 megapixels). The pad lowers its ratio to stay
 * inside this limit, so only a crafted picture is refused.
 */
export const SIGNATURE_MAX_MEGAPIXELS = 3;
export const SIGNATURE_MAX_PIXELS = SIGNATURE_MAX_MEGAPIXELS * 1_000_000;

export type ImageSize = { width: number; height: number };

const megapixels = (pixels: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(Math.max(0.1, pixels / 1_000_000));

/** „Das Bild ist zu groß (400 Megapixel, höchstens 40).“ — `what` names the picture for a signature. */
export function imageTooLargeText(size: ImageSize, maxPixels: number, what = 'Das Bild'): string {
  const max = megapixels(maxPixels);
  return `${what} ist zu groß (${megapixels(size.width * size.height)} Megapixel, höchstens ${max}).`;
}

/** The message when the image has more pixels than allowed, else null. */
export function imagePixelsProblem(size: ImageSize, maxPixels: number, what?: string): string | null {
  return size.width * size.height > maxPixels ? imageTooLargeText(size, maxPixels, what) : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** Width and height from a PNG's IHDR chunk (the first 24 bytes), or null when it is no PNG. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b) || IHDR.some((b, i) => bytes[12 + i] !== b)) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, 24);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
