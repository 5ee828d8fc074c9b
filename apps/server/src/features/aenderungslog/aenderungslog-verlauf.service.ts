import {
  type Actor,
  type AenderungslogVerlaufEintrag,
  AppError,
  type ChangeLogRecordType,
  canSeeChangeLog,
  canSeeCommissions,
  canSeeKommunikation,
  canSeeNote,
  canVerifyChangeLog,
  changeLogFieldLabel,
  hiddenChangeLogFields,
  isInternal,
  type NoteVisibility,
  seesOnlyOwnCommissionLines,
} from '@maklerwerk/domain';
import { findReadableCompany } from '../../auth/company-access';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleDocument } from '../../auth/document-access';
import { isTerminVisible } from '../../auth/termin-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import * as repo from './aenderungslog-verlauf.repository';

/**
 * One exhaustive switch: whose log rows a viewer reads, per record type. A hidden record answers
 * 404 like a missing one. Adding a record type without a case here does not compile.
 */
export async function isRecordVisible(db: Db, actor: Actor, type: ChangeLogRecordType, id: number): Promise<boolean> {
  switch (type) {
    case 'versicherung':
    case 'fahrzeug':
    case 'versicherte-sache':
    case 'vertragsperson':
    case 'versicherungssumme':
    case 'rueckkaufswert':
    case 'wertpapier':
    case 'sparte':
      return findVisibleContract(db, actor, id).then(() => true);
    case 'kunde':
    case 'bankverbindung':
      return repo.isCustomerVisible(db, actor, id);
    case 'person':
      return repo.isPersonVisible(db, actor, id);
    case 'ansprechpartner': {
      const companyId = await repo.findContactCompanyId(db, id);
      // findVisibleContract and findReadableCompany answer 404 themselves for a hidden record.
      return companyId !== undefined && findReadableCompany(db, actor, companyId).then(() => true);
    }
    case 'schadensmeldung': {
      const contractId = await repo.findDamageReportContractId(db, id);
      return contractId !== undefined && findVisibleContract(db, actor, contractId).then(() => true);
    }
    case 'anmerkung': {
      const note = await repo.findNoteAudience(db, id);
      if (!note) {
        return false;
      }
      await findVisibleContract(db, actor, note.contractId);
      return canSeeNote(actor, note.sichtbar as NoteVisibility, note);
    }
    case 'dokument':
      return findVisibleDocument(db, actor, id, { includeRemoved: true }).then(() => true);
    case 'kommunikation': {
      const contractId = await repo.findCommunicationContractId(db, id);
      return (
        canSeeKommunikation(actor) && contractId != null && findVisibleContract(db, actor, contractId).then(() => true)
      );
    }
    case 'termin':
      return isTerminVisible(db, actor, id);
    case 'buchung': {
      // A booking's log names every line of its distribution: not for viewers of their own lines only.
      const contractId = await repo.findBuchungContractId(db, id);
      return (
        contractId !== undefined &&
        canSeeCommissions(actor) &&
        !seesOnlyOwnCommissionLines(actor) &&
        findVisibleContract(db, actor, contractId).then(() => true)
      );
    }
    case 'zubringer': {
      const contractId = await repo.findZubringerContractId(db, id);
      return (
        contractId !== undefined &&
        canSeeCommissions(actor) &&
        findVisibleContract(db, actor, contractId).then(() => true)
      );
    }
    case 'tarif': {
      // A tariff's log is the office's: internal staff, or the broker whose tariff it is.
      const owner = await repo.findTarifOwner(db, id);
      return (
        owner !== undefined &&
        (isInternal(actor.original) || (owner.brokerId !== null && owner.brokerId === actor.original.brokerId))
      );
    }
    case 'formular': {
      // A form is seen with its customer (a customer: his own), like his other data.
      const customerId = await repo.findFormularCustomerId(db, id);
      return customerId !== undefined && repo.isCustomerVisible(db, actor, customerId);
    }
    case 'benutzer':
      return actor.original.id === id || isInternal(actor.original);
    default: {
      const unknownType: never = type;
      throw new Error(`change-log record type without visibility rule: ${String(unknownType)}`);
    }
  }
}

export async function listChangeLog(
  db: Db,
  actor: Actor,
  query: { recordType: ChangeLogRecordType; recordId: number },
): Promise<AenderungslogVerlaufEintrag[]> {
  authorize(actor, canSeeChangeLog);
  if (!(await isRecordVisible(db, actor, query.recordType, query.recordId))) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await repo.findChangeLog(db, query.recordType, query.recordId, hiddenChangeLogFields(actor));
  return rows.map((r) => ({
    ...r,
    at: toIsoTimestamp(r.at),
    recordType: query.recordType,
    fieldLabel: changeLogFieldLabel(query.recordType, r.field),
  }));
}

export async function verifyChangeLog(db: Db, actor: Actor) {
  authorize(actor, canVerifyChangeLog);
  const { brokenAtId, rows } = await repo.verifyChain(db);
  return { ok: brokenAtId === null, rows, brokenAtId };
}
