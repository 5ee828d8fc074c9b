import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ContractRow } from '../../auth/contract-access';
import type { Executor } from '../../db/client';
import {
  branches as branchTable,
  contractBranches,
  contractPersons,
  contracts,
  fahrzeugdaten,
  persons,
  versicherteSachen,
} from '../../db/schema';

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

/** Copies the Sparten, insured object, vehicle data and person links of one contract to another; returns what it copied. */
export async function copyContractParts(db: Executor, sourceId: number, targetId: number) {
  const [branches, sachen, vehicles, links] = await Promise.all([
    db
      .select()
      .from(contractBranches)
      .where(and(eq(contractBranches.contractId, sourceId), isNull(contractBranches.removedAt))),
    db.select().from(versicherteSachen).where(eq(versicherteSachen.contractId, sourceId)),
    db.select().from(fahrzeugdaten).where(eq(fahrzeugdaten.contractId, sourceId)),
    db.select().from(contractPersons).where(eq(contractPersons.contractId, sourceId)),
  ]);
  if (branches.length > 0) {
    // Only active branches, with their main data; a new row (version 1, created now).
    await db.insert(contractBranches).values(
      branches.map(({ id, version, createdAt, removedAt, removedByUserId, ...b }) => ({
        ...b,
        contractId: targetId,
      })),
    );
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
  return { sachen, vehicles, ...(await describeCopiedParts(db, targetId)) };
}

/** Names of the copied Sparten and person links, as the change log shows them. */
async function describeCopiedParts(db: Executor, contractId: number) {
  const [sparten, links] = await Promise.all([
    db
      .select({ name: branchTable.name })
      .from(contractBranches)
      .innerJoin(branchTable, eq(contractBranches.sparteId, branchTable.id))
      .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt)))
      .orderBy(asc(contractBranches.id)),
    db
      .select({
        fullName: sql<string>`concat_ws(' ', ${persons.vorname}, ${persons.name})`,
        vtgrolle: contractPersons.vtgrolle,
      })
      .from(contractPersons)
      .innerJoin(persons, eq(contractPersons.personId, persons.id))
      .where(eq(contractPersons.contractId, contractId))
      .orderBy(asc(contractPersons.id)),
  ]);
  return { sparten: sparten.map((b) => b.name), links };
}
