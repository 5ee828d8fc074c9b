// Helpers for the tests of this folder: tiny images, text PDFs and the poppler tools that check them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const run = promisify(execFile);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgba = [number, number, number, number];

/** An RGBA PNG whose pixels come from `pixel(x, y)`. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows.set(pixel(x, y), y * (1 + width * 4) + 1 + x * 4);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const RED: Rgba = [220, 0, 0, 255];
export const BLUE: Rgba = [0, 0, 220, 255];

/** Pages with one line of text each; options for the awkward geometries real PDFs have. */
export async function textPdf(
  pages: number,
  options: { rotate?: number; mediaBox?: [number, number, number, number]; text?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    const [x = 0, y = 0, right = 595.28, top = 841.89] = options.mediaBox ?? [];
    page.setMediaBox(x, y, right - x, top - y);
    page.drawText(`${options.text ?? 'Testseite'} ${i}`, { x: x + 50, y: top - 80, size: 14, font });
    if (options.rotate) {
      page.setRotation(degrees(options.rotate));
    }
  }
  return doc.save();
}

/** A PDF page with a red left and a blue right half, for rendering into a JPEG. */
export async function halvesPdf(width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width: width / 2, height, color: rgb(0.86, 0, 0) });
  page.drawRectangle({ x: width / 2, y: 0, width: width / 2, height, color: rgb(0, 0, 0.86) });
  return doc.save();
}

/** An APP1 segment with just the EXIF orientation tag, inserted right after the JPEG's SOI marker. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}

async function withTempFile<T>(bytes: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signing-test-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function pdftotext(pdf: Uint8Array): Promise<string> {
  return withTempFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
}

export type Pdfsig = { output: string; code: number };

/** pdfsig's report; it exits non-zero for invalid signatures, which is a result here, not an error. */
export function pdfsig(pdf: Uint8Array): Promise<Pdfsig> {
  return withTempFile(pdf, async (file) => {
    try {
      const { stdout, stderr } = await run('/usr/bin/pdfsig', [file]);
      return { output: stdout + stderr, code: 0 };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      return { output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: failed.code ?? -1 };
    }
  });
}

export type Raster = { width: number; height: number; rgb: (x: number, y: number) => [number, number, number] };

function parsePpm(ppm: Buffer): Raster {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 50));
  if (!header) {
    throw new Error('not a binary PPM');
  }
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = ppm.subarray(header[0].length);
  return {
    width,
    height,
    rgb: (x, y) => {
      const at = (Math.floor(y) * width + Math.floor(x)) * 3;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    },
  };
}

/** One page rendered by pdftoppm (fails the test if poppler cannot render it). */
export function renderPage(pdf: Uint8Array, page: number, dpi = 30): Promise<Raster> {
  return withTempFile(pdf, async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    return parsePpm(await readFile(`${out}.ppm`));
  });
}

/** A JPEG as pdftoppm writes it: here, a rendering of `halvesPdf`. */
export function renderJpeg(pdf: Uint8Array): Promise<Buffer> {
  return withTempFile(pdf, async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-jpeg', '-r', '72', '-singlefile', file, out]);
    return readFile(`${out}.jpg`);
  });
}

export const isRed = ([r, g, b]: [number, number, number]) => r > 150 && g < 100 && b < 100;
export const isBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 100 && g < 100;
export const isWhite = ([r, g, b]: [number, number, number]) => r > 230 && g > 230 && b > 230;
