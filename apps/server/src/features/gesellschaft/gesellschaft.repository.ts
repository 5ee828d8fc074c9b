import type { Actor } from '@maklerwerk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contractScope } from '../../auth/data-scope';
import type { Executor } from '../../db/client';
import { companies, companyContacts, contracts } from '../../db/schema';

export async function findCompany(db: Executor, id: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0];
}

/** True when the viewer sees at least one contract with this company. */
export async function hasVisibleContractWith(db: Executor, actor: Actor, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.gesellschaftId, companyId), contractScope(actor)))
    .limit(1);
  return rows.length > 0;
}

export async function findContactPage(db: Executor, companyId: number, offset: number, limit: number) {
  const where = eq(companyContacts.companyId, companyId);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(companyContacts)
      .where(where)
      .orderBy(asc(companyContacts.name), asc(companyContacts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(companyContacts).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function findAllContacts(db: Executor, companyId: number) {
  return db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(companyContacts.name), asc(companyContacts.id));
}

export type ContactRow = Awaited<ReturnType<typeof findAllContacts>>[number];

export async function insertContact(db: Executor, row: typeof companyContacts.$inferInsert): Promise<ContactRow> {
  const rows = await db.insert(companyContacts).values(row).returning();
  const inserted = rows[0];
  if (!inserted) {
    throw new Error('contact insert returned no row');
  }
  return inserted;
}
