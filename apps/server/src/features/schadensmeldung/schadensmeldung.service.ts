import {
  type Actor,
  AppError,
  BEARBSTAND_NEU,
  bearbeitungsstandLabel,
  canDeleteDamageReport,
  canEditDamageReport,
  canMergeDamageReports,
  canReportDamage,
  type DamageReportDetails,
  type DamageReportList,
  describeRemoval,
  describeReport,
  formatCents,
  formatDate,
  isCustomerKind,
  type RecordChange,
  type ReportDamageBody,
  type SaveDamageReportBody,
  todayInGermany,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import { bearbstandOptions, loadDetails, reloadDetails, sparteOptions } from './schadensmeldung.details';
import * as repo from './schadensmeldung.repository';

const FUTURE_EVENT = 'Das Ereignisdatum darf nicht in der Zukunft liegen.';
const FOREIGN_SPARTE = 'Bitte wählen Sie eine Sparte des Vertrags aus.';

export async function listReports(
  db: Db,
  actor: Actor,
  contractId: number,
  query: repo.ReportSort & { offset: number; limit: number },
): Promise<DamageReportList> {
  await findVisibleContract(db, actor, contractId);
  const { rows, total } = await repo.findReportPage(db, contractId, query);
  return {
    items: rows,
    total,
    offset: query.offset,
    limit: query.limit,
    bearbstaende: bearbstandOptions(),
    canReport: canReportDamage(actor),
    canDelete: canDeleteDamageReport(actor),
    canMerge: canMergeDamageReports(actor),
  };
}

/**
 * 'Schaden melden': Meldedatum today, state 'gemeldet', a number from the sequence, the first
 * history row and the change log, in one transaction. Customers report on contracts they see.
 */
export async function reportDamage(
  db: Db,
  actor: Actor,
  contractId: number,
  body: ReportDamageBody,
): Promise<{ schadenId: number; contractId: number }> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canReportDamage);
  const today = todayInGermany();
  if (body.ereignisdatum > today) {
    throw new AppError('VALIDATION', undefined, { ereignisdatum: FUTURE_EVENT });
  }
  const schadenId = await db.transaction(async (tx) => {
    const schadennr = await repo.nextReportNumber(tx, today.slice(0, 4));
    const id = await repo.insertReport(tx, {
      contractId,
      schadennr,
      sparteId: contract.sparteId,
      meldedatum: today,
      ereignisdatum: body.ereignisdatum,
      schadensursache: body.schadensursacheText,
      bearbstand: BEARBSTAND_NEU,
      schadenort: body.schadenort,
      schilderung: body.schilderung,
      gemeldetVonKunde: isCustomerKind(actor.original),
      createdByUserId: actor.viewed.id,
    });
    await repo.insertStatus(tx, {
      reportId: id,
      bearbstand: BEARBSTAND_NEU,
      previous: null,
      userId: actor.original.id,
    });
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id }, [
      {
        field: 'angelegt',
        oldValue: null,
        newValue: describeReport({
          schadennr,
          schadensursache: body.schadensursacheText,
          ereignisdatum: body.ereignisdatum,
        }),
      },
    ]);
    return id;
  });
  return { schadenId, contractId };
}

export async function getReport(db: Db, actor: Actor, schadenId: number): Promise<DamageReportDetails> {
  return loadDetails(db, actor, await findVisibleReport(db, actor, schadenId));
}

export async function listBearbeitungsstaende(db: Db, actor: Actor, schadenId: number) {
  await findVisibleReport(db, actor, schadenId);
  return bearbstandOptions();
}

const loggedFields = [
  'meldedatum',
  'schadennr',
  'sparte',
  'ereignisdatum',
  'schadensursacheText',
  'bearbstand',
  'schadenort',
  'schilderung',
  'schadenhoehe',
  'reserve',
  'versichererSchadennr',
] as const;
type Logged = Record<(typeof loggedFields)[number], string | number | null>;

function loggedValues(v: repo.ReportValues): Logged {
  return {
    meldedatum: v.meldedatum,
    schadennr: v.schadennr,
    sparte: v.sparteId,
    ereignisdatum: v.ereignisdatum,
    schadensursacheText: v.schadensursache,
    bearbstand: v.bearbstand,
    schadenort: v.schadenort,
    schilderung: v.schilderung,
    schadenhoehe: v.schadenhoeheCents,
    reserve: v.reserveCents,
    versichererSchadennr: v.versichererSchadennr,
  };
}

