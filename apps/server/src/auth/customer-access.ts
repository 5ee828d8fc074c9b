import { type Actor, AppError } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { findCustomerRowInScope, lockCustomerRow } from './access.repository';

export const CUSTOMER_NOT_FOUND = 'Der Kunde wurde nicht gefunden.';

/** The customer row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleCustomer(db: Executor, actor: Actor, id: number) {
  const row = await findCustomerRowInScope(db, actor, id);
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
export function lockCustomer(tx: Executor, id: number): Promise<void> {
  return lockCustomerRow(tx, id);
}
