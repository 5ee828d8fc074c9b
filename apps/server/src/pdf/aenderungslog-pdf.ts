import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './brief';
import { wrapText } from './wrap-text';

export type AenderungslogPdfInput = {
  title: string;
  /** 'Versicherung KF-4711-0815 inkl. Schadensmeldungen'. */
  subject: string;
  /** 'ab 01.10.2026, Suche „Reserve“'. */
  filterText: string;
  /** 'Hash-Kette intakt (1.234 Einträge geprüft)' or where it breaks. */
  chainText: string;
  chainOk: boolean;
  /** 'DD.MM.YYYY HH:mm'. */
  createdAt: string;
  createdBy: string;
  note: string | null;
  header: readonly string[];
  rows: readonly (readonly string[])[];
};

// A4 landscape: the change text needs the width.
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const SIZE = 8;
const LINE = SIZE * 1.3;
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.7, 0.05, 0.05);
/** Column widths as shares of the text width: Datum, Nutzer, Eintrag, Änderung. */
const SHARES = [0.12, 0.2, 0.23, 0.45];

type Cursor = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

function newPage(c: Cursor, header: readonly string[], widths: number[]): void {
  c.page = c.doc.addPage(PAGE);
  c.y = PAGE[1] - MARGIN;
  drawRow(c, header, widths, c.bold);
  c.page.drawLine({
    start: { x: MARGIN, y: c.y + LINE - 3 },
    end: { x: PAGE[0] - MARGIN, y: c.y + LINE - 3 },
    thickness: 0.5,
    color: GREY,
  });
  c.y -= 3;
}

function drawRow(c: Cursor, cells: readonly string[], widths: number[], font: PDFFont): void {
  const wrapped = cells.map((cell, i) => wrapText(winAnsi(font, cell), font, SIZE, (widths[i] ?? 0) - 6));
  const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
  let x = MARGIN;
  wrapped.forEach((lines, i) => {
    lines.forEach((line, n) => {
      c.page.drawText(line, { x, y: c.y - n * LINE, size: SIZE, font });
    });
    x += widths[i] ?? 0;
  });
  c.y -= height + 2;
}

/** The filtered Änderungslog for auditors: title, filter, chain status, then the table on A4 landscape. */
export async function renderAenderungslogPdf(input: AenderungslogPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title, { showInWindowTitleBar: true });
  doc.setLanguage('de-DE');
  doc.setCreator('Maklerwerk');
  doc.setProducer('Maklerwerk');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  const widths = SHARES.map((s) => s * width);
  const c: Cursor = { doc, page: doc.addPage(PAGE), y: PAGE[1] - MARGIN - 14, regular, bold };

  c.page.drawText(winAnsi(bold, input.title), { x: MARGIN, y: c.y, size: 16, font: bold });
  c.y -= 20;
  const meta = [
    { text: input.subject, font: bold, color: rgb(0, 0, 0) },
    { text: `Filter: ${input.filterText}`, font: regular, color: rgb(0, 0, 0) },
    { text: input.chainText, font: bold, color: input.chainOk ? rgb(0.1, 0.4, 0.15) : RED },
    { text: `Erstellt am ${input.createdAt} von ${input.createdBy}`, font: regular, color: GREY },
    ...(input.note ? [{ text: input.note, font: bold, color: RED }] : []),
  ];
  for (const line of meta) {
    for (const part of wrapText(winAnsi(line.font, line.text), line.font, 10, width)) {
      c.page.drawText(part, { x: MARGIN, y: c.y, size: 10, font: line.font, color: line.color });
      c.y -= 13;
    }
  }
  c.y -= 8;
  drawRow(c, input.header, widths, bold);
  c.y -= 3;
  if (input.rows.length === 0) {
    c.page.drawText('Es wurden keine Einträge gefunden', { x: MARGIN, y: c.y, size: SIZE, font: regular });
  }
  for (const row of input.rows) {
    const lines = Math.max(
      ...row.map((cell, i) => wrapText(winAnsi(regular, cell), regular, SIZE, (widths[i] ?? 0) - 6).length),
    );
    if (c.y - lines * LINE < MARGIN + 14) {
      newPage(c, input.header, widths);
    }
    drawRow(c, row, widths, regular);
  }
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = `Seite ${index + 1} von ${pages.length}`;
    page.drawText(text, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(text, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
