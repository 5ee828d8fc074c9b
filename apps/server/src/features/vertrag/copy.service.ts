import type { Actor } from '@maklerwerk/domain';
import { assertCanEditContract, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { writeChangeLog } from '../../repositories/changelog.writer';
import { insertStatusHistory } from '../../repositories/contract-write.repository';
import { copyContractParts, insertContractCopy } from './copy.repository';

/**
 * 'Versicherung kopieren' (spec 2.10, 4, 7). Decision: the copy keeps every field of the source,
 * including status and policy number — a copy is the starting point for a similar contract (a second
 * vehicle, a follow-up contract) and the user adjusts what differs; a status or number invented by
 * the server would be wrong more often than the source's. The copy belongs to the copying user
 * (createdByUserId), is recorded today, and starts its own status history and change log.
 */
export async function copyContract(db: Db, actor: Actor, id: number): Promise<{ value: number }> {
  const source = await findVisibleContract(db, actor, id);
  assertCanEditContract(actor, source);
  const newId = await db.transaction(async (tx) => {
    const copyId = await insertContractCopy(tx, source, actor.original.id);
    await copyContractParts(tx, id, copyId);
    await insertStatusHistory(tx, {
      contractId: copyId,
      status: source.status,
      previousStatus: null,
      changedByUserId: actor.original.id,
      bemerkung: `Kopie der Versicherung ${source.nummer} (${id})`,
    });
    await writeChangeLog(tx, actor, { type: 'versicherung', id: copyId }, [
      { field: 'kopiert von', oldValue: null, newValue: String(id) },
    ]);
    return copyId;
  });
  return { value: newId };
}
