import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, versicherungssummen } from '../../db/schema';

const columns = {
  id: versicherungssummen.id,
  sparteId: versicherungssummen.sparteId,
  sparte: branches.name,
  bezeichnung: versicherungssummen.bezeichnung,
  betragCents: versicherungssummen.betragCents,
  personOderObjekt: versicherungssummen.personOderObjekt,
  contractId: versicherungssummen.contractId,
  version: versicherungssummen.version,
};

export async function findSummen(db: Executor, contractId: number) {
  return db
    .select(columns)
    .from(versicherungssummen)
    .leftJoin(branches, eq(versicherungssummen.sparteId, branches.id))
    .where(eq(versicherungssummen.contractId, contractId))
    .orderBy(asc(versicherungssummen.id));
}

export type SummeRow = Awaited<ReturnType<typeof findSummen>>[number];

export async function findSumme(db: Executor, contractId: number, id: number): Promise<SummeRow | undefined> {
  const rows = await db
    .select(columns)
    .from(versicherungssummen)
    .leftJoin(branches, eq(versicherungssummen.sparteId, branches.id))
    .where(and(eq(versicherungssummen.contractId, contractId), eq(versicherungssummen.id, id)))
    .limit(1);
  return rows[0];
}

type Values = { sparteId: number; bezeichnung: string; betragCents: number; personOderObjekt: string | null };

export async function insertSumme(db: Executor, contractId: number, values: Values): Promise<number | undefined> {
  const rows = await db
    .insert(versicherungssummen)
    .values({ contractId, ...values })
    .returning({ id: versicherungssummen.id });
  return rows[0]?.id;
}

export async function updateSumme(db: Executor, id: number, expectedVersion: number, values: Values): Promise<boolean> {
  const rows = await db
    .update(versicherungssummen)
    .set({ ...values, version: sql`${versicherungssummen.version} + 1` })
    .where(and(eq(versicherungssummen.id, id), eq(versicherungssummen.version, expectedVersion)))
    .returning({ id: versicherungssummen.id });
  return rows.length > 0;
}

export async function deleteSumme(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(versicherungssummen)
    .where(eq(versicherungssummen.id, id))
    .returning({ id: versicherungssummen.id });
  return rows.length > 0;
}
