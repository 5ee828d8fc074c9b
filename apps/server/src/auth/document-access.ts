import {
  type Actor,
  AppError,
  canSeeDeletedDocuments,
  canSeeDocumentHistory,
  type DokumentNodeId,
  dataScopeOf,
  isCustomerKind,
  onlyReleasedDocuments,
} from '@maklerwerk/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { documentFiles, documents } from '../db/schema';
import { findVisibleContract } from './contract-access';
import { findVisibleCustomer } from './customer-access';
import { brokerStructureIds } from './user.repository';

export const DOCUMENT_NOT_FOUND = 'Das Dokument wurde nicht gefunden.';

export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof documentFiles.$inferSelect;

/** The office's own documents (and its Posteingang) within the viewer's broker structure. */
export function officeScope(actor: Actor): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(documents.brokerId, brokerStructureIds(scope.brokerId));
    default:
      return sql`false`;
  }
}

async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0];
}

async function isInOffice(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), officeScope(actor)))
    .limit(1);
  return rows.length > 0;
}

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
  const doc = await findDocument(db, id);
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
    } else if (isCustomerKind(actor.viewed) || !(await isInOffice(db, actor, doc.id))) {
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
  const file = (await db.select().from(documentFiles).where(eq(documentFiles.id, fileId)).limit(1))[0];
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
