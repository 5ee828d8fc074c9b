import {
  type Actor,
  formatDateTime,
  isCustomerKind,
  type KommunikationRow,
  kategorieLabel,
  mailStatusLegend,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { safeFileName } from '../../files/zip-stream';
import { csvExport, type ExportColumn, type ExportFile, xlsxExport } from '../../lib/table-export';
import * as repo from './kommunikation.repository';
import { assertKommunikation, toRow } from './kommunikation.service';

// The postbox as CSV or XLSX.

const EXPORT_PAGE = 200;
/** The columns of the export as the table shows them; a customer's view leaves out the office's columns. */
function exportColumns(reduced: boolean): ExportColumn<KommunikationRow>[] {
  const all: (ExportColumn<KommunikationRow> & { office?: boolean })[] = [
    { header: 'Art', kind: 'text', width: 14, value: (r) => kategorieLabel[r.category] },
    { header: 'Datum', kind: 'text', width: 18, value: (r) => formatDateTime(r.date) },
    { header: 'Betreff', kind: 'text', width: 50, value: (r) => r.subject ?? '' },
    { header: 'Von/An', kind: 'text', width: 36, office: true, value: (r) => r.fromTo },
    {
      header: 'Status',
      kind: 'text',
      width: 22,
      office: true,
      value: (r) => (r.status ? (mailStatusLegend[r.status]?.label ?? '') : ''),
    },
    { header: 'Anhang', kind: 'text', width: 8, value: (r) => (r.hasAttachment ? 'ja' : 'nein') },
    { header: 'Quelle', kind: 'text', width: 8, office: true, value: (r) => (r.EXTERN ? 'extern' : 'intern') },
    { header: 'Kundennr.', kind: 'text', width: 12, value: (r) => r.nummer ?? '' },
  ];
  return all.filter((c) => !(reduced && c.office)).map(({ office: _office, ...c }) => c);
}

/** The whole postbox of a contract as CSV or Excel (root 'Postfach'), paged through the database. */
export async function exportKommunikation(
  db: Db,
  actor: Actor,
  contractId: number,
  format: 'csv' | 'xlsx',
  onError: (error: unknown) => void,
): Promise<ExportFile> {
  assertKommunikation(actor);
  const contract = await findVisibleContract(db, actor, contractId);
  async function* pages() {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { rows } = await repo.findKommunikationPage(db, contract.id, actor.viewed.id, {
        offset,
        limit: EXPORT_PAGE,
      });
      yield rows.map((r) => toRow(actor, r));
      if (rows.length < EXPORT_PAGE) {
        return;
      }
    }
  }
  const columns = exportColumns(isCustomerKind(actor.viewed));
  const name = `Postfach ${safeFileName(contract.nummer)}`;
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv`, body: csvExport(columns, pages()) }
    : {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
        body: xlsxExport(columns, pages(), 'Postfach', onError),
      };
}
