import {
  type Actor,
  bearbeitungsstaende,
  bearbeitungsstandLabel,
  canDeleteDamageReport,
  canEditDamageReport,
  canSeeDamageReserve,
  type DamageReportDetails,
  offenerBetragCents,
  sumPaymentsCents,
} from '@maklerwerk/domain';
import { findVisibleReport, type VisibleReport } from '../../auth/damage-report-access';
import type { Executor } from '../../db/client';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './schadensmeldung.repository';
import { findPayments } from './zahlung.repository';

export const bearbstandOptions = () => bearbeitungsstaende.map((s) => ({ value: s.value, label: s.label }));

/** The options of the Sparte field: the contract's Sparten, plus the report's own if it is another. */
export async function sparteOptions(
  db: Executor,
  report: { contractId: number; sparteId: number | null; sparte: string | null },
) {
  const sparten = await repo.findContractSparten(db, report.contractId);
  if (report.sparteId !== null && !sparten.some((s) => s.id === report.sparteId)) {
    sparten.push({ id: report.sparteId, name: report.sparte ?? String(report.sparteId) });
  }
  return sparten;
}

/** Everything the damage report page shows. */
export async function loadDetails(db: Executor, actor: Actor, { report }: VisibleReport): Promise<DamageReportDetails> {
  const [contract, payments, history, sparten] = await Promise.all([
    repo.findContractHeader(db, report.contractId),
    findPayments(db, report.id),
    repo.findStatusHistory(db, report.id),
    sparteOptions(db, report),
  ]);
  return {
    schadenId: report.id,
    version: report.version,
    contract: {
      id: report.contractId,
      nummer: contract?.nummer ?? '',
      gesellschaftName: contract?.gesellschaftName ?? '',
      bezeichnung: contract?.bezeichnung ?? '',
      kundeName: contract?.kundeName ?? '',
    },
    meldedatum: report.meldedatum,
    schadennr: report.schadennr,
    sparteId: report.sparteId,
    sparte: report.sparte,
    ereignisdatum: report.ereignisdatum,
    schadensursacheText: report.schadensursache,
    bearbstand: report.bearbstand,
    schadenort: report.schadenort,
    schilderung: report.schilderung,
    schadenhoeheCents: report.schadenhoeheCents,
    reserveCents: canSeeDamageReserve(actor) ? report.reserveCents : null,
    versichererSchadennr: report.versichererSchadennr,
    gemeldetVonKunde: report.gemeldetVonKunde,
    gemeldetVon: report.gemeldetVon,
    zahlungen: payments,
    zahlungenSummeCents: sumPaymentsCents(payments),
    offenCents: offenerBetragCents(report.schadenhoeheCents, payments),
    statusHistory: history.map((h) => ({
      bearbstand: h.bearbstand,
      label: bearbeitungsstandLabel(h.bearbstand),
      previous: h.previous,
      at: toIsoTimestamp(h.at),
      userName: h.userName,
    })),
    sparten: sparten.map((s) => ({ value: String(s.id), label: s.name })),
    bearbstaende: bearbstandOptions(),
    canEdit: canEditDamageReport(actor),
    canDelete: canDeleteDamageReport(actor),
  };
}

/** The details as they are now (after a write), found again through the scope. */
export async function reloadDetails(db: Executor, actor: Actor, id: number): Promise<DamageReportDetails> {
  return loadDetails(db, actor, await findVisibleReport(db, actor, id));
}
