import {
  type Actor,
  AppError,
  canManageDocuments,
  canWriteMail,
  type DokumentNodeId,
  displaySubject,
  FILE_MAIL_FIRST,
  type KommunikationRow,
  OTHER_CUSTOMER,
  todayInGermany,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertDocument, insertFile } from '../../repositories/archive-document';
import * as repo from './kommunikation.repository';
import { assertKommunikation, findVisibleItem, fromOf, ITEM_NOT_FOUND, toRow } from './kommunikation.service';

// Received mail on no contract: the list for internal staff, assigning it and filing its attachments.

/** Received mail on no contract: its customer's (by sender address) or nobody's, newest first. */
export async function listUnassigned(db: Db, actor: Actor, page: { offset: number; limit: number }) {
  assertKommunikation(actor);
  const { rows, total } = await repo.findUnassignedPage(db, actor, page);
  return {
    items: rows.map((r) => ({
      commId: r.item.id,
      subject: r.item.subject,
      date: toIsoTimestamp(r.item.date),
      from: fromOf(r.item),
      kunde: r.kundeId === null ? null : { id: r.kundeId, name: r.kundeName ?? '', kundennr: r.kundennr ?? '' },
      hasAttachment: r.hasAttachment,
      absenderNichtBestaetigt: r.item.absenderBestaetigt === false,
    })),
    total,
    offset: page.offset,
    limit: page.limit,
    canAssign: canWriteMail(actor),
  };
}

/** Files a received mail on a contract: one of its customer's, when the sender was known. */
export async function assignMail(db: Db, actor: Actor, commId: number, insuranceId: number): Promise<KommunikationRow> {
  assertKommunikation(actor);
  if (!(await repo.isUnassignedInOffice(db, actor, commId))) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  authorize(actor, canWriteMail);
  const found = await repo.findItem(db, commId, actor.viewed.id);
  const contract = await findVisibleContract(db, actor, insuranceId);
  if (found?.item.customerId != null && found.item.customerId !== contract.customerId) {
    throw new AppError('UNPROCESSABLE', OTHER_CUSTOMER, { insuranceId: OTHER_CUSTOMER });
  }
  await db.transaction(async (tx) => {
    await repo.assignToContract(tx, commId, contract);
    await writeChangeLog(tx, actor, { type: 'kommunikation', id: commId }, [
      { field: 'zugeordnet', oldValue: null, newValue: contract.nummer },
    ]);
  });
  return toRow(actor, (await repo.findItem(db, commId, actor.viewed.id)) as repo.KommunikationPageRow);
}

/**
 * Files an attachment of a mail into the contract's archive as a new document (the same blob, no
 * copy): the mail must be on a contract, the user needs the archive right and may write mail.
 */
export async function fileAttachment(
  db: Db,
  actor: Actor,
  commId: number,
  attachmentId: number,
  nodeId: DokumentNodeId,
): Promise<{ documentId: number; fileId: number }> {
  const found = await findVisibleItem(db, actor, commId);
  authorize(actor, canWriteMail);
  authorize(actor, canManageDocuments);
  const file = await repo.findAttachment(db, commId, attachmentId);
  if (!file) {
    throw new AppError('NOT_FOUND', 'Der Anhang wurde nicht gefunden.');
  }
  const contractId = found.item.contractId;
  if (contractId === null) {
    throw new AppError('UNPROCESSABLE', FILE_MAIL_FIRST);
  }
  const contract = await findVisibleContract(db, actor, contractId);
  return db.transaction(async (tx) => {
    const documentId = await insertDocument(tx, {
      brokerId: contract.brokerId,
      customerId: contract.customerId,
      contractId: contract.id,
      nodeId,
      bezeichnung: file.fileName.replace(/\.[^.]+$/, '').slice(0, 200) || 'Anhang',
      datum: todayInGermany(),
      bemerkung: `Anhang der E-Mail „${displaySubject(found.item.subject)}“`,
      createdByUserId: actor.viewed.id,
    });
    const fileId = await insertFile(tx, documentId, {
      blobHash: file.blobHash,
      size: Number(file.size),
      mimeType: file.mimeType,
      fileName: file.fileName,
      originalFileName: file.fileName,
      createdByUserId: actor.viewed.id,
    });
    await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
      { field: 'angelegt', oldValue: null, newValue: `${file.fileName} (aus E-Mail)` },
    ]);
    return { documentId, fileId };
  });
}
