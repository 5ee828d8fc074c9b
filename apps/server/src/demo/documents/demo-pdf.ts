import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Fixed dates: the same input gives the same bytes (the same blob), on every seed. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

const defaultLines = [
  'Sehr geehrte Damen und Herren,',
  'anbei erhalten Sie die Unterlagen zu Ihrem Versicherungsvertrag.',
  'Der Beitrag wird zur Hauptfälligkeit jährlich im Voraus fällig.',
  'Bitte prüfen Sie die Angaben und teilen Sie uns Änderungen umgehend mit.',
  'Versicherungsbeginn, Laufzeit und Umfang des Schutzes entnehmen Sie der Übersicht.',
  'Mit freundlichen Grüßen',
  'Ihr Maklerbüro',
];

/** A German demo PDF of some A4 pages with title, body text and 'Seite N von M' (WinAnsi covers ä ö ü ß €). */
export async function makeDemoPdf(options: {
  title: string;
  pages: number;
  lines?: string[];
  footer?: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  pdf.setProducer('Maklerwerk');
  pdf.setCreator('Maklerwerk Demo-Bestand');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines = options.lines ?? defaultLines;
  const count = Math.max(1, options.pages);
  for (let n = 1; n <= count; n += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    const { height } = page.getSize();
    let y = height - 72;
    if (n === 1) {
      page.drawText(options.title, { x: 56, y, size: 18, font: bold, color: rgb(0.1, 0.2, 0.4) });
      y -= 36;
    } else {
      page.drawText(`${options.title} (Fortsetzung)`, { x: 56, y, size: 12, font: bold });
      y -= 28;
    }
    for (const line of lines) {
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 18;
    }
    page.drawText(options.footer ?? 'Maklerwerk Demo-Bestand', {
      x: 56,
      y: 40,
      size: 8,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
    page.drawText(`Seite ${n} von ${count}`, { x: 480, y: 40, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  }
  return pdf.save({ useObjectStreams: false });
}
