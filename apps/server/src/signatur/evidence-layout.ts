import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { wrapText } from '../pdf/wrap-text';
import { toWinAnsi } from './text';

export type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const LEFT = 20 * MM;
const CONTENT_WIDTH = A4[0] - 40 * MM;
const TOP = A4[1] - 20 * MM;
const BOTTOM = 20 * MM;
const LABEL_WIDTH = 140;
const SIZE = 9;
const LINE = SIZE * 1.3;
const GREY = rgb(0.35, 0.35, 0.35);
// Rows up to this many lines move to the next page as a whole instead of being split.
const KEEP_TOGETHER = 6;

/** Where the next line goes; pages are added as the text runs over. */
export type Cursor = { doc: PDFDocument; fonts: Fonts; pages: PDFPage[]; page: PDFPage; y: number; title: string };

function addPage(cursor: Cursor): void {
  cursor.page = cursor.doc.addPage(A4);
  cursor.pages.push(cursor.page);
  cursor.y = TOP;
  const continued = `${cursor.title} (Fortsetzung)`;
  cursor.page.drawText(toWinAnsi(cursor.fonts.bold, continued), {
    x: LEFT,
    y: cursor.y - 10,
    size: 10,
    font: cursor.fonts.bold,
    color: GREY,
  });
  cursor.y -= 10 + 2 * LINE;
}

export function startEvidence(doc: PDFDocument, fonts: Fonts, title: string): Cursor {
  const page = doc.addPage(A4);
  const cursor: Cursor = { doc, fonts, pages: [page], page, y: TOP, title };
  page.drawText(toWinAnsi(fonts.bold, title), { x: LEFT, y: TOP - 15, size: 15, font: fonts.bold });
  cursor.y = TOP - 15 - LINE * 1.5;
  return cursor;
}

/** True when a new page had to be started for `height` more points. */
function ensureSpace(cursor: Cursor, height: number): boolean {
  if (cursor.y - height >= BOTTOM) {
    return false;
  }
  addPage(cursor);
  return true;
}

export function drawHeading(cursor: Cursor, text: string): void {
  ensureSpace(cursor, LINE * 4);
  cursor.y -= LINE * 0.6;
  cursor.page.drawText(toWinAnsi(cursor.fonts.bold, text), {
    x: LEFT,
    y: cursor.y - 11,
    size: 11,
    font: cursor.fonts.bold,
  });
  cursor.y -= 11 + LINE * 0.8;
}

export function drawParagraph(cursor: Cursor, text: string, options: { size?: number; muted?: boolean } = {}): void {
  const size = options.size ?? SIZE;
  const font = cursor.fonts.regular;
  for (const line of wrapText(toWinAnsi(font, text.trim()), font, size, CONTENT_WIDTH)) {
    ensureSpace(cursor, size * 1.3);
    cursor.y -= size * 1.3;
    if (line) {
      cursor.page.drawText(line, {
        x: LEFT,
        y: cursor.y + size * 0.3,
        size,
        font,
        ...(options.muted ? { color: GREY } : {}),
      });
    }
  }
  cursor.y -= LINE * 0.4;
}

type Cell = { text: string; font: PDFFont; size: number; width: number; x: number };

/** Cells side by side, each wrapped in its column; `onNewPage` runs at the top of every page the row starts. */
function drawCells(cursor: Cursor, cells: Cell[], onNewPage?: () => void): void {
  const lines = cells.map((cell) => wrapText(toWinAnsi(cell.font, cell.text), cell.font, cell.size, cell.width));
  const count = Math.max(...lines.map((l) => l.length));
  const lineHeight = Math.max(...cells.map((cell) => cell.size)) * 1.3;
  if (ensureSpace(cursor, Math.min(count, KEEP_TOGETHER) * lineHeight)) {
    onNewPage?.();
  }
  for (let i = 0; i < count; i++) {
    if (ensureSpace(cursor, lineHeight)) {
      onNewPage?.();
    }
    cursor.y -= lineHeight;
    cells.forEach((cell, column) => {
      const text = lines[column]?.[i];
      if (text) {
        cursor.page.drawText(text, { x: cell.x, y: cursor.y + lineHeight * 0.25, size: cell.size, font: cell.font });
      }
    });
  }
}

/** A label on the left, its value wrapped on the right; `mono` for hashes. */
export function drawRow(cursor: Cursor, label: string, value: string, options: { mono?: boolean } = {}): void {
  const { fonts } = cursor;
  drawCells(cursor, [
    { text: label, font: fonts.bold, size: SIZE - 0.5, width: LABEL_WIDTH - 8, x: LEFT },
    {
      text: value,
      font: options.mono ? fonts.mono : fonts.regular,
      size: options.mono ? SIZE - 0.5 : SIZE,
      width: CONTENT_WIDTH - LABEL_WIDTH,
      x: LEFT + LABEL_WIDTH,
    },
  ]);
  cursor.y -= 3;
}

/** A table with the header repeated on every page it runs over. `widths` are fractions of the content width. */
export function drawTable(cursor: Cursor, header: string[], widths: number[], rows: string[][]): void {
  const columns = (texts: string[], font: PDFFont): Cell[] => {
    let x = LEFT;
    return texts.map((text, i) => {
      const width = (widths[i] ?? 0) * CONTENT_WIDTH;
      const cell = { text, font, size: SIZE - 1, width: width - 6, x };
      x += width;
      return cell;
    });
  };
  const drawHeader = () => {
    drawCells(cursor, columns(header, cursor.fonts.bold));
    cursor.page.drawLine({
      start: { x: LEFT, y: cursor.y - 1 },
      end: { x: LEFT + CONTENT_WIDTH, y: cursor.y - 1 },
      thickness: 0.5,
      color: GREY,
    });
    cursor.y -= 3;
  };
  ensureSpace(cursor, LINE * 3);
  drawHeader();
  for (const row of rows) {
    drawCells(cursor, columns(row, cursor.fonts.regular), drawHeader);
    cursor.y -= 2;
  }
}

/** "Prüfprotokoll · Seite 1 von 2" at the foot of every page the evidence took. */
export function drawFooters(cursor: Cursor, label: string): void {
  const { pages, fonts } = cursor;
  pages.forEach((page, index) => {
    const text = toWinAnsi(fonts.regular, `${label} · Seite ${index + 1} von ${pages.length}`);
    page.drawText(text, { x: LEFT, y: 12 * MM, size: 7.5, font: fonts.regular, color: GREY });
  });
}
