import { type Actor, AppError } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contracts } from '../db/schema';
import { contractScope } from './data-scope';

export const CONTRACT_NOT_FOUND = 'Die Versicherung wurde nicht gefunden.';

/** The contract row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleContract(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), contractScope(actor)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  return row;
}

export type ContractRow = Awaited<ReturnType<typeof findVisibleContract>>;
