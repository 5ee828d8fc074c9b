import { type Actor, AppError, canEditContract, VORSORGE_GROUP } from '@maklerwerk/domain';
import type { Executor } from '../db/client';
import { authorize } from '../lib/authorize';
import { type ContractRow, findVisibleContract } from './contract-access';

/** vertrag-details.md §3: vtgGruppe 'Vorsorge' (buy-back values, embedded securities). */
export const isVorsorgeContract = (c: Pick<ContractRow, 'vtgGruppe'>) => c.vtgGruppe === VORSORGE_GROUP;

/**
 * A contract whose Vorsorge parts the viewer changes: visible (404), editable (403, canEditContract),
 * and of the group Vorsorge (422 with `notVorsorge`).
 */
export async function findEditableVorsorgeContract(
  db: Executor,
  actor: Actor,
  contractId: number,
  notVorsorge: string,
): Promise<ContractRow> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  if (!isVorsorgeContract(contract)) {
    throw new AppError('UNPROCESSABLE', notVorsorge);
  }
  return contract;
}
