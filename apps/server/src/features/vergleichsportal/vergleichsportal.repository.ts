import type { Actor } from '@maklerwerk/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import {
  branches,
  brokers,
  companies,
  contractBranches,
  customers,
  portalUebergaben,
  users,
  vergleichsportale,
  versichererDeeplinks,
} from '../../db/schema';

export type PortalRow = typeof vergleichsportale.$inferSelect;

export async function listActivePortals(db: Executor): Promise<PortalRow[]> {
  return db
    .select()
    .from(vergleichsportale)
    .where(eq(vergleichsportale.aktiv, true))
    .orderBy(asc(vergleichsportale.sort), asc(vergleichsportale.id));
}

export async function findActivePortalByPath(db: Executor, path: string): Promise<PortalRow | undefined> {
  const rows = await db
    .select()
    .from(vergleichsportale)
    .where(and(eq(vergleichsportale.path, path), eq(vergleichsportale.aktiv, true)))
    .limit(1);
  return rows[0];
}

export async function findPortal(db: Executor, id: number): Promise<PortalRow | undefined> {
  const rows = await db.select().from(vergleichsportale).where(eq(vergleichsportale.id, id)).limit(1);
  return rows[0];
}

/** The contract's main Sparte key and those of its further Sparten. */
export async function contractSparteKeys(db: Executor, contractId: number, mainSparteId: number): Promise<string[]> {
  const [main, further] = await Promise.all([
    db.select({ key: branches.key }).from(branches).where(eq(branches.id, mainSparteId)),
    db
      .select({ key: branches.key })
      .from(contractBranches)
      .innerJoin(branches, eq(contractBranches.sparteId, branches.id))
      .where(and(eq(contractBranches.contractId, contractId), isNull(contractBranches.removedAt))),
  ]);
  return [...new Set([...main, ...further].map((r) => r.key))];
}

export async function findBranch(db: Executor, id: number) {
  const rows = await db.select({ key: branches.key, name: branches.name }).from(branches).where(eq(branches.id, id));
  return rows[0];
}

export async function findCompany(db: Executor, id: number) {
  const rows = await db.select({ kurzname: companies.kurzname }).from(companies).where(eq(companies.id, id));
  return rows[0];
}

export async function findCustomer(db: Executor, id: number) {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0];
}

/** A customer inside the viewer's data scope, or undefined. */
export async function findCustomerInScope(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

export async function hasActiveCustomerLogin(db: Executor, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.kind, 'customer'), eq(users.active, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertHandover(db: Executor, row: typeof portalUebergaben.$inferInsert) {
  const [inserted] = await db.insert(portalUebergaben).values(row).returning();
  return inserted as typeof portalUebergaben.$inferSelect;
}

export async function findHandover(db: Executor, id: number) {
  const rows = await db.select().from(portalUebergaben).where(eq(portalUebergaben.id, id)).limit(1);
  return rows[0];
}

export async function listDeeplinks(db: Executor, gesellschaftId: number) {
  return db
    .select({ label: versichererDeeplinks.label, urlTemplate: versichererDeeplinks.urlTemplate })
    .from(versichererDeeplinks)
    .where(eq(versichererDeeplinks.gesellschaftId, gesellschaftId))
    .orderBy(asc(versichererDeeplinks.sort), asc(versichererDeeplinks.id));
}

/** The company of the broker the viewer works for (the order form's read-only 'Firma'). */
export async function findBrokerFirma(db: Executor, brokerId: number) {
  const rows = await db
    .select({ firma: brokers.firma, vorname: brokers.vorname, name: brokers.name })
    .from(brokers)
    .where(eq(brokers.id, brokerId));
  return rows[0];
}
