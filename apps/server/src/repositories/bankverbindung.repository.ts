import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bankAccounts } from '../db/schema';

// Bank accounts of a customer: read by the customer page and the contract's Bankverbindung field,
// written by the bank-account dialog and by Neuer Kunde (the first account). SQL only.

const columns = {
  id: bankAccounts.id,
  kundeId: bankAccounts.customerId,
  kontoinhaber: bankAccounts.kontoinhaber,
  iban: bankAccounts.iban,
  bic: bankAccounts.bic,
  bank: bankAccounts.bank,
  standard: bankAccounts.isDefault,
  version: bankAccounts.version,
};

export type BankAccountRow = {
  id: number;
  kundeId: number;
  kontoinhaber: string;
  iban: string;
  bic: string | null;
  bank: string | null;
  standard: boolean;
  version: number;
};

export type BankAccountValues = { kontoinhaber: string; iban: string; bic: string | null; bank: string | null };

/** The default first, then in the order they were added. */
export async function findBankAccounts(db: Executor, customerId: number): Promise<BankAccountRow[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.id));
}

export async function findBankAccount(
  db: Executor,
  customerId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  const rows = await db
    .select(columns)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.customerId, customerId), eq(bankAccounts.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertBankAccount(
  db: Executor,
  customerId: number,
  values: BankAccountValues & { standard: boolean },
): Promise<BankAccountRow> {
  const { standard, ...rest } = values;
  const rows = await db
    .insert(bankAccounts)
    .values({ ...rest, customerId, isDefault: standard })
    .returning(columns);
  return rows[0]!;
}

/** Versioned update: false when another save came first. */
export async function updateBankAccount(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: BankAccountValues & { standard: boolean },
): Promise<boolean> {
  const { standard, ...rest } = values;
  const rows = await db
    .update(bankAccounts)
    .set({ ...rest, isDefault: standard, version: sql`${bankAccounts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.version, expectedVersion)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

/** Takes the default mark off the customer's other accounts; answers those it changed (now without it). */
export async function clearDefault(
  db: Executor,
  customerId: number,
  exceptId: number | null,
): Promise<BankAccountRow[]> {
  return db
    .update(bankAccounts)
    .set({ isDefault: false, version: sql`${bankAccounts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bankAccounts.customerId, customerId),
        eq(bankAccounts.isDefault, true),
        exceptId === null ? undefined : ne(bankAccounts.id, exceptId),
      ),
    )
    .returning(columns);
}

export async function setDefault(db: Executor, id: number): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ isDefault: true, version: sql`${bankAccounts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(bankAccounts.id, id));
}

export async function deleteBankAccount(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  return rows.length > 0;
}
