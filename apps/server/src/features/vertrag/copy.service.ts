import { type Actor, canEditContract, diffFields, FahrzeugDatenSchema } from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
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
  authorize(actor, canEditContract, source);
  const newId = await db.transaction(async (tx) => {
    const copyId = await insertContractCopy(tx, source, actor.original.id);
    const parts = await copyContractParts(tx, id, copyId);
    await insertStatusHistory(tx, {
      contractId: copyId,
      status: source.status,
      previousStatus: null,
      changedByUserId: actor.original.id,
      bemerkung: `Kopie der Versicherung ${source.nummer} (${id})`,
    });
    await logCopiedParts(tx, actor, copyId, id, parts);
    return copyId;
  });
  return { value: newId };
}

const none: Record<string, unknown> = {};
type CopiedParts = Awaited<ReturnType<typeof copyContractParts>>;
const sacheFields = ['verssache', 'zusatz', 'strasse', 'hausnr', 'plz', 'ort', 'land'] as const;
const fahrzeugFields = Object.keys(FahrzeugDatenSchema.shape) as (keyof typeof FahrzeugDatenSchema.shape)[];

/** The copy's own log says where it came from and lists every copied part as a new value. */
async function logCopiedParts(tx: Tx, actor: Actor, copyId: number, sourceId: number, parts: CopiedParts) {
  await writeChangeLog(tx, actor, { type: 'versicherung', id: copyId }, [
    { field: 'kopiertVon', oldValue: null, newValue: String(sourceId) },
    ...parts.sparten.map((name) => ({ field: 'sparte' as const, oldValue: null, newValue: name })),
  ]);
  for (const sache of parts.sachen) {
    await writeChangeLog(tx, actor, { type: 'versicherte-sache', id: copyId }, diffFields(none, sache, sacheFields));
  }
  for (const vehicle of parts.vehicles) {
    await writeChangeLog(tx, actor, { type: 'fahrzeug', id: copyId }, diffFields(none, vehicle, fahrzeugFields));
  }
  await writeChangeLog(
    tx,
    actor,
    { type: 'vertragsperson', id: copyId },
    parts.links.map((l) => ({ field: 'vertragsperson', oldValue: null, newValue: `${l.fullName} – ${l.vtgrolle}` })),
  );
}
