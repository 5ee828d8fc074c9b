import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { documentFiles, documents } from '../db/schema';

export type NewDocument = typeof documents.$inferInsert;
export type NewFile = Omit<typeof documentFiles.$inferInsert, 'documentId'>;

/**
 * A new archive document (the archive's uploads, a finished form's PDF, the demo). Shared because
 * features do not import each other.
 */
export async function insertDocument(tx: Executor, doc: NewDocument): Promise<number> {
  const rows = await tx.insert(documents).values(doc).returning({ id: documents.id });
  return (rows[0] as { id: number }).id;
}

/** A file of a document; a first file starts its own lineage (lineage = its id). */
export async function insertFile(tx: Executor, documentId: number, file: NewFile): Promise<number> {
  const rows = await tx
    .insert(documentFiles)
    .values({ ...file, documentId })
    .returning({ id: documentFiles.id });
  const id = (rows[0] as { id: number }).id;
  if (file.lineageId === undefined || file.lineageId === null) {
    await tx.update(documentFiles).set({ lineageId: id }).where(eq(documentFiles.id, id));
  }
  return id;
}
