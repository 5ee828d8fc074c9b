import { describe, expect, it } from 'vitest';
import { jpegOrientation } from './jpeg-orientation';
import { withExifOrientation } from './test-support';

// SOI, a JFIF APP0 segment and the start of scan: enough structure for the parser.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]),
]);

function littleEndianExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), head, payload, JPEG.subarray(2)]);
}

describe('jpegOrientation', () => {
  it('is 1 without EXIF data', () => {
    expect(jpegOrientation(JPEG)).toBe(1);
  });

  it.each([1, 3, 6, 8])('reads orientation %i in big- and little-endian EXIF', (orientation) => {
    expect(jpegOrientation(withExifOrientation(JPEG, orientation))).toBe(orientation);
    expect(jpegOrientation(littleEndianExif(orientation))).toBe(orientation);
  });

  it('finds the EXIF segment after other segments', () => {
    const exif = withExifOrientation(Buffer.from([0xff, 0xd8]), 6).subarray(2);
    const later = Buffer.concat([JPEG.subarray(0, 20), exif, JPEG.subarray(20)]);
    expect(jpegOrientation(later)).toBe(6);
  });

  it('falls back to 1 for out-of-range values, truncated data and non-JPEGs', () => {
    expect(jpegOrientation(withExifOrientation(JPEG, 9))).toBe(1);
    expect(jpegOrientation(withExifOrientation(JPEG, 6).subarray(0, 30))).toBe(1);
    expect(jpegOrientation(Buffer.from('GIF89a'))).toBe(1);
    expect(jpegOrientation(new Uint8Array(0))).toBe(1);
  });
});
