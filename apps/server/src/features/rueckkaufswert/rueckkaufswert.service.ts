import {
  type Actor,
  AppError,
  canEditContract,
  describeRueckkaufswert,
  RUECKKAUFSWERT_MESSAGES,
  type Rueckkaufswert,
  type Rueckkaufswerte,
  type SaveRueckkaufswertBody,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import { findEditableVorsorgeContract, isVorsorgeContract } from '../../auth/vorsorge-contract';
import type { Db } from '../../db/client';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './rueckkaufswert.repository';

const m = RUECKKAUFSWERT_MESSAGES;
const duplicate = () => new AppError('UNPROCESSABLE', m.duplicate, { jahr: m.duplicate });

export async function listWerte(db: Db, actor: Actor, contractId: number): Promise<Rueckkaufswerte> {
  const contract = await findVisibleContract(db, actor, contractId);
  return {
    items: await repo.findWerte(db, contractId),
    isVorsorge: isVorsorgeContract(contract),
    canEdit: canEditContract(actor, contract),
  };
}

export async function saveWert(
  db: Db,
  actor: Actor,
  contractId: number,
  body: SaveRueckkaufswertBody,
): Promise<Rueckkaufswert> {
  const contract = await findEditableVorsorgeContract(db, actor, contractId, m.notVorsorge);
  const existing = body.id ? await repo.findWert(db, contractId, body.id) : undefined;
  if (body.id && !existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  if (await repo.hasYear(db, contractId, body.jahr, existing?.id ?? null)) {
    throw duplicate();
  }
  let savedId = existing?.id;
  await saveVersioned(db, actor, {
    record: { type: 'rueckkaufswert', id: contractId },
    expectedVersion: existing ? (body.version ?? 0) : 0,
    currentVersion: existing?.version ?? 0,
    before: { rueckkaufswert: existing ? describeRueckkaufswert(existing) : null },
    after: { rueckkaufswert: describeRueckkaufswert(body) },
    fields: ['rueckkaufswert'],
    write: async (tx) => {
      const values = { jahr: body.jahr, betragCents: body.betrag };
      if (existing) {
        return repo.updateWert(tx, existing.id, existing.version, values);
      }
      savedId = await repo.insertWert(tx, contractId, { ...values, sparteId: contract.sparteId });
      if (savedId === undefined) {
        // The same year saved a moment earlier by someone else.
        throw duplicate();
      }
      return true;
    },
  });
  const saved = savedId === undefined ? undefined : await repo.findWert(db, contractId, savedId);
  if (!saved) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  return saved;
}

export async function deleteWert(db: Db, actor: Actor, contractId: number, id: number): Promise<{ deleted: true }> {
  await findEditableVorsorgeContract(db, actor, contractId, m.notVorsorge);
  const existing = await repo.findWert(db, contractId, id);
  if (!existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteWert(tx, id))) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    await writeChangeLog(tx, actor, { type: 'rueckkaufswert', id: contractId }, [
      { field: 'rueckkaufswert', oldValue: describeRueckkaufswert(existing), newValue: null },
    ]);
  });
  return { deleted: true };
}
