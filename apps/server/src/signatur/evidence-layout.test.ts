import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawFooters, drawHeading, drawParagraph, drawRow, drawTable, startEvidence } from './evidence-layout';
import { pdftotext } from './test-support';

async function cursor() {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  return startEvidence(doc, fonts, 'Titel');
}

describe('evidence layout', () => {
  it('starts further pages with a continuation title when rows run over', async () => {
    const c = await cursor();
    drawHeading(c, 'Abschnitt');
    for (let i = 1; i <= 80; i++) {
      drawRow(c, `Zeile ${i}`, `Wert ${i}`);
    }
    drawFooters(c, 'Fuß');
    expect(c.pages.length).toBeGreaterThan(1);
    const text = await pdftotext(await c.doc.save());
    expect(text).toContain('Titel (Fortsetzung)');
    expect(text).toContain('Zeile 80');
    expect(text).toContain(`Fuß · Seite ${c.pages.length} von ${c.pages.length}`);
  });

  it('splits a paragraph longer than a page line by line', async () => {
    const c = await cursor();
    drawParagraph(c, Array.from({ length: 1500 }, (_, i) => `Wort${i}`).join(' '));
    expect(c.pages.length).toBeGreaterThanOrEqual(2);
    expect(await pdftotext(await c.doc.save())).toContain('Wort1499');
  });

  it('repeats the table header on each page and wraps long cells', async () => {
    const c = await cursor();
    const rows = Array.from({ length: 90 }, (_, i) => [`${i}`, 'Ereignis', 'Person', 'x'.repeat(80)]);
    drawTable(c, ['Zeit', 'Was', 'Wer', 'Woher'], [0.2, 0.3, 0.3, 0.2], rows);
    const text = await pdftotext(await c.doc.save());
    expect(text.split('Woher').length - 1).toBe(c.pages.length);
    expect(text.replace(/\s+/g, '')).toContain('x'.repeat(80));
  });
});
