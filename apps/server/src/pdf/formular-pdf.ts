import { customerDisplayName, type FormularAnzeigeZeile, formatDate } from '@maklerwerk/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './brief';
import { wrapText } from './wrap-text';

export type FormularPdfInput = {
  /** The definition's label, e.g. 'Beratungsdokumentation Versicherungen'. */
  label: string;
  definitionVersion: number;
  kunde: { name: string; kundennr: string; anschrift: string };
  vertrag: string | null;
  /** ISO date the form was finished. */
  datum: string;
  statusText: string;
  zeilen: FormularAnzeigeZeile[];
  erstelltVon: string;
};

type PdfCustomer = Parameters<typeof customerDisplayName>[0] & {
  kundennr: string;
  strasse: string | null;
  hausnr: string | null;
  plz: string | null;
  ort: string | null;
};

/** The customer block of a form's PDF: his display name, number and address on one line. */
export function pdfKunde(c: PdfCustomer): FormularPdfInput['kunde'] {
  return {
    name: customerDisplayName(c),
    kundennr: c.kundennr,
    anschrift: [[c.strasse, c.hausnr].filter(Boolean).join(' '), [c.plz, c.ort].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  };
}

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const LEFT = 20 * MM;
const RIGHT = A4[0] - 20 * MM;
const TOP = A4[1] - 20 * MM;
const BOTTOM = 20 * MM;
const SIZE = 10;
const LINE = SIZE * 1.4;
const LABEL_WIDTH = 70 * MM;
const GREY = rgb(0.35, 0.35, 0.35);

type Cursor = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

function ensureRoom(c: Cursor, lines: number): void {
  if (c.y - lines * LINE < BOTTOM) {
    c.page = c.doc.addPage(A4);
    c.y = TOP;
  }
}

function text(c: Cursor, value: string, x: number, font: PDFFont, size = SIZE, color = rgb(0, 0, 0)): void {
  c.page.drawText(winAnsi(font, value), { x, y: c.y, size, font, color });
}

/**
 * The PDF of a finished form (issue 16 item 2): title with the definition's label and version, the
 * customer, contract and date, then every visible answer with its German label. Standard fonts
 * (WinAnsi): characters they cannot encode are mapped as in the letters (brief.ts).
 */
export async function renderFormularPdf(input: FormularPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(await doc.embedFont(StandardFonts.Helvetica), input.label));
  doc.setProducer('Maklerwerk');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const c: Cursor = { doc, page: doc.addPage(A4), y: TOP, regular, bold };

  text(c, input.label, LEFT, bold, 16);
  c.y -= 22;
  text(
    c,
    `Formularversion ${input.definitionVersion} · abgeschlossen am ${formatDate(input.datum)}`,
    LEFT,
    regular,
    9,
    GREY,
  );
  c.y -= LINE * 1.5;
  const kopf: [string, string][] = [
    ['Kunde', `${input.kunde.name} (Kundennr. ${input.kunde.kundennr})`],
    ['Anschrift', input.kunde.anschrift],
    ...(input.vertrag ? ([['Vertrag', input.vertrag]] as [string, string][]) : []),
    ['Datum', formatDate(input.datum)],
    ['Status', input.statusText],
    ['Erstellt von', input.erstelltVon],
  ];
  for (const [label, value] of kopf) {
    field(c, label, value, 0);
  }
  c.y -= LINE / 2;
  for (const zeile of input.zeilen) {
    if (zeile.kind === 'heading') {
      ensureRoom(c, 3);
      c.y -= LINE / 2;
      text(c, zeile.label, LEFT, bold, 11);
      c.y -= 3;
      c.page.drawLine({ start: { x: LEFT, y: c.y }, end: { x: RIGHT, y: c.y }, thickness: 0.5, color: GREY });
      c.y -= LINE;
    } else {
      field(c, zeile.label, zeile.text || '–', zeile.depth);
    }
  }
  return doc.save();
}

function field(c: Cursor, label: string, value: string, depth: number): void {
  const indent = depth * 6 * MM;
  const labelLines = wrapText(winAnsi(c.regular, label), c.regular, SIZE, LABEL_WIDTH - indent - 4);
  const valueLines = wrapText(winAnsi(c.bold, value.replace(/\r\n?/g, '\n')), c.bold, SIZE, RIGHT - LEFT - LABEL_WIDTH);
  const count = Math.max(labelLines.length, valueLines.length, 1);
  for (let i = 0; i < count; i++) {
    ensureRoom(c, 1);
    const l = labelLines[i];
    const v = valueLines[i];
    if (l) {
      text(c, l, LEFT + indent, c.regular, SIZE, GREY);
    }
    if (v) {
      text(c, v, LEFT + LABEL_WIDTH, c.bold);
    }
    c.y -= LINE;
  }
}
