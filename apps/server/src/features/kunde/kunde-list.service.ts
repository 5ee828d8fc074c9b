import {
  type Actor,
  type CustomerExportQuery,
  type CustomerList,
  type CustomerListItem,
  type CustomerListQuery,
  germanDayOf,
  todayInGermany,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { csvExport, type ExportColumn, type ExportFile, xlsxExport } from '../../lib/table-export';
import * as repo from './kunde-list.repository';

const displayName = (r: { vorname: string | null; nachname: string }) =>
  [r.vorname, r.nachname].filter(Boolean).join(' ');

function toListItem(r: repo.CustomerRow): CustomerListItem {
  return {
    id: r.id,
    kundennr: r.kundennr,
    name: displayName(r),
    vorname: r.vorname,
    nachname: r.nachname,
    firma: r.firma,
    strasse: r.strasse,
    hausnr: r.hausnr,
    plz: r.plz,
    ort: r.ort,
    betreuer: { id: r.betreuerId, vermittlernummer: r.betreuerNummer, name: r.betreuerName },
    anzahlVertraege: r.anzahlVertraege,
    jahresbeitragCents: Number(r.jahresbeitragCents),
  };
}

export async function listCustomers(db: Db, actor: Actor, query: CustomerListQuery): Promise<CustomerList> {
  const { rows, total, totalCapped, nextCursor } = await repo.findCustomerPage(db, actor, query);
  return { items: rows.map(toListItem), total, totalCapped, offset: query.offset, limit: query.limit, nextCursor };
}

/** The columns of the export, with the German headers of the list and the customer page. */
const exportColumns: readonly ExportColumn<repo.CustomerRow>[] = [
  { header: 'Kundennr', kind: 'text', width: 11, value: (r) => r.kundennr },
  { header: 'Anrede', kind: 'text', width: 8, value: (r) => r.anrede },
  { header: 'Titel', kind: 'text', width: 8, value: (r) => r.titel },
  { header: 'Vorname', kind: 'text', width: 14, value: (r) => r.vorname },
  { header: 'Name', kind: 'text', width: 24, value: (r) => r.nachname },
  { header: 'Firma', kind: 'text', width: 24, value: (r) => r.firma },
  { header: 'Straße', kind: 'text', width: 22, value: (r) => r.strasse },
  { header: 'Hausnr.', kind: 'text', width: 8, value: (r) => r.hausnr },
  { header: 'PLZ', kind: 'text', width: 7, value: (r) => r.plz },
  { header: 'Ort', kind: 'text', width: 18, value: (r) => r.ort },
  { header: 'Geburtsdatum', kind: 'date', width: 13, value: (r) => r.geburtsdatum },
  { header: 'E-Mail', kind: 'text', width: 28, value: (r) => r.email },
  { header: 'Telefon', kind: 'text', width: 16, value: (r) => r.telefon },
  { header: 'Mobil', kind: 'text', width: 16, value: (r) => r.mobil },
  { header: 'Betreuer', kind: 'text', width: 18, value: (r) => r.betreuerName },
  { header: 'Vermittlernr.', kind: 'text', width: 12, value: (r) => r.betreuerNummer },
  { header: 'Anzahl Verträge', kind: 'int', width: 10, value: (r) => r.anzahlVertraege },
  { header: 'Jahresbeitrag', kind: 'cents', width: 14, value: (r) => Number(r.jahresbeitragCents) },
  { header: 'Kunde seit', kind: 'date', width: 12, value: (r) => germanDayOf(r.kundeSeit) },
];

/** The customers of the current search and sort as CSV or XLSX, streamed page by page. */
export function exportCustomers(
  db: Db,
  actor: Actor,
  query: CustomerExportQuery,
  onError: (error: unknown) => void,
): ExportFile {
  const pages = repo.customerExportPages(db, actor, query);
  const day = todayInGermany();
  if (query.format === 'csv') {
    return {
      contentType: 'text/csv; charset=utf-8',
      fileName: `kunden-${day}.csv`,
      body: csvExport(exportColumns, pages),
    };
  }
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `kunden-${day}.xlsx`,
    body: xlsxExport(exportColumns, pages, 'Kunden', onError),
  };
}
