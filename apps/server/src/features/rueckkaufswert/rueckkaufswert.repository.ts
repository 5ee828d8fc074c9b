import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rueckkaufswerte } from '../../db/schema';

const columns = {
  id: rueckkaufswerte.id,
  jahr: rueckkaufswerte.jahr,
  betrag: rueckkaufswerte.betragCents,
  version: rueckkaufswerte.version,
};

export async function findWerte(db: Executor, contractId: number) {
  return db
    .select(columns)
    .from(rueckkaufswerte)
    .where(eq(rueckkaufswerte.contractId, contractId))
    .orderBy(asc(rueckkaufswerte.jahr));
}

export type WertRow = Awaited<ReturnType<typeof findWerte>>[number];

export async function findWert(db: Executor, contractId: number, id: number): Promise<WertRow | undefined> {
  const rows = await db
    .select(columns)
    .from(rueckkaufswerte)
    .where(and(eq(rueckkaufswerte.contractId, contractId), eq(rueckkaufswerte.id, id)))
    .limit(1);
  return rows[0];
}

/** Another entry of the contract for the same year (the unique key). */
export async function hasYear(db: Executor, contractId: number, jahr: number, exceptId: number | null) {
  const rows = await db
    .select({ id: rueckkaufswerte.id })
    .from(rueckkaufswerte)
    .where(
      and(
        eq(rueckkaufswerte.contractId, contractId),
        eq(rueckkaufswerte.jahr, jahr),
        exceptId === null ? undefined : ne(rueckkaufswerte.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

type Values = { sparteId: number; jahr: number; betragCents: number };

export async function insertWert(db: Executor, contractId: number, values: Values): Promise<number | undefined> {
  const rows = await db
    .insert(rueckkaufswerte)
    .values({ contractId, ...values })
    .onConflictDoNothing()
    .returning({ id: rueckkaufswerte.id });
  return rows[0]?.id;
}

export async function updateWert(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: { jahr: number; betragCents: number },
): Promise<boolean> {
  const rows = await db
    .update(rueckkaufswerte)
    .set({ ...values, version: sql`${rueckkaufswerte.version} + 1` })
    .where(and(eq(rueckkaufswerte.id, id), eq(rueckkaufswerte.version, expectedVersion)))
    .returning({ id: rueckkaufswerte.id });
  return rows.length > 0;
}

export async function deleteWert(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(rueckkaufswerte).where(eq(rueckkaufswerte.id, id)).returning({ id: rueckkaufswerte.id });
  return rows.length > 0;
}
