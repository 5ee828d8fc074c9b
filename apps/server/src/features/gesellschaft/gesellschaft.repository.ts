import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyContacts } from '../../db/schema';

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
