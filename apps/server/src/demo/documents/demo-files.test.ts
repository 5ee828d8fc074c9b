import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeDemoDocx } from './demo-docx';
import { makeDemoPdf } from './demo-pdf';
import { makeDamagePhotoPng } from './demo-png';

describe('demo files', () => {
  it('PDF: pages and title, byte-identical for the same input (one blob per seed)', async () => {
    const options = { title: 'Versicherungsschein KF-4711-0815', pages: 3 };
    const bytes = await makeDemoPdf(options);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getTitle()).toBe('Versicherungsschein KF-4711-0815');
    expect(Buffer.from(await makeDemoPdf(options)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('PNG: a real image of the given size', async () => {
    const png = Buffer.from(makeDamagePhotoPng({ width: 64, height: 40 }));
    expect(png.readUInt32BE(16)).toBe(64);
    expect(png.readUInt32BE(20)).toBe(40);
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
  });

  it('DOCX: recognised as a Word file', async () => {
    const docx = await makeDemoDocx({ title: 'Vollmacht', paragraphs: ['Ä & <b>'] });
    expect((await fileTypeFromBuffer(docx))?.ext).toBe('docx');
  });
});
