import {
  type Actor,
  AppError,
  canEditContract,
  type Depotpositionen,
  describeWertpapier,
  type SaveWertpapierBody,
  WERTPAPIER_MESSAGES,
  type Wertpapier,
  type Wertpapiere,
} from '@maklerwerk/domain';
import { type ContractRow, findVisibleContract } from '../../auth/contract-access';
import { findEditableVorsorgeContract, isVorsorgeContract } from '../../auth/vorsorge-contract';
import type { Db } from '../../db/client';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { findSparteChoices } from '../../repositories/contract-sparten.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './wertpapier.repository';

const m = WERTPAPIER_MESSAGES;

/** The Sparte asked for (default: the Vertragssparte); one that is not the contract's is refused with `code`. */
async function sparteOf(
  db: Db,
  contract: ContractRow,
  sparteId: number | null | undefined,
  code: 'NOT_FOUND' | 'UNPROCESSABLE',
) {
  const id = sparteId ?? contract.sparteId;
  const sparte = (await findSparteChoices(db, contract)).find((s) => s.id === id);
  if (!sparte) {
    throw new AppError(code, m.sparteFremd);
  }
  return sparte;
}

const toWertpapier = (r: repo.WertpapierRow): Wertpapier => ({ ...r, isin: r.isin.trim() });

export async function listWertpapiere(
  db: Db,
  actor: Actor,
  contractId: number,
  sparteId: number | undefined,
): Promise<Wertpapiere> {
  const contract = await findVisibleContract(db, actor, contractId);
  const sparte = await sparteOf(db, contract, sparteId, 'NOT_FOUND');
  const rows = await repo.findWertpapiere(db, contract, sparte.id);
  return {
    items: rows.map(toWertpapier),
    isVorsorge: isVorsorgeContract(contract),
    canEdit: canEditContract(actor, contract),
    sparte,
  };
}

export async function depotpositionen(db: Db, actor: Actor, contractId: number): Promise<Depotpositionen> {
  const contract = await findVisibleContract(db, actor, contractId);
  const summen = await repo.sumDepotpositionen(db, actor, contract);
  return {
    vertragsNr: contract.nummer,
    anzahl: summen.reduce((n, s) => n + s.anzahl, 0),
    summen,
    fondswertEuroGesamt: summen.reduce((n, s) => n + s.fondswertEuro, 0),
  };
}

export async function saveWertpapier(
  db: Db,
  actor: Actor,
  contractId: number,
  body: SaveWertpapierBody,
): Promise<Wertpapier> {
  const contract = await findEditableVorsorgeContract(db, actor, contractId, m.notVorsorge);
  const existing = body.id ? await repo.findWertpapier(db, contractId, body.id) : undefined;
  if (body.id && !existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  const sparte = await sparteOf(db, contract, body.sparteId ?? existing?.sparteId, 'UNPROCESSABLE');
  const values: repo.WertpapierValues = {
    sparteId: sparte.id,
    isin: body.isin,
    wertpapiername: body.wertpapiername,
    anlageart: body.anlageart ?? null,
    anteileDatum: body.anteileDatum ?? null,
    anteileHundredths: body.anteile ?? null,
    anlagesummeCents: body.anlagesumme ?? null,
    fondswertCents: body.fondswert ?? null,
    fondswertEuroCents: body.fondswertEuro ?? null,
    waehrung: body.waehrung,
  };
  const describe = (w: repo.WertpapierRow | undefined) => (w ? describeWertpapier(toWertpapier(w)) : null);
  let savedId = existing?.id;
  await saveVersioned(db, actor, {
    record: { type: 'wertpapier', id: contractId },
    expectedVersion: existing ? (body.version ?? 0) : 0,
    currentVersion: existing?.version ?? 0,
    before: { wertpapier: describe(existing) },
    after: {
      wertpapier: describeWertpapier({
        ...values,
        anteile: values.anteileHundredths,
        anlagesumme: values.anlagesummeCents,
        fondswert: values.fondswertCents,
        fondswertEuro: values.fondswertEuroCents,
      }),
    },
    fields: ['wertpapier'],
    write: async (tx) => {
      if (existing) {
        return repo.updateWertpapier(tx, existing.id, existing.version, values);
      }
      savedId = await repo.insertWertpapier(tx, contractId, values);
      return savedId !== undefined;
    },
  });
  const saved = savedId === undefined ? undefined : await repo.findWertpapier(db, contractId, savedId);
  if (!saved) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  return toWertpapier(saved);
}

export async function deleteWertpapier(
  db: Db,
  actor: Actor,
  contractId: number,
  id: number,
): Promise<{ deleted: true }> {
  await findEditableVorsorgeContract(db, actor, contractId, m.notVorsorge);
  const existing = await repo.findWertpapier(db, contractId, id);
  if (!existing) {
    throw new AppError('NOT_FOUND', m.notFound);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteWertpapier(tx, id))) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    await writeChangeLog(tx, actor, { type: 'wertpapier', id: contractId }, [
      { field: 'wertpapier', oldValue: describeWertpapier(toWertpapier(existing)), newValue: null },
    ]);
  });
  return { deleted: true };
}
