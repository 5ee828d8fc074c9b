import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { contentDisposition as attachmentDisposition } from '../../lib/content-disposition';

export type PdfContact = {
  name: string;
  typ: string | null;
  telefon: string | null;
  mobil: string | null;
  fax: string | null;
  email: string | null;
  beschreibung: string | null;
};

export type PdfCompany = {
  kurzname: string;
  name: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
};

// A4 landscape: seven columns fit without wrapping names or e-mail addresses.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 40;
const ROW_HEIGHT = 18;
const FONT_SIZE = 9;
const columns: { title: string; width: number; value: (c: PdfContact) => string | null }[] = [
  { title: 'Name', width: 130, value: (c) => c.name },
  { title: 'Funktion', width: 105, value: (c) => c.typ },
  { title: 'Telefon', width: 92, value: (c) => c.telefon },
  { title: 'Mobil', width: 92, value: (c) => c.mobil },
  { title: 'Fax', width: 92, value: (c) => c.fax },
  { title: 'E-Mail', width: 160, value: (c) => c.email },
  { title: 'Beschreibung', width: 90, value: (c) => c.beschreibung },
];

// WinAnsi covers Latin-1 (ä ö ü ß …) plus these; anything else would make pdf-lib throw.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function winAnsi(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      const latin1 = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff);
      return latin1 || winAnsiExtras.has(ch) ? ch : '?';
    })
    .join('');
}

function fit(text: string, font: PDFFont, width: number): string {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, FONT_SIZE) <= width) {
    return safe;
  }
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, FONT_SIZE) > width) {
    cut = cut.slice(0, -1);
  }
  return `${cut}…`;
}

function germanToday(): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

/** 'Ansprechpartner dieser Gesellschaft' (spec 2.9): a table of every contact, with page breaks. */
export async function renderAnsprechpartnerPdf(company: PdfCompany, contacts: PdfContact[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Ansprechpartner der ${company.kurzname}`;
  doc.setTitle(winAnsi(title));
  doc.setProducer('Maklerwerk');
  doc.setCreationDate(new Date());
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.4);

  const header = (page: PDFPage, first: boolean): number => {
    let y = PAGE.height - MARGIN;
    if (first) {
      page.drawText(winAnsi(title), { x: MARGIN, y: y - 16, size: 16, font: bold });
      y -= 34;
      const address = [company.name, company.strasse, [company.plz, company.ort].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(' · ');
      page.drawText(fit(address, font, PAGE.width - 2 * MARGIN), { x: MARGIN, y, size: FONT_SIZE, font, color: grey });
      y -= 14;
      page.drawText(`Stand: ${germanToday()} · ${contacts.length} Ansprechpartner`, {
        x: MARGIN,
        y,
        size: FONT_SIZE,
        font,
        color: grey,
      });
      y -= 22;
    }
    let x = MARGIN;
    for (const col of columns) {
      page.drawText(col.title, { x, y, size: FONT_SIZE, font: bold });
      x += col.width;
    }
    page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: PAGE.width - MARGIN, y: y - 5 }, thickness: 0.8 });
    return y - ROW_HEIGHT;
  };

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = header(page, true);
  if (contacts.length === 0) {
    page.drawText('Für diese Gesellschaft sind keine Ansprechpartner erfasst.', {
      x: MARGIN,
      y,
      size: FONT_SIZE,
      font,
    });
  }
  for (const contact of contacts) {
    if (y < MARGIN + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = header(page, false);
    }
    let x = MARGIN;
    for (const col of columns) {
      page.drawText(fit(col.value(contact) ?? '', font, col.width - 6), { x, y, size: FONT_SIZE, font });
      x += col.width;
    }
    page.drawLine({
      start: { x: MARGIN, y: y - 6 },
      end: { x: PAGE.width - MARGIN, y: y - 6 },
      thickness: 0.3,
      color: rgb(0.8, 0.8, 0.8),
    });
    y -= ROW_HEIGHT;
  }
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const text = `Seite ${index + 1} von ${pages.length}`;
    p.drawText(text, {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(text, 8),
      y: MARGIN / 2,
      size: 8,
      font,
      color: grey,
    });
  });
  return doc.save();
}

/** 'Ansprechpartner-HUK-COBURG.pdf', with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kurzname: string): string {
  return attachmentDisposition(`Ansprechpartner-${kurzname.trim().replace(/[\s/\\"]+/g, '-')}.pdf`);
}
