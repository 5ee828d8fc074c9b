import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { wrapText } from './wrap-text';

export type BriefInput = {
  absender: { name: string; strasse: string; plzOrt: string; telefon?: string | null; email?: string | null };
  empfaenger: string[];
  ort: string;
  /** ISO date 'YYYY-MM-DD'. */
  datum: string;
  betreff: string;
  bezug?: string | null;
  /** Plain text; blank lines separate paragraphs, single line breaks are kept. */
  text: string;
};

// Coordinates after DIN 5008 form B, in millimetres from the top edge unless noted.
const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const LEFT = 25 * MM;
const RIGHT = A4[0] - 20 * MM;
const BODY_SIZE = 11;
const LINE_HEIGHT = BODY_SIZE * 1.35;
const BOTTOM = 25 * MM;
const CONTINUATION_TOP_MM = 20;
const ADDRESS_ZONE = { topMm: 62.7, heightMm: 27.3, width: 80 * MM, size: 10 };
const GREY = rgb(0.35, 0.35, 0.35);

type Fonts = { regular: PDFFont; bold: PDFFont };
type Cursor = { doc: PDFDocument; fonts: Fonts; page: PDFPage; y: number };

/** Standard fonts only speak WinAnsi and pdf-lib throws on anything else, so user text is mapped first. */
// '\n' cannot be encoded either, but it is kept: the layout splits lines on it before drawing.
const REPLACEMENTS: Record<string, string> = { '\n': '\n', '→': '->', '←': '<-', '⇒': '=>', '≤': '<=', '≥': '>=' };

function encodable(font: PDFFont, char: string): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

export function winAnsi(font: PDFFont, text: string): string {
  // NFC first: a decomposed 'u' + combining diaeresis would otherwise become 'u?'.
  const normalized = text
    .normalize('NFC')
    .replace(/[\t\u2000-\u200a\u202f]/g, ' ')
    .replace(/[\u2010\u2011\u2212]/g, '-');
  return [...normalized].map((ch) => REPLACEMENTS[ch] ?? (encodable(font, ch) ? ch : '?')).join('');
}

function sanitize(input: BriefInput, font: PDFFont): BriefInput {
  const clean = (text: string) => winAnsi(font, text);
  const optional = (text: string | null | undefined) => (text ? clean(text) : null);
  const { absender } = input;
  return {
    absender: {
      name: clean(absender.name),
      strasse: clean(absender.strasse),
      plzOrt: clean(absender.plzOrt),
      telefon: optional(absender.telefon),
      email: optional(absender.email),
    },
    empfaenger: input.empfaenger.map(clean).filter((line) => line.trim() !== ''),
    ort: clean(input.ort),
    datum: clean(input.datum),
    betreff: clean(input.betreff),
    bezug: optional(input.bezug),
    text: clean(input.text.replace(/\r\n?/g, '\n').trim()),
  };
}

/** Baseline of a line whose glyph tops sit `mm` below the top edge (pdf-lib counts from the bottom). */
function baselineAt(mm: number, font: PDFFont, size: number): number {
  return A4[1] - mm * MM - font.heightAtSize(size, { descender: false });
}

function germanDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

function truncate(text: string, font: PDFFont, size: number, width: number): string {
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(cut === text ? cut : `${cut}…`, size) > width) {
    cut = cut.slice(0, -1);
  }
  return cut === text ? cut : `${cut}…`;
}

function drawMarks(page: PDFPage): void {
  // Fold marks at 105 and 210 mm, the longer hole mark at 148.5 mm.
  for (const mm of [105, 148.5, 210]) {
    const y = A4[1] - mm * MM;
    const length = mm === 148.5 ? 8 : 5;
    page.drawLine({ start: { x: 4 * MM, y }, end: { x: (4 + length) * MM, y }, thickness: 0.5, color: GREY });
  }
}

function addPage(cursor: Cursor): void {
  cursor.page = cursor.doc.addPage(A4);
  drawMarks(cursor.page);
  cursor.y = baselineAt(CONTINUATION_TOP_MM, cursor.fonts.regular, BODY_SIZE);
}

function drawBodyLine(cursor: Cursor, text: string, font: PDFFont): void {
  if (cursor.y < BOTTOM) {
    addPage(cursor);
  }
  cursor.page.drawText(text, { x: LEFT, y: cursor.y, size: BODY_SIZE, font });
  cursor.y -= LINE_HEIGHT;
}

function drawParagraphs(cursor: Cursor, text: string, font: PDFFont): void {
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      cursor.y -= LINE_HEIGHT;
      continue;
    }
    for (const wrapped of wrapText(line, font, BODY_SIZE, RIGHT - LEFT)) {
      drawBodyLine(cursor, wrapped, font);
    }
  }
}

