import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { versicherteSachen } from '../../db/schema';

export type SacheFields = Omit<typeof versicherteSachen.$inferInsert, 'id' | 'contractId' | 'version'>;

export async function findSache(db: Executor, contractId: number) {
  const rows = await db.select().from(versicherteSachen).where(eq(versicherteSachen.contractId, contractId)).limit(1);
  return rows[0];
}

/** Creates the row (version 0 means "none yet"); false when one exists meanwhile. */
export async function insertSache(db: Executor, contractId: number, fields: SacheFields): Promise<boolean> {
  const rows = await db
    .insert(versicherteSachen)
    .values({ ...fields, contractId })
    .onConflictDoNothing({ target: versicherteSachen.contractId })
    .returning({ id: versicherteSachen.id });
  return rows.length > 0;
}

export async function updateSache(
  db: Executor,
  contractId: number,
  expectedVersion: number,
  fields: SacheFields,
): Promise<boolean> {
  const rows = await db
    .update(versicherteSachen)
    .set({ ...fields, version: sql`${versicherteSachen.version} + 1` })
    .where(and(eq(versicherteSachen.contractId, contractId), eq(versicherteSachen.version, expectedVersion)))
    .returning({ id: versicherteSachen.id });
  return rows.length > 0;
}
