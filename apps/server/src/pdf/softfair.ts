import type { SoftfairForm } from '@maklerwerk/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './brief';

export type SoftfairPdfInput = SoftfairForm & { firma: string; datum: string };

const MM = 72 / 25.4;
const LEFT = 25 * MM;
const GREY = rgb(0.35, 0.35, 0.35);

/** The Softfair order form (spec §3) as one A4 page: the registration's fields, label and value per line. */
export async function renderSoftfairForm(input: SoftfairPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Bestellformular Softfair');
  doc.setCreator('Maklerwerk');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  let y = 841.89 - 30 * MM;
  page.drawText(winAnsi(bold, 'Bestellformular – Anmeldung Vergleichsportal (Softfair)'), {
    x: LEFT,
    y,
    size: 15,
    font: bold,
  });
  y -= 10 * MM;
  const section = (title: string) => {
    y -= 4 * MM;
    page.drawText(winAnsi(bold, title), { x: LEFT, y, size: 12, font: bold });
    y -= 8 * MM;
  };
  const line = (label: string, value: string) => {
    page.drawText(winAnsi(regular, label), { x: LEFT, y, size: 10, font: regular, color: GREY });
    page.drawText(winAnsi(regular, value), { x: LEFT + 45 * MM, y, size: 11, font: regular });
    y -= 7 * MM;
  };
  section('Besteller');
  line('Firma', input.firma);
  line('Vorname', input.vorname);
  line('Nachname', input.nachname);
  line('Straße', input.strasse);
  line('PLZ / Ort', `${input.plz} ${input.ort}`);
  line('Telefon', input.telefon);
  section('Bankverbindung (SEPA-Lastschrift)');
  line('Kontoinhaber', input.kontoinhaber);
  line('Bank', input.bank);
  line('IBAN', input.iban.replace(/(.{4})/g, '$1 ').trim());
  line('BIC', input.bic);
  y -= 6 * MM;
  page.drawText(winAnsi(regular, `Erstellt am ${input.datum} – bitte unterschrieben an Softfair senden.`), {
    x: LEFT,
    y,
    size: 9,
    font: regular,
    color: GREY,
  });
  return doc.save();
}
