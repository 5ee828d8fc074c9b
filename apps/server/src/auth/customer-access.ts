import { type Actor, AppError } from '@maklerwerk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers } from '../db/schema';
import { customerScope } from './data-scope';

export const CUSTOMER_NOT_FOUND = 'Der Kunde wurde nicht gefunden.';

/** The customer row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleCustomer(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  }
  return row;
}

export type CustomerRow = Awaited<ReturnType<typeof findVisibleCustomer>>;

/**
 * Locks the customer row for the rest of the transaction: changes of his persons and bank accounts
 * (the one default) run one after the other instead of racing.
 */
export async function lockCustomer(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${customers} WHERE ${customers.id} = ${id} FOR NO KEY UPDATE`);
}
