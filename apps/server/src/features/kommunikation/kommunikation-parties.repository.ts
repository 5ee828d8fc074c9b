import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brokers, companies, companyContacts, customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type BrokerRow = typeof brokers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/**
 * The parties of a contract a mail, message or letter is written between: its customer, its broker
 * (the sender) and its insurer. Undefined where a row is missing; the caller decides what that means.
 */
export async function findContractParties(
  db: Executor,
  contract: { customerId: number; brokerId: number; gesellschaftId: number },
): Promise<{ customer: CustomerRow | undefined; broker: BrokerRow | undefined; company: CompanyRow | undefined }> {
  const [[customer], [broker], [company]] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, contract.customerId)).limit(1),
    db.select().from(brokers).where(eq(brokers.id, contract.brokerId)).limit(1),
    db.select().from(companies).where(eq(companies.id, contract.gesellschaftId)).limit(1),
  ]);
  return { customer, broker, company };
}

/** The contacts of an insurer that the composer offers as receivers. */
export async function companyContactsOf(db: Executor, companyId: number) {
  return db
    .select({ name: companyContacts.name, email: companyContacts.email })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId));
}

/** The contract's broker and the viewer's (one row when they are the same), as a receiver list shows them. */
export async function brokerAddresses(db: Executor, contractBrokerId: number, viewerBrokerId: number) {
  return db
    .select({ vorname: brokers.vorname, name: brokers.name, email: brokers.email })
    .from(brokers)
    .where(or(eq(brokers.id, contractBrokerId), eq(brokers.id, viewerBrokerId)));
}
