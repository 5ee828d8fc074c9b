import {
  type Actor,
  AppError,
  canSeeDeletedDocuments,
  canSeeDocumentHistory,
  type DokumentNodeId,
  isCustomerKind,
  onlyReleasedDocuments,
} from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { type DocumentRow, type FileRow, findDocumentRow, findFileRow, isDocumentInOffice } from './access.repository';
import { findVisibleContract } from './contract-access';
import { findVisibleCustomer } from './customer-access';

export const DOCUMENT_NOT_FOUND = 'Das Dokument wurde nicht gefunden.';

/**
 * One document through the scope of its owner (contract, customer, or the office), answering 404
 * for anything the viewer may not reach: another customer's document, an unreleased one for a
 * customer, a deleted one unless `includeRemoved` and the viewer may see deleted documents. The
 * node of a `docInfo` pair must match as well.
 */
export async function findVisibleDocument(
  db: Executor,
  actor: Actor,
  id: number,
  options: { nodeId?: DokumentNodeId; includeRemoved?: boolean } = {},
): Promise<DocumentRow> {
  const doc = await findDocumentRow(db, id);
  const notFound = () => new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  if (!doc || (options.nodeId !== undefined && doc.nodeId !== options.nodeId)) {
    throw notFound();
  }
  if (doc.removedAt !== null && !(options.includeRemoved && canSeeDeletedDocuments(actor))) {
    throw notFound();
  }
  if (onlyReleasedDocuments(actor) && (!doc.kundenFreigabe || doc.contractId === null)) {
    throw notFound();
  }
  try {
    if (doc.contractId !== null) {
      await findVisibleContract(db, actor, doc.contractId);
    } else if (doc.customerId !== null && !isCustomerKind(actor.viewed)) {
      await findVisibleCustomer(db, actor, doc.customerId);
    } else if (isCustomerKind(actor.viewed) || !(await isDocumentInOffice(db, actor, doc.id))) {
      throw notFound();
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw notFound();
    }
    throw error;
  }
  return doc;
}

/**
 * A file a user may open: its document must be visible (customers: released, current files only).
 * Older versions and files of deleted documents are for the office.
 */
export async function findVisibleFile(
  db: Executor,
  actor: Actor,
  nodeId: DokumentNodeId | undefined,
  fileId: number,
): Promise<{ file: FileRow; doc: DocumentRow }> {
  const file = await findFileRow(db, fileId);
  if (!file) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  const office = canSeeDocumentHistory(actor);
  const doc = await findVisibleDocument(db, actor, file.documentId, {
    ...(nodeId ? { nodeId } : {}),
    includeRemoved: office,
  });
  if (file.supersededAt !== null && !office) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  return { file, doc };
}
