import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contractPersons, contractStatusHistory, contracts, persons, policyNumberHistory } from '../db/schema';

export type ContractPatch = Partial<Omit<typeof contracts.$inferInsert, 'id' | 'version'>>;

/** Updates the contract only if the version still matches; returns the new version or undefined (stale). */
export async function updateContract(
  db: Executor,
  id: number,
  expectedVersion: number,
  patch: ContractPatch,
): Promise<number | undefined> {
  const rows = await db
    .update(contracts)
    .set({
      ...patch,
      version: sql`${contracts.version} + 1`,
      updatedAt: sql`now()`,
      letzteAenderung: sql`now()`,
    })
    .where(and(eq(contracts.id, id), eq(contracts.version, expectedVersion)))
    .returning({ version: contracts.version });
  return rows[0]?.version;
}

export async function insertStatusHistory(
  db: Executor,
  row: {
    contractId: number;
    status: string;
    previousStatus: string | null;
    changedByUserId: number;
    bemerkung: string | null;
  },
): Promise<void> {
  await db.insert(contractStatusHistory).values(row);
}

export async function insertPolicyNumberHistory(
  db: Executor,
  row: { contractId: number; polNr: string; changedByUserId: number },
): Promise<void> {
  await db.insert(policyNumberHistory).values({ ...row, dateChanged: sql`current_date` });
}

export async function findPolicyNumberHistory(db: Executor, contractId: number) {
  return db
    .select({ polNr: policyNumberHistory.polNr, dateChanged: policyNumberHistory.dateChanged })
    .from(policyNumberHistory)
    .where(eq(policyNumberHistory.contractId, contractId))
    .orderBy(asc(policyNumberHistory.dateChanged), asc(policyNumberHistory.id));
}

/** Links of the contract to persons that do not belong to the given customer. */
export async function findForeignPersonLinks(db: Executor, contractId: number, customerId: number) {
  const rows = await db
    .select({
      id: contractPersons.id,
      vtgrolle: contractPersons.vtgrolle,
      personName: sql<string>`concat_ws(' ', ${persons.vorname}, ${persons.name})`,
      personCustomerId: persons.customerId,
    })
    .from(contractPersons)
    .innerJoin(persons, eq(contractPersons.personId, persons.id))
    .where(eq(contractPersons.contractId, contractId));
  return rows.filter((r) => r.personCustomerId !== customerId);
}

export async function deletePersonLinks(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    await db.delete(contractPersons).where(inArray(contractPersons.id, ids));
  }
}
