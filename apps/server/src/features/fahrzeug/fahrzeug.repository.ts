import type { FahrzeugDaten } from '@maklerwerk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, contracts, fahrzeugdaten } from '../../db/schema';

export async function findFahrzeug(db: Executor, contractId: number) {
  const rows = await db.select().from(fahrzeugdaten).where(eq(fahrzeugdaten.contractId, contractId)).limit(1);
  return rows[0];
}

export async function findKategorie(db: Executor, sparteId: number): Promise<string | undefined> {
  const rows = await db
    .select({ kategorieName: branches.kategorieName })
    .from(branches)
    .where(eq(branches.id, sparteId))
    .limit(1);
  return rows[0]?.kategorieName;
}

/** Creates the row for version 0; false when one exists meanwhile. */
export async function insertFahrzeug(db: Executor, contractId: number, daten: FahrzeugDaten): Promise<boolean> {
  const rows = await db
    .insert(fahrzeugdaten)
    .values({ ...daten, contractId })
    .onConflictDoNothing({ target: fahrzeugdaten.contractId })
    .returning({ id: fahrzeugdaten.id });
  return rows.length > 0;
}

export async function updateFahrzeug(
  db: Executor,
  contractId: number,
  expectedVersion: number,
  daten: FahrzeugDaten,
): Promise<boolean> {
  const rows = await db
    .update(fahrzeugdaten)
    .set({ ...daten, version: sql`${fahrzeugdaten.version} + 1` })
    .where(and(eq(fahrzeugdaten.contractId, contractId), eq(fahrzeugdaten.version, expectedVersion)))
    .returning({ id: fahrzeugdaten.id });
  return rows.length > 0;
}

/** The plate shown in the contract header follows the vehicle data. */
export async function setContractKennzeichen(db: Executor, contractId: number, kennzeichen: string | null) {
  await db
    .update(contracts)
    .set({ kennzeichen, updatedAt: sql`now()`, letzteAenderung: sql`now()` })
    .where(eq(contracts.id, contractId));
}
