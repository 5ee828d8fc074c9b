import {
  type Actor,
  AppError,
  canEditContract,
  describeVersicherungssumme,
  type SaveVersicherungssummeBody,
  VERSICHERUNGSSUMME_MESSAGES,
  type Versicherungssummen,
  type VersicherungssummenVariante,
  type VersicherungssummeRow,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { findSparteChoices } from '../../repositories/contract-sparten.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './versicherungssumme.repository';

const m = VERSICHERUNGSSUMME_MESSAGES;

/** vertrag-details.md §6: an agent (FA) loads the agent variant, everyone else the broker variant. */
export const varianteOf = (actor: Actor): VersicherungssummenVariante => (actor.viewed.kind === 'agent' ? 'FA' : 'FK');

function toRow(r: repo.SummeRow, variante: VersicherungssummenVariante): VersicherungssummeRow {
  return {
    id: r.id,
    sparte: r.sparte,
    sparteId: r.sparteId,
    bezeichnung: r.bezeichnung,
    betrag: r.betragCents,
    ...(variante === 'FA' ? { personOderObjekt: r.personOderObjekt } : {}),
    vertragId: r.contractId,
    version: r.version,
  };
}

const describe = (r: {
  sparte: string | null;
  bezeichnung: string;
  betragCents: number;
  personOderObjekt: string | null;
}) => describeVersicherungssumme({ ...r, betrag: r.betragCents });

export async function listSummen(db: Db, actor: Actor, contractId: number): Promise<Versicherungssummen> {
  const contract = await findVisibleContract(db, actor, contractId);
  const variante = varianteOf(actor);
  const [rows, sparten] = await Promise.all([repo.findSummen(db, contractId), findSparteChoices(db, contract)]);
  return {
    variante,
    items: rows.map((r) => toRow(r, variante)),
    canEdit: canEditContract(actor, contract),
    sparten,
  };
}

export async function saveSumme(
  db: Db,
  actor: Actor,
  contractId: number,
  body: SaveVersicherungssummeBody,
): Promise<VersicherungssummeRow> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const sparte = (await findSparteChoices(db, contract)).find((s) => s.id === body.sparteId);
  if (!sparte) {
    throw new AppError('VALIDATION', undefined, { sparteId: m.sparteFremd });
  }
  const existing = body.id ? await repo.findSumme(db, contractId, body.id) : undefined;
  if (body.id && !existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  const variante = varianteOf(actor);
  const values = {
    sparteId: sparte.id,
    bezeichnung: body.bezeichnung,
    betragCents: body.betrag,
    // Only the agent variant shows the field: a broker's save keeps what is stored.
    personOderObjekt: variante === 'FA' ? body.personOderObjekt : (existing?.personOderObjekt ?? null),
  };
  let savedId = existing?.id;
  await saveVersioned(db, actor, {
    record: { type: 'versicherungssumme', id: contractId },
    expectedVersion: existing ? (body.version ?? 0) : 0,
    currentVersion: existing?.version ?? 0,
    before: { versicherungssumme: existing ? describe(existing) : null },
    after: { versicherungssumme: describe({ ...values, sparte: sparte.name }) },
    fields: ['versicherungssumme'],
    write: async (tx) => {
      if (existing) {
        return repo.updateSumme(tx, existing.id, existing.version, values);
      }
      savedId = await repo.insertSumme(tx, contractId, values);
      return savedId !== undefined;
    },
  });
  const saved = savedId === undefined ? undefined : await repo.findSumme(db, contractId, savedId);
  if (!saved) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  return toRow(saved, variante);
}

export async function deleteSumme(db: Db, actor: Actor, contractId: number, id: number): Promise<{ deleted: true }> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const existing = await repo.findSumme(db, contractId, id);
  if (!existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSumme(tx, id))) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    await writeChangeLog(tx, actor, { type: 'versicherungssumme', id: contractId }, [
      { field: 'versicherungssumme', oldValue: describe(existing), newValue: null },
    ]);
  });
  return { deleted: true };
}
