import { type Actor, dataScopeOf } from '@maklerwerk/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { executeBuiltOnce, placeholderBinder } from '../db/named-statement';
import { companies, contracts, customers, documentFiles, documents } from '../db/schema';
import { contractScope, customerScope } from './data-scope.repository';
import { brokerStructureIds } from './user.repository';

// The rows behind record access (company-access, contract-access, customer-access, document-access):
// those files decide 404; the SQL of each lookup is here.

/** A company by its id, whoever looks. */
export async function findCompanyRow(db: Executor, id: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0];
}

/** True when the viewer sees at least one contract with this company. */
export async function hasContractWithCompanyInScope(db: Executor, actor: Actor, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.gesellschaftId, companyId), contractScope(actor)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The contract row within the viewer's scope. Nearly every request about a contract starts here: the
 * lookup is built once per database (or transaction) and kind of scope, its values as placeholders, and
 * runs prepared (docs/decisions/0031).
 */
export async function findContractRowInScope(db: Executor, actor: Actor, id: number) {
  const { bind, values } = placeholderBinder();
  const condition = and(eq(contracts.id, bind('id', id)), contractScope(actor, bind));
  const rows = await executeBuiltOnce(db, 'visible_contract', condition, values, () =>
    db.select().from(contracts).where(condition).limit(1),
  );
  return rows[0];
}

/** The customer row within the viewer's scope. */
export async function findCustomerRowInScope(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

/** Locks the customer row for the rest of the transaction (FOR NO KEY UPDATE). */
export async function lockCustomerRow(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${customers} WHERE ${customers.id} = ${id} FOR NO KEY UPDATE`);
}

export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof documentFiles.$inferSelect;

/** A document by its id, whoever looks. */
export async function findDocumentRow(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0];
}

/** The office's own documents (and its Posteingang) within the viewer's broker structure. */
export function officeScope(actor: Actor): SQL {
  const scope = dataScopeOf(actor.viewed);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'brokerStructure':
      return inArray(documents.brokerId, brokerStructureIds(scope.brokerId));
    default:
      return sql`false`;
  }
}

/** True when the document is one of the office's own within the viewer's broker structure. */
export async function isDocumentInOffice(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), officeScope(actor)))
    .limit(1);
  return rows.length > 0;
}

/** A document file by its id, whoever looks. */
export async function findFileRow(db: Executor, fileId: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId)).limit(1);
  return rows[0];
}