/** The diff compares stored values; the log shows them as the page does (dates, euros, labels, names). */
function labelled(
  changes: RecordChange<'schadensmeldung'>[],
  sparteName: (id: string) => string,
): RecordChange<'schadensmeldung'>[] {
  const show = (field: string, value: string | null): string | null => {
    if (value === null) {
      return null;
    }
    switch (field) {
      case 'meldedatum':
      case 'ereignisdatum':
        return formatDate(value);
      case 'schadenhoehe':
      case 'reserve':
        return formatCents(Number(value));
      case 'bearbstand':
        return bearbeitungsstandLabel(value);
      case 'sparte':
        return sparteName(value);
      default:
        return value;
    }
  };
  return changes.map((c) => ({ ...c, oldValue: show(c.field, c.oldValue), newValue: show(c.field, c.newValue) }));
}

/** The office's edit of every field: version check (409), change log, a history row for a new state. */
export async function saveReport(
  db: Db,
  actor: Actor,
  schadenId: number,
  body: SaveDamageReportBody,
): Promise<DamageReportDetails> {
  const found = await findVisibleReport(db, actor, schadenId);
  authorize(actor, canEditDamageReport);
  const { report } = found;
  // A stale form answers 409 before its values are judged against a state the user has not seen.
  if (report.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const sparten = await sparteOptions(db, report);
  const fieldErrors: Record<string, string> = {};
  if (body.ereignisdatum !== null && body.ereignisdatum > todayInGermany()) {
    fieldErrors.ereignisdatum = FUTURE_EVENT;
  }
  if (body.sparteId !== null && !sparten.some((s) => s.id === body.sparteId)) {
    fieldErrors.sparteId = FOREIGN_SPARTE;
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION', undefined, fieldErrors);
  }
  const current: repo.ReportValues = {
    meldedatum: report.meldedatum,
    ereignisdatum: report.ereignisdatum,
    schadennr: report.schadennr,
    sparteId: report.sparteId,
    schadensursache: report.schadensursache,
    bearbstand: report.bearbstand,
    schadenort: report.schadenort,
    schilderung: report.schilderung,
    schadenhoeheCents: report.schadenhoeheCents,
    reserveCents: report.reserveCents,
    versichererSchadennr: report.versichererSchadennr,
  };
  const next: repo.ReportValues = {
    meldedatum: body.meldedatum,
    ereignisdatum: body.ereignisdatum,
    schadennr: body.schadennr,
    sparteId: body.sparteId,
    schadensursache: body.schadensursacheText,
    bearbstand: body.bearbstand,
    schadenort: body.schadenort,
    schilderung: body.schilderung,
    schadenhoeheCents: body.schadenhoeheCents,
    reserveCents: body.reserveCents,
    versichererSchadennr: body.versichererSchadennr,
  };
  await saveVersioned(db, actor, {
    record: { type: 'schadensmeldung', id: schadenId },
    expectedVersion: body.version,
    currentVersion: report.version,
    before: loggedValues(current),
    after: loggedValues(next),
    fields: loggedFields,
    label: (changes) => labelled(changes, (id) => sparten.find((s) => String(s.id) === id)?.name ?? id),
    write: (tx) => repo.updateReport(tx, schadenId, body.version, next),
    alongside: async (tx) => {
      if (next.bearbstand !== current.bearbstand) {
        await repo.insertStatus(tx, {
          reportId: schadenId,
          bearbstand: next.bearbstand,
          previous: current.bearbstand,
          userId: actor.original.id,
        });
      }
    },
  });
  return reloadDetails(db, actor, schadenId);
}

/** Deleting hides the report everywhere; the row stays with who and when (bypass only). */
export async function deleteReport(db: Db, actor: Actor, schadenId: number): Promise<{ deleted: true }> {
  const { report } = await findVisibleReport(db, actor, schadenId);
  authorize(actor, canDeleteDamageReport);
  await db.transaction(async (tx) => {
    if (!(await repo.removeReport(tx, schadenId, { userId: actor.original.id }))) {
      throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    }
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: schadenId }, [
      { field: 'geloescht', oldValue: describeReport(report), newValue: describeRemoval(report.meldedatum) },
    ]);
  });
  return { deleted: true };
}
