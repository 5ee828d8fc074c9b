import { eq, sql } from 'drizzle-orm';
import type { ContractRow } from '../../auth/contract-access';
import type { Executor } from '../../db/client';
import { contractBranches, contractPersons, contracts, fahrzeugdaten, versicherteSachen } from '../../db/schema';

/** Inserts a copy of the contract row and returns the new id. */
export async function insertContractCopy(db: Executor, source: ContractRow, createdByUserId: number): Promise<number> {
  const { id, version, createdAt, updatedAt, letzteAenderung, erfassungsdatum, ...rest } = source;
  const rows = await db
    .insert(contracts)
    .values({
      ...rest,
      createdByUserId,
      erfassungsdatum: sql`current_date`,
      letzteAenderung: sql`now()`,
    })
    .returning({ id: contracts.id });
  const newId = rows[0]?.id;
  if (newId === undefined) {
    throw new Error('contract copy returned no id');
  }
  return newId;
}

/** Copies the Sparten, insured object, vehicle data and person links of one contract to another. */
export async function copyContractParts(db: Executor, sourceId: number, targetId: number): Promise<void> {
  const [branches, sachen, vehicles, links] = await Promise.all([
    db.select().from(contractBranches).where(eq(contractBranches.contractId, sourceId)),
    db.select().from(versicherteSachen).where(eq(versicherteSachen.contractId, sourceId)),
    db.select().from(fahrzeugdaten).where(eq(fahrzeugdaten.contractId, sourceId)),
    db.select().from(contractPersons).where(eq(contractPersons.contractId, sourceId)),
  ]);
  if (branches.length > 0) {
    await db.insert(contractBranches).values(branches.map(({ id, ...b }) => ({ ...b, contractId: targetId })));
  }
  if (sachen.length > 0) {
    await db.insert(versicherteSachen).values(sachen.map(({ id, version, ...s }) => ({ ...s, contractId: targetId })));
  }
  if (vehicles.length > 0) {
    await db.insert(fahrzeugdaten).values(vehicles.map(({ id, version, ...v }) => ({ ...v, contractId: targetId })));
  }
  if (links.length > 0) {
    await db
      .insert(contractPersons)
      .values(links.map(({ id, version, createdAt, ...l }) => ({ ...l, contractId: targetId })));
  }
}
