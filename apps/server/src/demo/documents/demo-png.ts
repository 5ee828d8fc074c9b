import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A placeholder photo of a damaged car (sky, road, car with a dent), as a real RGB PNG. */
export function makeDamagePhotoPng(options: { width?: number; height?: number; seed?: number } = {}): Uint8Array {
  const width = options.width ?? 640;
  const height = options.height ?? 420;
  const seed = options.seed ?? 1;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      let r: number;
      let g: number;
      let b: number;
      const noise = ((x * 31 + y * 17 + seed * 13) % 7) - 3;
      if (y < height * 0.55) {
        r = 120 + (y * 80) / height;
        g = 170 + (y * 50) / height;
        b = 230;
      } else {
        r = g = b = 95 + noise;
      }
      const inCar = x > width * 0.2 && x < width * 0.8 && y > height * 0.4 && y < height * 0.75;
      if (inCar) {
        r = 30;
        g = 60;
        b = 110;
        const dx = x - width * 0.7;
        const dy = y - height * 0.6;
        if (dx * dx + dy * dy < (width * 0.07) ** 2) {
          r = 150 + noise * 4;
          g = 140;
          b = 130;
        }
      }
      const wheel = [0.32, 0.68].some((cx) => (x - width * cx) ** 2 + (y - height * 0.76) ** 2 < (height * 0.07) ** 2);
      if (wheel) {
        r = g = b = 20;
      }
      const p = row + 1 + x * 3;
      raw[p] = Math.max(0, Math.min(255, Math.round(r)));
      raw[p + 1] = Math.max(0, Math.min(255, Math.round(g)));
      raw[p + 2] = Math.max(0, Math.min(255, Math.round(b)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