function drawLetterhead(page: PDFPage, fonts: Fonts, absender: BriefInput['absender']): void {
  page.drawText(truncate(absender.name, fonts.bold, 16, RIGHT - LEFT), {
    x: LEFT,
    y: baselineAt(15, fonts.bold, 16),
    size: 16,
    font: fonts.bold,
  });
  const phone = absender.telefon ? `Tel. ${absender.telefon}` : null;
  const info = [absender.strasse, absender.plzOrt, phone, absender.email].filter(Boolean).join(' · ');
  const y = baselineAt(23, fonts.regular, 9);
  page.drawText(truncate(info, fonts.regular, 9, RIGHT - LEFT), {
    x: LEFT,
    y,
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
  page.drawLine({ start: { x: LEFT, y: y - 6 }, end: { x: RIGHT, y: y - 6 }, thickness: 0.5, color: GREY });
}

function drawReturnAddress(page: PDFPage, font: PDFFont, absender: BriefInput['absender']): void {
  const text = truncate([absender.name, absender.strasse, absender.plzOrt].join(' · '), font, 7, ADDRESS_ZONE.width);
  const y = baselineAt(56, font, 7);
  page.drawText(text, { x: LEFT, y, size: 7, font, color: GREY });
  const end = LEFT + font.widthOfTextAtSize(text, 7);
  page.drawLine({ start: { x: LEFT, y: y - 2 }, end: { x: end, y: y - 2 }, thickness: 0.3, color: GREY });
}

/** More lines than the six of the address zone shrink the type instead of leaving the window. */
function drawRecipient(page: PDFPage, font: PDFFont, lines: string[]): void {
  const zoneHeight = ADDRESS_ZONE.heightMm * MM;
  const size = Math.min(ADDRESS_ZONE.size, zoneHeight / (Math.max(lines.length, 1) * 1.2));
  let y = baselineAt(ADDRESS_ZONE.topMm, font, size);
  for (const line of lines) {
    page.drawText(truncate(line, font, size, ADDRESS_ZONE.width), { x: LEFT, y, size, font });
    y -= size * 1.2;
  }
}

function drawDate(page: PDFPage, font: PDFFont, ort: string, datum: string): void {
  const text = `${ort}, ${germanDate(datum)}`;
  const x = RIGHT - font.widthOfTextAtSize(text, BODY_SIZE);
  page.drawText(text, { x, y: baselineAt(98.46, font, BODY_SIZE), size: BODY_SIZE, font });
}

function drawPageNumbers(doc: PDFDocument, font: PDFFont): void {
  const pages = doc.getPages();
  if (pages.length < 2) {
    return;
  }
  pages.forEach((page, index) => {
    const text = `Seite ${index + 1} von ${pages.length}`;
    page.drawText(text, { x: RIGHT - font.widthOfTextAtSize(text, 8), y: 12 * MM, size: 8, font, color: GREY });
  });
}

function setMetadata(doc: PDFDocument, input: BriefInput): void {
  // The info dictionary is UTF-16, so the title keeps characters the fonts cannot draw.
  doc.setTitle(input.betreff, { showInWindowTitleBar: true });
  doc.setAuthor(input.absender.name);
  doc.setLanguage('de-DE');
  doc.setCreator('Maklerwerk');
  doc.setProducer('Maklerwerk');
}

/** A business letter after DIN 5008 form B on A4, with page breaks and fold marks. */
export async function renderBrief(input: BriefInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMetadata(doc, input);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const brief = sanitize(input, fonts.regular);
  const page = doc.addPage(A4);
  drawMarks(page);
  drawLetterhead(page, fonts, brief.absender);
  drawReturnAddress(page, fonts.regular, brief.absender);
  drawRecipient(page, fonts.regular, brief.empfaenger);
  drawDate(page, fonts.regular, brief.ort, brief.datum);

  const cursor: Cursor = { doc, fonts, page, y: baselineAt(103.46, fonts.bold, BODY_SIZE) };
  drawParagraphs(cursor, brief.betreff.replace(/\n+/g, ' '), fonts.bold);
  if (brief.bezug) {
    drawParagraphs(cursor, brief.bezug, fonts.regular);
  }
  // DIN 5008: two blank lines between the subject and the salutation.
  cursor.y -= 2 * LINE_HEIGHT;
  drawParagraphs(cursor, brief.text, fonts.regular);
  drawPageNumbers(doc, fonts.regular);
  return doc.save();
}
