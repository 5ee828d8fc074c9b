import { contractPartRecordTypes } from '@maklerwerk/domain';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  brokers,
  changeLog,
  contracts,
  customers,
  documentAppendices,
  documentFiles,
  documents,
  signatureEvents,
  signatureFields,
  signatureRequests,
  signatureSigners,
  users,
} from '../../../db/schema';

export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type FieldRow = typeof signatureFields.$inferSelect;
export type EventRow = typeof signatureEvents.$inferSelect;

export async function latestRequest(db: Executor, documentId: number): Promise<RequestRow | undefined> {
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, documentId))
    .orderBy(desc(signatureRequests.id))
    .limit(1);
  return rows[0];
}

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  const rows = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
  return rows[0];
}

export async function lockRequest(tx: Executor, id: number): Promise<RequestRow | undefined> {
  const rows = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, id)).for('update').limit(1);
  return rows[0];
}

export async function requestCreator(db: Executor, request: RequestRow): Promise<string> {
  if (request.createdByUserId === null) {
    return '';
  }
  const rows = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, request.createdByUserId))
    .limit(1);
  return rows[0]?.name ?? '';
}

/** The address of the office that sent a request: the sender's broker (users carry no address). */
export async function senderAddress(db: Executor, request: RequestRow): Promise<string | null> {
  if (request.createdByUserId === null) {
    return null;
  }
  const rows = await db
    .select({ email: brokers.email })
    .from(users)
    .innerJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(users.id, request.createdByUserId))
    .limit(1);
  return rows[0]?.email ?? null;
}

export async function signersOf(db: Executor, requestId: number): Promise<SignerRow[]> {
  return db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.orderNo));
}

export async function fieldsOf(db: Executor, requestId: number): Promise<FieldRow[]> {
  return db
    .select()
    .from(signatureFields)
    .where(eq(signatureFields.requestId, requestId))
    .orderBy(asc(signatureFields.id));
}

export async function eventsOf(db: Executor, requestId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.id));
}

export async function insertRequest(tx: Executor, values: typeof signatureRequests.$inferInsert): Promise<number> {
  const rows = await tx.insert(signatureRequests).values(values).returning({ id: signatureRequests.id });
  return (rows[0] as { id: number }).id;
}

export async function insertSigner(tx: Executor, values: typeof signatureSigners.$inferInsert): Promise<number> {
  const rows = await tx.insert(signatureSigners).values(values).returning({ id: signatureSigners.id });
  return (rows[0] as { id: number }).id;
}

export async function insertFields(tx: Executor, values: (typeof signatureFields.$inferInsert)[]): Promise<void> {
  if (values.length > 0) {
    await tx.insert(signatureFields).values(values);
  }
}

export async function insertEvent(tx: Executor, values: typeof signatureEvents.$inferInsert): Promise<void> {
  await tx.insert(signatureEvents).values(values);
}

export async function updateRequest(
  tx: Executor,
  id: number,
  values: Partial<typeof signatureRequests.$inferInsert>,
): Promise<void> {
  await tx.update(signatureRequests).set(values).where(eq(signatureRequests.id, id));
}

export async function updateSigner(
  tx: Executor,
  id: number,
  values: Partial<typeof signatureSigners.$inferInsert>,
): Promise<void> {
  await tx.update(signatureSigners).set(values).where(eq(signatureSigners.id, id));
}

/** The signer of a link, with his run: one indexed look-up by the token's hash. */
export async function findSignerByTokenHash(
  db: Executor,
  hash: string,
): Promise<{ signer: SignerRow; request: RequestRow } | undefined> {
  const rows = await db
    .select({ signer: signatureSigners, request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(eq(signatureSigners.tokenHash, hash))
    .limit(1);
  return rows[0];
}

export async function lockSigner(tx: Executor, id: number): Promise<SignerRow | undefined> {
  const rows = await tx.select().from(signatureSigners).where(eq(signatureSigners.id, id)).for('update').limit(1);
  return rows[0];
}

/** The document's current main file (the first not superseded). */
export async function mainFile(db: Executor, documentId: number) {
  const rows = await db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), isNull(documentFiles.supersededAt)))
    .orderBy(asc(documentFiles.id))
    .limit(1);
  return rows[0];
}

export async function findDocumentRow(db: Executor, id: number) {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0];
}

