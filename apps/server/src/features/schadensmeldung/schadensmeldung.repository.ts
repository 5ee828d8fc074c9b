import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  branches,
  companies,
  contractBranches,
  contracts,
  customers,
  damageReports,
  damageStatusHistory,
  users,
} from '../../db/schema';

const notRemoved = isNull(damageReports.removedAt);

const rowColumns = {
  schadenId: damageReports.id,
  meldedatum: damageReports.meldedatum,
  schadennr: damageReports.schadennr,
  sparte: branches.name,
  ereignisdatum: damageReports.ereignisdatum,
  schadensursacheText: damageReports.schadensursache,
  bearbstand: damageReports.bearbstand,
  gemeldetVonKunde: damageReports.gemeldetVonKunde,
};

export type ReportSort = { sort: 'meldedatum' | 'ereignisdatum'; dir: 'asc' | 'desc' };

function reportOrder({ sort, dir }: ReportSort): SQL[] {
  const direction = dir === 'asc' ? sql`asc` : sql`desc`;
  const key = sort === 'meldedatum' ? damageReports.meldedatum : damageReports.ereignisdatum;
  return [sql`${key} ${direction} nulls last`, sql`${damageReports.id} ${direction}`];
}

/** One page of a contract's reports (removed ones never), with the total. */
export async function findReportPage(
  db: Executor,
  contractId: number,
  page: ReportSort & { offset: number; limit: number },
) {
  const where = and(eq(damageReports.contractId, contractId), notRemoved);
  const [rows, count] = await Promise.all([
    db
      .select(rowColumns)
      .from(damageReports)
      .leftJoin(branches, eq(damageReports.sparteId, branches.id))
      .where(where)
      .orderBy(...reportOrder(page))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(damageReports).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** What the report page shows of its contract. */
export async function findContractHeader(db: Executor, contractId: number) {
  const rows = await db
    .select({
      id: contracts.id,
      nummer: contracts.nummer,
      gesellschaftName: companies.kurzname,
      bezeichnung: branches.name,
      kundeName: sql<string>`concat_ws(' ', ${customers.vorname}, ${customers.name})`,
    })
    .from(contracts)
    .innerJoin(companies, eq(contracts.gesellschaftId, companies.id))
    .innerJoin(branches, eq(contracts.sparteId, branches.id))
    .innerJoin(customers, eq(contracts.customerId, customers.id))
    .where(eq(contracts.id, contractId))
    .limit(1);
  return rows[0];
}

/** The contract's Sparten a report can belong to: its main Sparte first, then the further ones. */
export async function findContractSparten(db: Executor, contractId: number) {
  const [main, further] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(contracts)
      .innerJoin(branches, eq(contracts.sparteId, branches.id))
      .where(eq(contracts.id, contractId)),
    db
      .select({ id: branches.id, name: branches.name })
      .from(contractBranches)
      .innerJoin(branches, eq(contractBranches.sparteId, branches.id))
      .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt)))
      .orderBy(asc(contractBranches.id)),
  ]);
  const all = [...main, ...further];
  return all.filter((b, i) => all.findIndex((o) => o.id === b.id) === i);
}

export async function findStatusHistory(db: Executor, reportId: number) {
  return db
    .select({
      bearbstand: damageStatusHistory.bearbstand,
      previous: damageStatusHistory.previous,
      at: damageStatusHistory.changedAt,
      userName: users.displayName,
    })
    .from(damageStatusHistory)
    .leftJoin(users, eq(damageStatusHistory.changedByUserId, users.id))
    .where(eq(damageStatusHistory.damageReportId, reportId))
    .orderBy(desc(damageStatusHistory.changedAt), desc(damageStatusHistory.id));
}

/** 'SM-{year}-{nnnnn}' from the sequence (gaps after a rollback are fine: numbers are never reused). */
export async function nextReportNumber(db: Executor, year: string): Promise<string> {
  // damageReportNrSeq in db/schema/schadensmeldung.ts
  const result = await db.execute<{ n: string | number }>(sql`SELECT nextval('damage_report_nr_seq') AS n`);
  return `SM-${year}-${String(result.rows[0]?.n ?? '').padStart(5, '0')}`;
}

export type NewReport = typeof damageReports.$inferInsert;

export async function insertReport(db: Executor, report: NewReport): Promise<number> {
  const rows = await db.insert(damageReports).values(report).returning({ id: damageReports.id });
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error('damage report insert returned no id');
  }
  return id;
}

export async function insertStatus(
  db: Executor,
  row: { reportId: number; bearbstand: string; previous: string | null; userId: number },
): Promise<void> {
  await db.insert(damageStatusHistory).values({
    damageReportId: row.reportId,
    bearbstand: row.bearbstand,
    previous: row.previous,
    changedByUserId: row.userId,
  });
}

export type ReportValues = {
  meldedatum: string;
  ereignisdatum: string | null;
  schadennr: string;
  sparteId: number | null;
  schadensursache: string;
  bearbstand: string;
  schadenort: string | null;
  schilderung: string | null;
  schadenhoeheCents: number | null;
  reserveCents: number | null;
  versichererSchadennr: string | null;
};

/** The versioned update of the office's form: false when another save came first or it was removed. */
export async function updateReport(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: ReportValues,
): Promise<boolean> {
  const rows = await db
    .update(damageReports)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${damageReports.version} + 1` })
    .where(and(eq(damageReports.id, id), eq(damageReports.version, expectedVersion), notRemoved))
    .returning({ id: damageReports.id });
  return rows.length > 0;
}

/** Soft removal (delete or merge): the row stays with who and when. */
export async function removeReport(
  db: Executor,
  id: number,
  by: { userId: number; mergedIntoId?: number },
): Promise<boolean> {
  const rows = await db
    .update(damageReports)
    .set({
      removedAt: sql`now()`,
      removedByUserId: by.userId,
      mergedIntoId: by.mergedIntoId ?? null,
      updatedAt: sql`now()`,
      version: sql`${damageReports.version} + 1`,
    })
    .where(and(eq(damageReports.id, id), notRemoved))
    .returning({ id: damageReports.id });
  return rows.length > 0;
}

/** Bumps a report's version and time stamp (it received a merged report). */
export async function touchReport(db: Executor, id: number): Promise<void> {
  await db
    .update(damageReports)
    .set({ updatedAt: sql`now()`, version: sql`${damageReports.version} + 1` })
    .where(eq(damageReports.id, id));
}

/**
 * Locks a report row for the rest of the transaction: 'share' for writes beside it (payments),
 * 'update' for a merge. Undefined when it does not exist or is removed.
 */
export async function lockReport(db: Executor, id: number, strength: 'share' | 'update') {
  const rows = await db
    .select({ id: damageReports.id, contractId: damageReports.contractId, removedAt: damageReports.removedAt })
    .from(damageReports)
    .where(eq(damageReports.id, id))
    .for(strength);
  const row = rows[0];
  return row && row.removedAt === null ? row : undefined;
}
