import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { branches, companies, contractBranches, damageReports, tarife } from '../../db/schema';

export type BranchRow = Awaited<ReturnType<typeof findActiveBranches>>[number];

/** The contract's active branches (removed_at IS NULL) with tariff name and damage-report count. */
export async function findActiveBranches(db: Executor, contractId: number) {
  const damage = db
    .select({ sparteId: damageReports.sparteId, n: count().as('n') })
    .from(damageReports)
    .where(and(eq(damageReports.contractId, contractId), isNull(damageReports.removedAt)))
    .groupBy(damageReports.sparteId)
    .as('damage');
  return db
    .select({
      id: contractBranches.id,
      sparteId: contractBranches.sparteId,
      name: branches.name,
      isPrimary: contractBranches.isPrimary,
      tarifId: contractBranches.tarifId,
      tarif: tarife.bezeichnung,
      praemieBtoZahlweise: contractBranches.praemieBtoZahlweiseCents,
      praemieNtoZahlweise: contractBranches.praemieNtoZahlweiseCents,
      onlyActivTarif: contractBranches.onlyActivTarif,
      versichertePerson: contractBranches.versichertePerson,
      beginn: contractBranches.beginn,
      parameters: contractBranches.parameters,
      schadenCount: sql<number>`coalesce(${damage.n}, 0)::int`,
      version: contractBranches.version,
    })
    .from(contractBranches)
    .innerJoin(branches, eq(contractBranches.sparteId, branches.id))
    .leftJoin(tarife, eq(contractBranches.tarifId, tarife.id))
    .leftJoin(damage, eq(damage.sparteId, contractBranches.sparteId))
    .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt)))
    .orderBy(sql`${contractBranches.isPrimary} desc`, asc(contractBranches.id));
}

/** Catalogue branches not on the contract (active). */
export async function findAvailableBranches(db: Executor, takenSparteIds: number[]) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(takenSparteIds.length > 0 ? notInArray(branches.id, takenSparteIds) : sql`true`)
    .orderBy(asc(branches.name));
}

export async function findBranchName(db: Executor, sparteId: number) {
  const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, sparteId));
  return row?.name;
}

/** Switches a branch off: the row stays with removed_at; false when the version moved on. */
export async function removeBranch(tx: Tx, id: number, version: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(contractBranches)
    .set({ removedAt: sql`now()`, removedByUserId: userId, version: sql`${contractBranches.version} + 1` })
    .where(and(eq(contractBranches.id, id), eq(contractBranches.version, version), isNull(contractBranches.removedAt)))
    .returning({ id: contractBranches.id });
  return rows.length > 0;
}

/** Removes the contract's damage reports of a branch (kept as hidden rows); returns what was removed. */
export async function removeDamageReports(tx: Tx, contractId: number, sparteId: number, userId: number) {
  return tx
    .update(damageReports)
    .set({ removedAt: sql`now()`, removedByUserId: userId })
    .where(
      and(
        eq(damageReports.contractId, contractId),
        eq(damageReports.sparteId, sparteId),
        isNull(damageReports.removedAt),
      ),
    )
    .returning({
      id: damageReports.id,
      schadennr: damageReports.schadennr,
      schadensursache: damageReports.schadensursache,
      ereignisdatum: damageReports.ereignisdatum,
      meldedatum: damageReports.meldedatum,
    });
}

export async function insertBranch(tx: Tx, contractId: number, sparteId: number, isPrimary: boolean) {
  const rows = await tx
    .insert(contractBranches)
    .values({ contractId, sparteId, isPrimary })
    .onConflictDoNothing()
    .returning({ id: contractBranches.id });
  return rows[0]?.id;
}

export type BranchUpdate = {
  praemieBtoZahlweiseCents: number | null;
  praemieNtoZahlweiseCents: number | null;
  tarifId: number | null;
  onlyActivTarif: boolean;
  versichertePerson: string | null;
  beginn: string | null;
  parameters: { key: string; value: string }[];
};

export async function updateBranch(tx: Tx, id: number, version: number, data: BranchUpdate): Promise<boolean> {
  const rows = await tx
    .update(contractBranches)
    .set({ ...data, version: sql`${contractBranches.version} + 1` })
    .where(and(eq(contractBranches.id, id), eq(contractBranches.version, version), isNull(contractBranches.removedAt)))
    .returning({ id: contractBranches.id });
  return rows.length > 0;
}

// Tariffs

export type TarifRow = typeof tarife.$inferSelect;

export async function findTarife(db: Executor, gesellschaftId: number, sparteId: number) {
  return db
    .select()
    .from(tarife)
    .where(and(eq(tarife.gesellschaftId, gesellschaftId), eq(tarife.sparteId, sparteId)))
    .orderBy(asc(tarife.bezeichnung), asc(tarife.id));
}

export async function findTarif(db: Executor, id: number): Promise<TarifRow | undefined> {
  const [row] = await db.select().from(tarife).where(eq(tarife.id, id));
  return row;
}

export async function findTarifName(db: Executor, id: number | null) {
  if (id === null) {
    return null;
  }
  return (await findTarif(db, id))?.bezeichnung ?? null;
}

export type TarifWrite = {
  bezeichnung: string;
  gesellschaftId: number;
  sparteId: number;
  sichtbarFuer: string;
  inklusiveStruktur: boolean;
  inaktiv: boolean;
};

export async function insertTarif(tx: Tx, data: TarifWrite & { brokerId: number | null; createdByUserId: number }) {
  const [row] = await tx.insert(tarife).values(data).returning({ id: tarife.id });
  return row?.id;
}

export async function updateTarif(tx: Tx, id: number, version: number, data: TarifWrite): Promise<boolean> {
  const rows = await tx
    .update(tarife)
    .set({ ...data, version: sql`${tarife.version} + 1` })
    .where(and(eq(tarife.id, id), eq(tarife.version, version)))
    .returning({ id: tarife.id });
  return rows.length > 0;
}

export async function listCompanyOptions(db: Executor) {
  return db.select({ id: companies.id, name: companies.kurzname }).from(companies).orderBy(asc(companies.kurzname));
}

export async function listBranchOptions(db: Executor) {
  return db.select({ id: branches.id, name: branches.name }).from(branches).orderBy(asc(branches.name));
}

export async function namesOf(db: Executor, companyIds: number[], branchIds: number[]) {
  const [c, b] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: companies.id, name: companies.kurzname })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [],
    branchIds.length
      ? db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, branchIds))
      : [],
  ]);
  return {
    company: (id: number) => c.find((r) => r.id === id)?.name ?? String(id),
    branch: (id: number) => b.find((r) => r.id === id)?.name ?? String(id),
  };
}
