/**
 * Commissions of a contract (issue 14; spec termine-courtage-aenderungslog.md §2.3, §2.4, §3.7–§3.9, §4.4,
 * §4.5, §5.4, §5.5, §6, §7.3, §7.4). Rules decided here:
 *
 * - Reads: the contract must be visible (404) and the viewer must see commissions (canSeeCommissions:
 *   a customer-only login gets 403). Writes: canEditCommissions (internal staff, or a main-structure
 *   lead), after the scope check.
 * - Own lines only: a viewer for whom seesOnlyOwnCommissionLines holds (non-internal, non-editable)
 *   gets only bookings with a line of his own broker (the viewed broker, or the original broker while
 *   he views as a customer), and of those only his own lines: courtageDesVermittlers, provBetrag (their
 *   sum) and the Verteilung. A booking without a line of his answers 404, and its change log is hidden
 *   from him (its 'verteilung' entries name every line). Everybody else gets every line; provBetrag is
 *   the sum of all lines.
 * - Money: every amount through money.ts. Courtagesumme left empty = percentOfCents(Bew.Summe, Prov.
 *   Satz %). A line's amount is |rate| % of the Courtagesumme and carries the Courtagesumme's sign; the
 *   lines are split by shareByRates over |rates|, so they add up to the cent. A Storno has a negative
 *   Bew.Summe and Courtagesumme and negative line rates (its Prov. Satz % stays positive, so the
 *   Courtagesumme is still Bew.Summe × Satz); a line's rate must have the sign of its booking
 *   (RATE_SIGN). The sum of |rates| of a booking is at most 100 % (over100). MwSt and Stornoreserve of a
 *   line are percentOfCents of its amount; prozentsatz = shareInPercent(amount, Courtagesumme). A line is
 *   answered with its stored rate and percentages (four decimals), never ones rebuilt from cents, so a
 *   line saved back unchanged keeps every cent.
 * - Any change of the Courtagesumme recomputes the amounts of the lines from their rates. The whole
 *   distribution is rewritten on each change (numbered 1…), under a row lock of the booking, and logged
 *   on the booking as 'verteilung' (rates per Vermittlernr).
 * - A line's broker must exist (422 maklernrUnknown) and lie in the structure of the contract's broker:
 *   that broker, every broker above him (parent_id) or below him (422 outsideStructure).
 * - Delete a booking: canDeleteBuchung (status below 3 → else 422 notDeletable; a non-internal editor
 *   also needs allowNewBuchung → else 403); soft delete. Delete a line: internal staff only (403).
 * - Copy / Storno: canCopyBuchung; a new booking (status 1, stornoVon = original) with the original's
 *   fields and its lines' rates, MwSt and Stornoreserve percentages; the amounts are recomputed. Logged
 *   on both bookings (kopiertVon / storniert).
 * - 'Automatisch verteilen': the contract's broker first, then each broker above him, each with his
 *   brokers.courtage_satz (brokers without one are skipped), 19 % MwSt when mwst_pflichtig, and his
 *   storno_reserve_prozent; negated rates for a Storno.
 * - Bemerkung zur Courtage: one field with 'Weitere Vertragsdetails' (contracts.courtage_bemerkung), so its
 *   version is the contract's version and it is logged on the contract (record 'versicherung'). Writing
 *   it needs canSeeCommissions and canEditContract; a locked remark (isCourtageBemerkungLocked) may not
 *   change (422). The two checkboxes are read and written for internal users only; others' values are
 *   ignored (they are not change-logged: the log has no label for them).
 * - Zubringercourtage: the referrer must exist (422 zubringerInvalid). The office's courtage config
 *   (ZUBRINGER_OHNE_MWST_FOR) lets internal users enter MwSt; otherwise the server sets MWST_DEFAULT.
 *   'absolut' is kept as sent for internal users; others keep the stored value (false when new).
 */
import {
  type AbrechnungColumnKey,
  type Actor,
  abrechnungColumnLabel,
  abrechnungColumns,
  type Buchung,
  buchungStatusLabel,
  canSeeCommissions,
  courtageartLabel,
  formatRate,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { csvExport, type ExportColumn, type ExportFile, xlsxExport } from '../../lib/table-export';
import { toBuchung } from './courtage.mapper';
import * as repo from './courtage.repository';
import { lineFilter } from './courtage.service';

const EXPORT_PAGE = 500;
const EXPORT_TITLE = 'Abrechnungen';

// The table 'Abrechnungen' as CSV or XLSX.

// ── Export ──

const jaNein = (v: boolean) => (v ? 'Ja' : 'Nein');
const rateText = (v: number) => formatRate(v).replace(' %', '');

const exportValue: Record<AbrechnungColumnKey, Omit<ExportColumn<Buchung>, 'header'>> = {
  buchungsnr: { kind: 'int', width: 12, value: (b) => b.buchungsnr },
  maklernr: { kind: 'text', width: 12, value: (b) => b.maklernr },
  zeichnungsdatum: { kind: 'date', width: 12, value: (b) => b.zeichnungsdatum },
  courtageart: { kind: 'text', width: 20, value: (b) => courtageartLabel[b.courtageart] },
  provisionsSatzProzent: { kind: 'text', width: 12, value: (b) => rateText(b.provisionsSatzProzent) },
  bewertungssumme: { kind: 'cents', width: 14, value: (b) => b.bewertungssumme },
  courtagesumme: { kind: 'cents', width: 14, value: (b) => b.courtagesumme },
  provBetrag: { kind: 'cents', width: 14, value: (b) => b.provBetrag },
  courtageeingDatum: { kind: 'date', width: 12, value: (b) => b.courtageeingDatum },
  rechDatum: { kind: 'date', width: 12, value: (b) => b.rechDatum },
  status: { kind: 'text', width: 12, value: (b) => buchungStatusLabel[b.status] ?? String(b.status) },
  automatisch: { kind: 'text', width: 6, value: (b) => jaNein(b.automatisch) },
  istOverhead: { kind: 'text', width: 9, value: (b) => jaNein(b.istOverhead) },
  bearbeiter: { kind: 'text', width: 20, value: (b) => b.bearbeiter },
  bemerkung: { kind: 'text', width: 40, value: (b) => b.bemerkung },
};

/** The table 'Abrechnungen' as CSV or XLSX: the viewer's columns and lines, German labels and numbers. */
export async function exportAbrechnungen(
  db: Db,
  actor: Actor,
  contractId: number,
  format: 'csv' | 'xlsx',
  onError: (error: unknown) => void,
): Promise<ExportFile> {
  await findVisibleContract(db, actor, contractId);
  authorize(actor, canSeeCommissions);
  const filter = lineFilter(actor);
  async function* pages() {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { rows } = await repo.findBuchungPage(db, contractId, { offset, limit: EXPORT_PAGE }, filter);
      const lines = await repo.findLines(
        db,
        rows.map((r) => r.buchungsnr),
        filter ?? undefined,
      );
      yield rows.map((r) => toBuchung(actor, r, lines));
      if (rows.length < EXPORT_PAGE) {
        return;
      }
    }
  }
  const columns: ExportColumn<Buchung>[] = abrechnungColumns(actor).map((key) => ({
    header: abrechnungColumnLabel[key],
    ...exportValue[key],
  }));
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName: `${EXPORT_TITLE}.csv`, body: csvExport(columns, pages()) }
    : {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${EXPORT_TITLE}.xlsx`,
        body: xlsxExport(columns, pages(), EXPORT_TITLE, onError),
      };
}