/** Attachable documents of a contract: live photos and PDFs other than the document itself. */
export async function attachableDocuments(db: Executor, contractId: number, documentId: number) {
  return db
    .select({
      id: documents.id,
      bezeichnung: documents.bezeichnung,
      nodeId: documents.nodeId,
      fileId: documentFiles.id,
      fileName: documentFiles.fileName,
      mimeType: documentFiles.mimeType,
      blobHash: documentFiles.blobHash,
      appendedAt: documentAppendices.appendedAt,
    })
    .from(documents)
    .innerJoin(documentFiles, and(eq(documentFiles.documentId, documents.id), isNull(documentFiles.supersededAt)))
    .leftJoin(
      documentAppendices,
      and(eq(documentAppendices.documentId, documentId), eq(documentAppendices.appendedDocumentId, documents.id)),
    )
    .where(
      and(
        eq(documents.contractId, contractId),
        isNull(documents.removedAt),
        inArray(documentFiles.mimeType, ['application/pdf', 'image/png', 'image/jpeg']),
        ne(documents.id, documentId),
      ),
    )
    .orderBy(asc(documents.datum), asc(documents.id), asc(documentFiles.id))
    .limit(200);
}

export async function insertAppendices(
  tx: Executor,
  documentId: number,
  appendedIds: readonly number[],
  userId: number,
): Promise<void> {
  if (appendedIds.length > 0) {
    await tx
      .insert(documentAppendices)
      .values(appendedIds.map((id) => ({ documentId, appendedDocumentId: id, appendedByUserId: userId })))
      .onConflictDoNothing();
  }
}

/** Changes of the contract (and its parts) after a moment: the webservice warnings of the sign action. */
export async function contractChangesSince(db: Executor, contractId: number, since: string) {
  return db
    .select({
      recordType: changeLog.recordType,
      field: changeLog.field,
      newValue: changeLog.newValue,
      at: changeLog.at,
    })
    .from(changeLog)
    .where(
      and(
        inArray(changeLog.recordType, ['versicherung', ...contractPartRecordTypes]),
        eq(changeLog.recordId, contractId),
        gt(changeLog.at, since),
      ),
    )
    .orderBy(asc(changeLog.id))
    .limit(100);
}

export async function findSigner(db: Executor, id: number): Promise<SignerRow | undefined> {
  const rows = await db.select().from(signatureSigners).where(eq(signatureSigners.id, id)).limit(1);
  return rows[0];
}

/**
 * Locks the document for a new signing run and tells its main file and whether a run is open:
 * two offices sending the same document at once end with one run.
 */
export async function lockDocumentForSigning(
  tx: Executor,
  documentId: number,
): Promise<{ fileId: number | null; open: boolean } | undefined> {
  const locked = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, documentId))
    .for('update');
  if (locked.length === 0) {
    return undefined;
  }
  const main = await mainFile(tx, documentId);
  const latest = await latestRequest(tx, documentId);
  return { fileId: main?.id ?? null, open: latest?.state === 'OFFEN' };
}

/** Runs whose original or sealed version is this file (for the preview's overlays). */
export async function requestsOfFile(db: Executor, fileId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(signatureRequests)
    .where(or(eq(signatureRequests.fileId, fileId), eq(signatureRequests.signedFileId, fileId)))
    .orderBy(asc(signatureRequests.id))
    .limit(20);
}

export async function findRequestBySignedSha(db: Executor, sha256: string): Promise<RequestRow | undefined> {
  const rows = await db.select().from(signatureRequests).where(eq(signatureRequests.signedSha256, sha256)).limit(1);
  return rows[0];
}

/** The policy number of a document's contract ('' without one). */
export async function contractNumber(db: Executor, contractId: number): Promise<string> {
  const rows = await db.select({ nummer: contracts.nummer }).from(contracts).where(eq(contracts.id, contractId));
  return rows[0]?.nummer ?? '';
}

/** The customer a signing is suggested to: his name parts and address. */
export async function customerContact(db: Executor, customerId: number) {
  const [row] = await db
    .select({ vorname: customers.vorname, name: customers.name, firma: customers.firma, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** A broker's mail address, if he has one. */
export async function brokerEmail(db: Executor, brokerId: number): Promise<string | null> {
  const [row] = await db.select({ email: brokers.email }).from(brokers).where(eq(brokers.id, brokerId));
  return row?.email ?? null;
}
