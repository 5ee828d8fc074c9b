import { type Actor, AppError, canManageDocuments, type DokumentNodeId, dokumentNodeLabel } from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { DOCUMENT_NOT_FOUND, findVisibleDocument, resolveArchive } from './dokument.access';
import * as repo from './dokument.repository';
import { findPosteingang } from './posteingang.repository';

/** The office's Posteingang (documents not yet filed), optionally of one customer. */
export async function listPosteingang(
  db: Db,
  actor: Actor,
  query: { kundeId?: number | undefined; offset: number; limit: number },
) {
  authorize(actor, canManageDocuments);
  const archive = await resolveArchive(db, actor, 'posteingang', undefined);
  const { rows, total } = await findPosteingang(db, actor, archive, query);
  return {
    total,
    items: rows.map((r) => ({
      id: r.doc.id,
      fileId: r.fileId,
      bezeichnung: r.doc.bezeichnung,
      fileName: r.fileName,
      size: Number(r.size),
      datum: r.doc.datum,
      kundeId: r.doc.customerId,
      kundeName: r.kundeFirma ?? r.kundeName,
      kundennr: r.kundennr,
    })),
  };
}

/** A Posteingang document that this contract may take: the same customer (a foreign one answers 404). */
async function inboxDocumentFor(db: Db, actor: Actor, documentId: number, contract: { customerId: number }) {
  const doc = await findVisibleDocument(db, actor, documentId, { nodeId: 'POSTEINGANG' });
  if (doc.contractId !== null || doc.customerId !== contract.customerId) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  return doc;
}

/**
 * Files a Posteingang document to a contract, or (mscCategory SCHADENSDOKUMENT) to one of its damage
 * reports, as 'assign to insurance' of vertrag-details.md §7. The confirmation is the client's.
 */
export async function assignToInsurance(
  db: Db,
  actor: Actor,
  body: {
    mrMoneyId: number;
    insuranceId: number;
    schadenId?: number | undefined;
    mscCategory: 'SCHADENSDOKUMENT' | 'VERTRAGSDOKUMENT';
    nodeId?: DokumentNodeId | undefined;
  },
) {
  authorize(actor, canManageDocuments);
  const contract = await findVisibleContract(db, actor, body.insuranceId);
  const doc = await inboxDocumentFor(db, actor, body.mrMoneyId, contract);
  let report: { id: number; schadennr: string } | null = null;
  if (body.mscCategory === 'SCHADENSDOKUMENT') {
    if (body.schadenId === undefined) {
      throw new AppError('VALIDATION', 'Bitte wählen Sie eine Schadensmeldung aus.');
    }
    const found = await findVisibleReport(db, actor, body.schadenId);
    if (found.report.contractId !== contract.id) {
      throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    }
    report = found.report;
  }
  const nodeId: DokumentNodeId = report ? 'SCHADENSUNTERLAGEN' : (body.nodeId ?? 'VERTRAGSUNTERLAGEN');
  if (nodeId === 'POSTEINGANG' || nodeId === 'EIGENE_DOKUMENTE') {
    throw new AppError('VALIDATION', undefined, { nodeId: 'Bitte wählen Sie einen Ordner des Vertrags aus.' });
  }
  await db.transaction(async (tx) => {
    await repo.updateDocument(tx, doc.id, {
      contractId: contract.id,
      damageReportId: report?.id ?? null,
      nodeId,
      brokerId: contract.brokerId,
    });
    await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, [
      { field: 'vertrag', oldValue: null, newValue: contract.nummer },
      { field: 'ordner', oldValue: dokumentNodeLabel.POSTEINGANG, newValue: dokumentNodeLabel[nodeId] },
      ...(report ? [{ field: 'schaden' as const, oldValue: null, newValue: report.schadennr }] : []),
    ]);
  });
  return {
    documentId: doc.id,
    message: report
      ? `Das Dokument wurde der Schadensmeldung ${report.schadennr} zugeordnet.`
      : `Das Dokument wurde dem Vertrag zugeordnet (${dokumentNodeLabel[nodeId]}).`,
  };
}

/** 'Dokumente abholen': several Posteingang documents of the contract's customer into one of its folders. */
export async function pickUp(
  db: Db,
  actor: Actor,
  body: { insuranceId: number; nodeId: DokumentNodeId; documentIds: number[] },
) {
  authorize(actor, canManageDocuments);
  const contract = await findVisibleContract(db, actor, body.insuranceId);
  const archive = await resolveArchive(db, actor, 'vertrag', contract.id);
  if (!archive.nodeIds.includes(body.nodeId)) {
    throw new AppError('VALIDATION', undefined, { nodeId: 'Bitte wählen Sie einen Ordner des Vertrags aus.' });
  }
  const docs: repo.DocumentRow[] = [];
  for (const id of new Set(body.documentIds)) {
    docs.push(await inboxDocumentFor(db, actor, id, contract));
  }
  await db.transaction(async (tx) => {
    for (const doc of docs) {
      await repo.updateDocument(tx, doc.id, {
        contractId: contract.id,
        nodeId: body.nodeId,
        brokerId: contract.brokerId,
      });
      await writeChangeLog(tx, actor, { type: 'dokument', id: doc.id }, [
        { field: 'vertrag', oldValue: null, newValue: contract.nummer },
        { field: 'ordner', oldValue: dokumentNodeLabel.POSTEINGANG, newValue: dokumentNodeLabel[body.nodeId] },
      ]);
    }
  });
  return { moved: docs.length };
}
