import { type DatenimportReport, datenimportStatusLabel, datenimportZaehlerLabel } from '@maklerwerk/domain';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../../db/client';
import { csvExport, type ExportColumn } from '../../lib/table-export';
import { winAnsi } from '../../pdf/brief';
import { wrapText } from '../../pdf/wrap-text';
import * as repo from './datenimport.repository';

/** One line of the report's table: a message, or a changed field of a contract. */
type Zeile = { art: string; datei: string; zeile: number | null; satzart: string; feld: string; text: string };

async function zeilen(db: Db, id: number): Promise<Zeile[]> {
  const [meldungen, aenderungen] = await Promise.all([
    repo.listEintraege(db, id, 'meldung'),
    repo.listEintraege(db, id, 'aenderung'),
  ]);
  const out: Zeile[] = meldungen.map(({ daten }) => {
    const m = daten as {
      datei: string;
      zeile: number | null;
      satzart: string | null;
      feld: string | null;
      art: string;
      text: string;
    };
    return {
      art: m.art === 'fehler' ? 'Fehler' : 'Warnung',
      datei: m.datei,
      zeile: m.zeile,
      satzart: m.satzart ?? '',
      feld: m.feld ?? '',
      text: m.text,
    };
  });
  for (const { daten } of aenderungen) {
    const a = daten as {
      versicherungsnummer: string;
      kunde: string;
      art: string;
      felder: { feld: string; alt: string | null; neu: string | null }[];
    };
    const art = a.art === 'neu' ? 'Neuer Vertrag' : 'Geänderter Vertrag';
    if (a.felder.length === 0) {
      out.push({ art, datei: '', zeile: null, satzart: '', feld: a.versicherungsnummer, text: a.kunde });
    }
    for (const f of a.felder) {
      out.push({
        art,
        datei: '',
        zeile: null,
        satzart: '',
        feld: `${a.versicherungsnummer}: ${f.feld}`,
        text: `${f.alt ?? '–'} → ${f.neu ?? '–'}`,
      });
    }
  }
  return out;
}

const columns: ExportColumn<Zeile>[] = [
  { header: 'Art', kind: 'text', width: 18, value: (z) => z.art },
  { header: 'Datei', kind: 'text', width: 24, value: (z) => z.datei },
  { header: 'Zeile', kind: 'int', width: 8, value: (z) => z.zeile },
  { header: 'Satzart', kind: 'text', width: 8, value: (z) => z.satzart },
  { header: 'Feld', kind: 'text', width: 30, value: (z) => z.feld },
  { header: 'Meldung', kind: 'text', width: 60, value: (z) => z.text },
];

/** The whole report as CSV: every message and every changed field (the JSON report holds the first 500). */
export async function berichtCsv(db: Db, report: DatenimportReport) {
  const rows = await zeilen(db, report.id);
  const counts: Zeile[] = Object.entries(report.zaehler).map(([key, n]) => ({
    art: 'Zähler',
    datei: '',
    zeile: null,
    satzart: '',
    feld: datenimportZaehlerLabel[key as keyof typeof report.zaehler],
    text: String(n),
  }));
  async function* pages() {
    yield counts;
    yield rows;
  }
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `datenimport-${report.id}.csv`,
    body: csvExport(columns, pages()),
  };
}

/** The report as PDF (pdf-lib, A4): files, counts, then messages and changes. */
export async function berichtPdf(db: Db, report: DatenimportReport) {
  const rows = await zeilen(db, report.id);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = 9;
  const width = 595.28 - 72;
  let page = pdf.addPage([595.28, 841.89]);
  let y = 841.89 - 48;
  const line = (text: string, f: PDFFont = font, s = size) => {
    for (const part of wrapText(winAnsi(f, text), f, s, width)) {
      if (y < 48) {
        page = pdf.addPage([595.28, 841.89]);
        y = 841.89 - 48;
      }
      page.drawText(part, { x: 36, y, size: s, font: f, color: rgb(0, 0, 0) });
      y -= s * 1.35;
    }
  };
  line(`Datenimport ${report.id} – ${datenimportStatusLabel[report.status]}`, bold, 14);
  line(`Erstellt von ${report.erstelltVon} am ${report.erstelltAm.slice(0, 10).split('-').reverse().join('.')}`);
  for (const d of report.dateien) {
    line(`Datei ${d.name} (SHA-256 ${d.sha256}), ${d.datenpakete} Datenpakete, ${d.saetze} Sätze`);
  }
  y -= 6;
  for (const [key, n] of Object.entries(report.zaehler)) {
    line(`${datenimportZaehlerLabel[key as keyof typeof report.zaehler]}: ${n}`);
  }
  y -= 6;
  for (const z of rows) {
    line(
      `${z.art}${z.zeile === null ? '' : ` · Zeile ${z.zeile}`}${z.satzart ? ` · Satzart ${z.satzart}` : ''}${z.feld ? ` · ${z.feld}` : ''}: ${z.text}`,
    );
  }
  return {
    contentType: 'application/pdf',
    fileName: `datenimport-${report.id}.pdf`,
    body: Buffer.from(await pdf.save()),
  };
}
