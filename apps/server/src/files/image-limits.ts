import { AppError, IMAGE_MAX_PIXELS, type ImageSize, imageTooLargeText } from '@maklerwerk/domain';
import { imageSize } from 'image-size';

/**
 * Raster formats whose decode costs by pixels. Formats that image-size guesses from a byte or two
 * (TGA, PNM, ICO …) or that are not decoded into pixels here (SVG) are left out: a text file must
 * not be refused as a picture.
 */
const RASTER_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'bmp', 'tiff', 'heif', 'jxl', 'jp2', 'j2c', 'psd']);

/** BMP is only 'BM' at the start: its info header must also have one of the known lengths. */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** More pixels than allowed for an upload (issue 35 §5): 413 with the German message. */
export class ImageTooLargeError extends AppError {
  constructor(readonly size: ImageSize) {
    super('PAYLOAD_TOO_LARGE', imageTooLargeText(size, IMAGE_MAX_PIXELS));
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Width and height of a raster image from its first bytes, without decoding it; undefined when the
 * bytes are no raster image or its header is not complete in them.
 */
export function rasterImageSize(head: Uint8Array): ImageSize | undefined {
  const bmp = head[0] === 0x42 && head[1] === 0x4d;
  if (bmp && (head.length < 18 || !BMP_HEADER_SIZES.has(Buffer.from(head).readUInt32LE(14)))) {
    return undefined;
  }
  try {
    const found = imageSize(head);
    if (found.type !== undefined && RASTER_TYPES.has(found.type) && found.width > 0 && found.height > 0) {
      return { width: found.width, height: Math.abs(found.height) };
    }
  } catch {
    // Not an image, or its header goes on past these bytes.
  }
  return undefined;
}

/** The error for an image of more than `IMAGE_MAX_PIXELS`, read from its header; undefined otherwise. */
export function imageLimitError(head: Uint8Array): ImageTooLargeError | undefined {
  const size = rasterImageSize(head);
  return size && size.width * size.height > IMAGE_MAX_PIXELS ? new ImageTooLargeError(size) : undefined;
}
