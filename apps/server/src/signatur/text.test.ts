import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrapText } from '../pdf/wrap-text';
import { toWinAnsi } from './text';

let helvetica: Awaited<ReturnType<PDFDocument['embedFont']>>;
let courier: Awaited<ReturnType<PDFDocument['embedFont']>>;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  helvetica = await doc.embedFont(StandardFonts.Helvetica);
  courier = await doc.embedFont(StandardFonts.Courier);
});

describe('toWinAnsi', () => {
  it('keeps German letters and the euro sign, replaces the rest with ?', () => {
    expect(toWinAnsi(helvetica, 'äöüÄÖÜß € – „Zitat“')).toBe('äöüÄÖÜß € – „Zitat“');
    expect(toWinAnsi(helvetica, 'Łukasz 李 😀')).toBe('?ukasz ? ?');
  });

  it('composes decomposed umlauts, maps arrows and odd spaces, keeps line breaks', () => {
    expect(toWinAnsi(helvetica, 'Mu\u0308ller\u00a0→\tB\r\nC\u2212D')).toBe('Müller -> B\nC-D');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and keeps explicit and empty lines', () => {
    const lines = wrapText('eins zwei drei vier fünf\n\nsechs', helvetica, 10, 60);
    expect(lines.at(-2)).toBe('');
    expect(lines.at(-1)).toBe('sechs');
    for (const line of lines) {
      expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    }
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe('eins zwei drei vier fünf sechs');
  });

  it('breaks a word longer than the line by characters', () => {
    const hash = 'ab'.repeat(32);
    const lines = wrapText(hash, courier, 8.5, 200);
    expect(lines.length).toBe(2);
    expect(lines.join('')).toBe(hash);
  });
});
