import { type Actor, AppError, dataScopeOf } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { executeBuiltOnce, placeholderBinder } from '../db/named-statement';
import { contracts } from '../db/schema';
import { contractScope } from './data-scope';

export const CONTRACT_NOT_FOUND = 'Die Versicherung wurde nicht gefunden.';

/** The contract row, or 404 when it does not exist or lies outside the viewer's scope. */
export async function findVisibleContract(db: Executor, actor: Actor, id: number) {
  if (dataScopeOf(actor.viewed).kind === 'none') {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  // Nearly every request about a contract starts here: the lookup is built once per database (or
  // transaction) and kind of scope, its values as placeholders, and runs prepared (docs/decisions/0031).
  const { bind, values } = placeholderBinder();
  const condition = and(eq(contracts.id, bind('id', id)), contractScope(actor, bind));
  const rows = await executeBuiltOnce(db, 'visible_contract', condition, values, () =>
    db.select().from(contracts).where(condition).limit(1),
  );
  const row = rows[0];
  if (!row) {
    throw new AppError('NOT_FOUND', CONTRACT_NOT_FOUND);
  }
  return row;
}

export type ContractRow = Awaited<ReturnType<typeof findVisibleContract>>;
