import type { Actor, Waehrung } from '@maklerwerk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contractScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { contracts, wertpapiere } from '../../db/schema';

const columns = {
  id: wertpapiere.id,
  sparteId: wertpapiere.sparteId,
  isin: wertpapiere.isin,
  wertpapiername: wertpapiere.wertpapiername,
  anlageart: wertpapiere.anlageart,
  anteileDatum: wertpapiere.anteileDatum,
  anteile: wertpapiere.anteileHundredths,
  anlagesumme: wertpapiere.anlagesummeCents,
  fondswert: wertpapiere.fondswertCents,
  fondswertEuro: wertpapiere.fondswertEuroCents,
  waehrung: sql<Waehrung>`${wertpapiere.waehrung}`,
  version: wertpapiere.version,
};

/** The securities of one Sparte of the contract; entries without a Sparte count as the Vertragssparte's. */
export async function findWertpapiere(db: Executor, contract: { id: number; sparteId: number }, sparteId: number) {
  const ofSparte =
    sparteId === contract.sparteId
      ? sql`coalesce(${wertpapiere.sparteId}, ${contract.sparteId}) = ${sparteId}`
      : eq(wertpapiere.sparteId, sparteId);
  return db
    .select(columns)
    .from(wertpapiere)
    .where(and(eq(wertpapiere.contractId, contract.id), ofSparte))
    .orderBy(asc(wertpapiere.id));
}

export type WertpapierRow = Awaited<ReturnType<typeof findWertpapiere>>[number];

export async function findWertpapier(db: Executor, contractId: number, id: number): Promise<WertpapierRow | undefined> {
  const rows = await db
    .select(columns)
    .from(wertpapiere)
    .where(and(eq(wertpapiere.contractId, contractId), eq(wertpapiere.id, id)))
    .limit(1);
  return rows[0];
}

export type WertpapierValues = {
  sparteId: number;
  isin: string;
  wertpapiername: string;
  anlageart: string | null;
  anteileDatum: string | null;
  anteileHundredths: number | null;
  anlagesummeCents: number | null;
  fondswertCents: number | null;
  fondswertEuroCents: number | null;
  waehrung: Waehrung;
};

export async function insertWertpapier(db: Executor, contractId: number, values: WertpapierValues) {
  const rows = await db
    .insert(wertpapiere)
    .values({ contractId, ...values })
    .returning({ id: wertpapiere.id });
  return rows[0]?.id;
}

export async function updateWertpapier(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: WertpapierValues,
): Promise<boolean> {
  const rows = await db
    .update(wertpapiere)
    .set({ ...values, version: sql`${wertpapiere.version} + 1` })
    .where(and(eq(wertpapiere.id, id), eq(wertpapiere.version, expectedVersion)))
    .returning({ id: wertpapiere.id });
  return rows.length > 0;
}

export async function deleteWertpapier(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(wertpapiere).where(eq(wertpapiere.id, id)).returning({ id: wertpapiere.id });
  return rows.length > 0;
}

/**
 * Depot positions of a policy number (spec §7.2): the securities of every contract the viewer may see
 * with this company's number, totalled per currency.
 */
export async function sumDepotpositionen(
  db: Executor,
  actor: Actor,
  contract: { gesellschaftId: number; nummer: string },
) {
  return db
    .select({
      waehrung: sql<Waehrung>`${wertpapiere.waehrung}`,
      anzahl: sql<number>`count(*)::int`,
      anlagesumme: sql<number>`coalesce(sum(${wertpapiere.anlagesummeCents}), 0)::bigint`.mapWith(Number),
      fondswert: sql<number>`coalesce(sum(${wertpapiere.fondswertCents}), 0)::bigint`.mapWith(Number),
      fondswertEuro: sql<number>`coalesce(sum(${wertpapiere.fondswertEuroCents}), 0)::bigint`.mapWith(Number),
    })
    .from(wertpapiere)
    .innerJoin(contracts, eq(wertpapiere.contractId, contracts.id))
    .where(
      and(
        eq(contracts.gesellschaftId, contract.gesellschaftId),
        eq(contracts.nummer, contract.nummer),
        contractScope(actor),
      ),
    )
    .groupBy(wertpapiere.waehrung)
    .orderBy(asc(wertpapiere.waehrung));
}
