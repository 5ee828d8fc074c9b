import { type Actor, NEW_CONTRACT_CUSTOMER_LIMIT, searchWords } from '@maklerwerk/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import type { Executor } from '../../db/client';
import { branches, companies, contracts, customers } from '../../db/schema';

const customerName = sql<string>`concat_ws(' ', ${customers.vorname}, ${customers.name})`;

/** A customer in the viewer's scope with what a new contract takes from him, or undefined. */
export async function findVisibleCustomer(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({ id: customers.id, kundennr: customers.kundennr, brokerId: customers.brokerId, name: customerName })
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

export async function findCompany(db: Executor, id: number) {
  const rows = await db
    .select({
      id: companies.id,
      kurzname: companies.kurzname,
      pattern: companies.policyNumberPattern,
      hint: companies.policyNumberHint,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

export async function findBranch(db: Executor, id: number) {
  const rows = await db
    .select({ id: branches.id, name: branches.name, vtgGruppe: branches.vtgGruppe })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  return rows[0];
}

/** The branch catalogue with its categories, for the dialog's grouped choice. */
export async function listBranchesByCategory(db: Executor) {
  return db
    .select({ id: branches.id, name: branches.name, kategorieName: branches.kategorieName })
    .from(branches)
    .orderBy(asc(branches.kategorieName), asc(branches.name));
}

/** True when the customer already has a contract with this number at this company. */
export async function customerHasNumber(
  db: Executor,
  customerId: number,
  gesellschaftId: number,
  nummer: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.customerId, customerId),
        eq(contracts.gesellschaftId, gesellschaftId),
        eq(contracts.nummer, nummer),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type NewContractRow = {
  customerId: number;
  brokerId: number;
  gesellschaftId: number;
  sparteId: number;
  status: string;
  nummer: string;
  beginn: string;
  vtgGruppe: string | null;
  createdByUserId: number;
};

/** Inserts the contract; the rest of its fields keep their defaults until the detail screen fills them. */
export async function insertContract(db: Executor, row: NewContractRow): Promise<number> {
  const inserted = await db
    .insert(contracts)
    .values({ ...row, erfassungsdatum: sql`current_date`, letzteAenderung: sql`now()` })
    .returning({ id: contracts.id });
  const id = inserted[0]?.id;
  if (id === undefined) {
    throw new Error('insert contract returned no id');
  }
  return id;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers of the picker: every search word in the customer's normalised search text (its trigram
 * index), sorted by name; without a search the first customers by name. `first` is answered first.
 */
export async function searchCustomers(db: Executor, actor: Actor, search: string | undefined, first?: number) {
  const words = search ? searchWords(search) : [];
  const matches: SQL | undefined =
    words.length === 0
      ? undefined
      : and(...words.map((w) => sql`${customers.searchText} LIKE ${`%${escapeLike(w)}%`}`));
  const columns = { id: customers.id, kundennr: customers.kundennr, name: customerName, ort: customers.ort };
  const [chosen, found] = await Promise.all([
    first === undefined
      ? Promise.resolve([])
      : db
          .select(columns)
          .from(customers)
          .where(and(eq(customers.id, first), customerScope(actor)))
          .limit(1),
    db
      .select(columns)
      .from(customers)
      .where(and(customerScope(actor), matches, first === undefined ? undefined : ne(customers.id, first)))
      .orderBy(customers.nameSort, customers.id)
      .limit(NEW_CONTRACT_CUSTOMER_LIMIT),
  ]);
  return [...chosen, ...found].slice(0, NEW_CONTRACT_CUSTOMER_LIMIT);
}
