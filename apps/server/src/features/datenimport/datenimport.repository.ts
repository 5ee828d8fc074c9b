import type { DatenimportStatus } from '@maklerwerk/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contracts,
  customers,
  datenimportEintraege,
  datenimporte,
  datenimportSpaltenZuordnungen,
  datenimportVertraege,
  datenimportVuZuordnungen,
  users,
} from '../../db/schema';

export type DatenimportRow = typeof datenimporte.$inferSelect;

export async function insertImport(db: Executor, row: typeof datenimporte.$inferInsert): Promise<number> {
  const rows = await db.insert(datenimporte).values(row).returning({ id: datenimporte.id });
  return (rows[0] as { id: number }).id;
}

export async function findImport(db: Executor, id: number) {
  const rows = await db
    .select({ row: datenimporte, erstelltVon: users.displayName })
    .from(datenimporte)
    .innerJoin(users, eq(users.id, datenimporte.userId))
    .where(eq(datenimporte.id, id))
    .limit(1);
  return rows[0];
}

/** Own imports (or every import: userId null), newest first. */
export function listImports(db: Executor, userId: number | null) {
  return db
    .select({ row: datenimporte, erstelltVon: users.displayName })
    .from(datenimporte)
    .innerJoin(users, eq(users.id, datenimporte.userId))
    .where(userId === null ? undefined : eq(datenimporte.userId, userId))
    .orderBy(desc(datenimporte.id))
    .limit(200);
}

export async function updateImport(
  db: Executor,
  id: number,
  patch: Partial<typeof datenimporte.$inferInsert>,
  lauf?: number,
): Promise<boolean> {
  const rows = await db
    .update(datenimporte)
    .set(patch)
    .where(and(eq(datenimporte.id, id), lauf === undefined ? undefined : eq(datenimporte.lauf, lauf)))
    .returning({ id: datenimporte.id });
  return rows.length > 0;
}

/** Starts a new run (preview or apply) if the import is in one of `from`: answers the run's number. */
export async function startRun(
  db: Executor,
  id: number,
  from: readonly DatenimportStatus[],
  status: DatenimportStatus,
): Promise<number | undefined> {
  const rows = await db
    .update(datenimporte)
    .set({ status, fortschritt: 0, lauf: sql`${datenimporte.lauf} + 1`, fehlerText: null })
    .where(and(eq(datenimporte.id, id), inArray(datenimporte.status, [...from])))
    .returning({ lauf: datenimporte.lauf });
  return rows[0]?.lauf;
}

export async function clearRunData(db: Executor, id: number, vertraegeAuch: boolean): Promise<void> {
  await db.delete(datenimportEintraege).where(eq(datenimportEintraege.importId, id));
  if (vertraegeAuch) {
    await db.delete(datenimportVertraege).where(eq(datenimportVertraege.importId, id));
  }
}

/** Takes back the preview rows of a Datenpaket that turned out broken (written from `lfd` on). */
export async function deleteRunDataAb(db: Executor, id: number, lfd: number): Promise<void> {
  await db
    .delete(datenimportEintraege)
    .where(and(eq(datenimportEintraege.importId, id), gte(datenimportEintraege.lfd, lfd)));
  await db
    .delete(datenimportVertraege)
    .where(and(eq(datenimportVertraege.importId, id), gte(datenimportVertraege.lfd, lfd)));
}

export async function insertEintraege(db: Executor, rows: (typeof datenimportEintraege.$inferInsert)[]) {
  if (rows.length > 0) {
    await db.insert(datenimportEintraege).values(rows);
  }
}

export async function insertVertragStaende(db: Executor, rows: (typeof datenimportVertraege.$inferInsert)[]) {
  if (rows.length > 0) {
    await db.insert(datenimportVertraege).values(rows);
  }
}

export function listEintraege(db: Executor, id: number, art: 'meldung' | 'aenderung') {
  return db
    .select({ daten: datenimportEintraege.daten })
    .from(datenimportEintraege)
    .where(and(eq(datenimportEintraege.importId, id), eq(datenimportEintraege.art, art)))
    .orderBy(asc(datenimportEintraege.lfd));
}

/**
 * Whether the data changed since the preview: a matched contract or customer has another version, or a
 * contract the preview did not find exists now (decision 0048).
 */
export async function isPreviewStale(db: Executor, id: number): Promise<boolean> {
  const v = datenimportVertraege;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(v)
    .leftJoin(contracts, eq(contracts.id, v.contractId))
    .leftJoin(customers, eq(customers.id, v.customerId))
    .where(
      and(
        eq(v.importId, id),
        or(
          and(isNotNull(v.contractId), or(isNull(contracts.id), ne(contracts.version, v.contractVersion))),
          and(isNotNull(v.customerId), or(isNull(customers.id), ne(customers.version, v.customerVersion))),
          and(
            isNull(v.contractId),
            sql`EXISTS (SELECT 1 FROM ${contracts} c WHERE c.gesellschaft_id = ${v.gesellschaftId} AND c.nummer = ${v.nummer})`,
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberVuNummer(db: Executor, vuNummer: string, gesellschaftId: number, userId: number) {
  await db
    .insert(datenimportVuZuordnungen)
    .values({ vuNummer, gesellschaftId, userId })
    .onConflictDoUpdate({ target: datenimportVuZuordnungen.vuNummer, set: { gesellschaftId, userId } });
}

export async function saveSpaltenZuordnung(
  db: Executor,
  quelle: string,
  zuordnung: Record<string, string | null>,
  userId: number,
) {
  await db
    .insert(datenimportSpaltenZuordnungen)
    .values({ quelle, zuordnung, userId })
    .onConflictDoUpdate({
      target: datenimportSpaltenZuordnungen.quelle,
      set: { zuordnung, userId, updatedAt: sql`now()` },
    });
}

export async function findSpaltenZuordnung(db: Executor, quelle: string) {
  const rows = await db
    .select({ zuordnung: datenimportSpaltenZuordnungen.zuordnung })
    .from(datenimportSpaltenZuordnungen)
    .where(eq(datenimportSpaltenZuordnungen.quelle, quelle))
    .limit(1);
  return rows[0]?.zuordnung;
}

export type { DatenimportBerichtRow, DatenimportDateiRow } from '../../db/schema';
