/**
 * The EXIF orientation (1–8) of a JPEG, 1 when there is none. Phone cameras store portrait photos
 * sideways and only set this tag, which PDF viewers ignore.
 */
export function jpegOrientation(jpeg: Uint8Array): number {
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  if (bytes.length < 4 || bytes.readUInt16BE(0) !== 0xffd8) {
    return 1;
  }
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // Start of scan: image data follows, no more metadata.
    if (marker === 0xda || length < 2) {
      return 1;
    }
    const segment = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xe1 && segment.toString('latin1', 0, 6) === 'Exif\0\0') {
      return orientationInTiff(segment.subarray(6));
    }
    offset += 2 + length;
  }
  return 1;
}

function orientationInTiff(tiff: Buffer): number {
  if (tiff.length < 8) {
    return 1;
  }
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) {
    return 1;
  }
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) {
      return 1;
    }
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
