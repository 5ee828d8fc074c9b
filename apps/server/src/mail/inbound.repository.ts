import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import {
  communicationAttachments,
  communications,
  companies,
  companyContacts,
  contracts,
  customers,
} from '../db/schema';

/** Customers with this address (lower case), at most two: an address two customers share decides nothing. */
export function findCustomersByEmail(db: Db, address: string) {
  return db
    .select({ id: customers.id, brokerId: customers.brokerId })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${address}`)
    .limit(2);
}

/** Insurers with this address as their own or a contact's (lower case), at most two. */
export function findCompaniesByEmail(db: Db, address: string) {
  return db
    .selectDistinct({ id: companies.id })
    .from(companies)
    .leftJoin(companyContacts, eq(companyContacts.companyId, companies.id))
    .where(or(sql`lower(${companies.email}) = ${address}`, sql`lower(${companyContacts.email}) = ${address}`))
    .limit(2);
}

/**
 * Contracts whose policy number (upper case) is one of `numbers` and that belong to the customer or are
 * at the insurer, at most two.
 */
export function findContractsByNumber(
  db: Db,
  numbers: string[],
  owner: { customerId: number | undefined; companyId: number | undefined },
) {
  const owners = [
    ...(owner.customerId ? [eq(contracts.customerId, owner.customerId)] : []),
    ...(owner.companyId ? [eq(contracts.gesellschaftId, owner.companyId)] : []),
  ];
  return db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      brokerId: contracts.brokerId,
      gesellschaftId: contracts.gesellschaftId,
    })
    .from(contracts)
    .where(and(inArray(sql`upper(${contracts.nummer})`, numbers), or(...owners)))
    .limit(2);
}

export type NewCommunication = typeof communications.$inferInsert;
export type NewCommunicationAttachment = typeof communicationAttachments.$inferInsert;

/** A received mail's row; answers its id. */
export async function insertReceivedMail(tx: Executor, values: NewCommunication): Promise<number> {
  const rows = await tx.insert(communications).values(values).returning({ id: communications.id });
  return rows[0]?.id as number;
}

/** One attachment of a mail. */
export async function insertMailAttachment(tx: Executor, values: NewCommunicationAttachment): Promise<void> {
  await tx.insert(communicationAttachments).values(values);
}
