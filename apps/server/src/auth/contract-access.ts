import { type Actor, AppError, dataScopeOf } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { findContractRowInScope } from './access.repository';

export const CONTRACT_NOT_FOUND = 'Die Versicherung wurde nicht gefunden.';

/** The contract row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleContract(db: Executor, actor: Actor, id: number) {
  if (dataScopeOf(actor.viewed).kind === 'none') {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  const row = await findContractRowInScope(db, actor, id);
  if (!row) {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  return row;
}

export type ContractRow = Awaited<ReturnType<typeof findVisibleContract>>;
