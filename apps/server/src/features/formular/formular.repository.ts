import { type FormularKatalogEintrag, formularKatalog } from '@maklerwerk/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  branches,
  contractBranches,
  contracts,
  customers,
  documentFiles,
  formularAntraege,
  formularDefinitionen,
} from '../../db/schema';

export type DefinitionRow = typeof formularDefinitionen.$inferSelect;
export type AntragRow = typeof formularAntraege.$inferSelect;
export type NewAntrag = typeof formularAntraege.$inferInsert;

const katalogRow = (e: FormularKatalogEintrag) => ({
  formGroupPath: e.formGroupPath,
  formPath: e.formPath,
  version: e.definition.version,
  antragTyp: e.antragTyp,
  label: e.label,
  sparten: e.sparten,
  definition: e.definition,
});

/**
 * Inserts the catalogue's definitions that are missing (by path and version); an existing version is
 * never changed. Runs in the demo seed and at every start, so a fresh database has them too.
 */
export async function ensureFormularDefinitionen(db: Executor): Promise<void> {
  await db.insert(formularDefinitionen).values(formularKatalog.map(katalogRow)).onConflictDoNothing();
}

/** The newest version of a form path. */
export async function findLatestDefinition(db: Executor, formGroupPath: string, formPath: string) {
  const rows = await db
    .select()
    .from(formularDefinitionen)
    .where(and(eq(formularDefinitionen.formGroupPath, formGroupPath), eq(formularDefinitionen.formPath, formPath)));
  return rows.sort((a, b) => b.version - a.version)[0];
}

export async function findDefinition(db: Executor, id: number): Promise<DefinitionRow | undefined> {
  const rows = await db.select().from(formularDefinitionen).where(eq(formularDefinitionen.id, id)).limit(1);
  return rows[0];
}

/** The newest version of every form, for the contract's list. */
export async function latestDefinitions(db: Executor): Promise<DefinitionRow[]> {
  const rows = await db.select().from(formularDefinitionen);
  const latest = new Map<string, DefinitionRow>();
  for (const row of rows) {
    const key = `${row.formGroupPath}/${row.formPath}`;
    const seen = latest.get(key);
    if (!seen || seen.version < row.version) {
      latest.set(key, row);
    }
  }
  return [...latest.values()].sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** The Sparten keys of a contract: its main Sparte and its further (not removed) ones. */
export async function contractSpartenKeys(db: Executor, contractId: number): Promise<string[]> {
  const main = await db
    .select({ key: branches.key })
    .from(contracts)
    .innerJoin(branches, eq(branches.id, contracts.sparteId))
    .where(eq(contracts.id, contractId));
  const further = await db
    .select({ key: branches.key })
    .from(contractBranches)
    .innerJoin(branches, eq(branches.id, contractBranches.sparteId))
    .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt)));
  return [...new Set([...main, ...further].map((r) => r.key))];
}

export async function findAntrag(db: Executor, id: number): Promise<AntragRow | undefined> {
  const rows = await db.select().from(formularAntraege).where(eq(formularAntraege.id, id)).limit(1);
  return rows[0];
}

/**
 * One page of a customer's filled forms, newest first (by id: formular_antraege_customer_idx), with the
 * definition's path, type and label and the contract's number.
 */
export async function findKundeAntragPage(db: Executor, customerId: number, page: { offset: number; limit: number }) {
  const where = eq(formularAntraege.customerId, customerId);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: formularAntraege.id,
        antragTyp: formularDefinitionen.antragTyp,
        formGroupPath: formularDefinitionen.formGroupPath,
        formPath: formularDefinitionen.formPath,
        label: formularDefinitionen.label,
        status: formularAntraege.status,
        anlegerprofilStatus: formularAntraege.anlegerprofilStatus,
        contractId: formularAntraege.contractId,
        vertragsnummer: contracts.nummer,
        createdAt: formularAntraege.createdAt,
        finishedAt: formularAntraege.finishedAt,
        documentId: formularAntraege.documentId,
      })
      .from(formularAntraege)
      .innerJoin(formularDefinitionen, eq(formularDefinitionen.id, formularAntraege.definitionId))
      .leftJoin(contracts, eq(contracts.id, formularAntraege.contractId))
      .where(where)
      .orderBy(desc(formularAntraege.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(formularAntraege).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** The filled form whose finished PDF is this archive document. */
export async function findAntragByDocument(db: Executor, documentId: number): Promise<AntragRow | undefined> {
  const rows = await db.select().from(formularAntraege).where(eq(formularAntraege.documentId, documentId)).limit(1);
  return rows[0];
}

export async function insertAntrag(tx: Executor, values: NewAntrag): Promise<number> {
  const rows = await tx.insert(formularAntraege).values(values).returning({ id: formularAntraege.id });
  return (rows[0] as { id: number }).id;
}

/** A versioned update: false when another save came first. */
export async function updateAntrag(
  tx: Executor,
  id: number,
  expectedVersion: number,
  values: Partial<NewAntrag>,
): Promise<boolean> {
  const rows = await tx
    .update(formularAntraege)
    .set({ ...values, version: expectedVersion + 1, updatedAt: new Date().toISOString() })
    .where(and(eq(formularAntraege.id, id), eq(formularAntraege.version, expectedVersion)))
    .returning({ id: formularAntraege.id });
  return rows.length > 0;
}

export async function customerName(db: Executor, customerId: number) {
  const rows = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return rows[0];
}

export async function contractNummer(db: Executor, contractId: number) {
  const rows = await db
    .select({ id: contracts.id, nummer: contracts.nummer })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .limit(1);
  return rows[0];
}

export async function currentFileOf(db: Executor, documentId: number): Promise<number | null> {
  const rows = await db
    .select({ id: documentFiles.id })
    .from(documentFiles)
    .where(and(inArray(documentFiles.documentId, [documentId]), isNull(documentFiles.supersededAt)))
    .limit(1);
  return rows[0]?.id ?? null;
}
