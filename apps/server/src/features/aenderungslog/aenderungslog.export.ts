import { Readable } from 'node:stream';
import {
  type Actor,
  AENDERUNGSLOG_EXPORT_CAP,
  AENDERUNGSLOG_SPALTEN,
  AENDERUNGSLOG_TEXTE,
  type AenderungslogEintrag,
  formatDateTime,
} from '@maklerwerk/domain';
import { csvExport, type ExportColumn, type ExportFile } from '../../lib/table-export';
import { renderAenderungslogPdf } from '../../pdf/aenderungslog-pdf';
import type { AenderungslogExport } from './aenderungslog.service';

const cap = new Intl.NumberFormat('de-DE').format(AENDERUNGSLOG_EXPORT_CAP);
const [datum, nutzer, eintrag, aenderung] = AENDERUNGSLOG_SPALTEN;

/** Datum;Nutzer;Eintrag;Änderung — text cells are guarded against formulas by csvExport. */
const columns: ExportColumn<AenderungslogEintrag>[] = [
  { header: datum, kind: 'text', width: 18, value: (r) => formatDateTime(r.datum) },
  { header: nutzer, kind: 'text', width: 28, value: (r) => r.nutzer },
  { header: eintrag, kind: 'text', width: 32, value: (r) => r.eintrag },
  { header: aenderung, kind: 'text', width: 60, value: (r) => r.aenderung },
];

/** 'Hash-Kette intakt (1.234 Einträge geprüft)' or the first entry where it breaks. */
export function chainText(chain: AenderungslogExport['chain']): string {
  const rows = new Intl.NumberFormat('de-DE').format(chain.rows);
  return chain.ok
    ? `Hash-Kette intakt (${rows} Einträge geprüft)`
    : `Hash-Kette unterbrochen bei Eintrag ${chain.brokenAtId} – das Änderungslog wurde verändert!`;
}

/** The export as a file: CSV (UTF-8 with BOM, ';') or PDF for auditors. */
export async function aenderungslogFile(
  data: AenderungslogExport,
  format: 'csv' | 'pdf',
  actor: Actor,
): Promise<ExportFile> {
  const note = data.capped ? AENDERUNGSLOG_TEXTE.exportGekappt(cap) : null;
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    const noteRow: AenderungslogEintrag[] = note
      ? [{ id: 0, datum: '', nutzer: '', eintrag: 'Hinweis', aenderung: note }]
      : [];
    async function* pages() {
      yield data.rows;
      yield noteRow;
    }
    return {
      contentType: 'text/csv; charset=utf-8',
      fileName: `Änderungslog-${stamp}.csv`,
      body: csvExport(columns, pages()),
    };
  }
  const pdf = await renderAenderungslogPdf({
    title: 'Änderungslog',
    subject: data.subject,
    filterText: data.filterText,
    chainText: chainText(data.chain),
    chainOk: data.chain.ok,
    createdAt: formatDateTime(new Date().toISOString()),
    createdBy: actor.original.displayName,
    note,
    header: AENDERUNGSLOG_SPALTEN,
    rows: data.rows.map((r) => [formatDateTime(r.datum), r.nutzer, r.eintrag, r.aenderung]),
  });
  return {
    contentType: 'application/pdf',
    fileName: `Änderungslog-${stamp}.pdf`,
    body: Readable.from([Buffer.from(pdf)]),
  };
}
