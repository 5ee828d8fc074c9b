import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentFiles, documents } from '../db/schema';

/** One page of the archive's stored files in id order. */
export function listDocumentFilesPage(db: Db, offset: number, pageSize: number) {
  return db
    .select({
      hash: documentFiles.blobHash,
      fileId: documentFiles.id,
      fileName: documentFiles.fileName,
      documentId: documentFiles.documentId,
    })
    .from(documentFiles)
    .orderBy(asc(documentFiles.id))
    .limit(pageSize)
    .offset(offset);
}

/** How many documents the archive holds. */
export async function countDocuments(db: Db): Promise<number> {
  return (await db.select({ id: documents.id }).from(documents)).length;
}
