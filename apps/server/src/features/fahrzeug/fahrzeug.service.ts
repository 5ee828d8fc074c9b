import {
  type Actor,
  AppError,
  canEditContract,
  diffFields,
  type FahrzeugDaten,
  type FahrzeugDatenResponse,
  FahrzeugDatenSchema,
  KRAFTFAHRT_KATEGORIE,
} from '@maklerwerk/domain';
import { assertCanEditContract, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { writeChangeLog } from '../../repositories/changelog.writer';
import * as repo from './fahrzeug.repository';

const keys = Object.keys(FahrzeugDatenSchema.shape) as (keyof FahrzeugDaten)[];
const emptyDaten = Object.fromEntries(keys.map((k) => [k, null])) as FahrzeugDaten;

function pick(row: Record<string, unknown>): FahrzeugDaten {
  return Object.fromEntries(keys.map((k) => [k, row[k] ?? null])) as FahrzeugDaten;
}

export async function getFahrzeug(db: Db, actor: Actor, contractId: number): Promise<FahrzeugDatenResponse> {
  const contract = await findVisibleContract(db, actor, contractId);
  const row = await repo.findFahrzeug(db, contractId);
  return {
    vertragId: contractId,
    version: row?.version ?? 0,
    canEdit: canEditContract(actor, contract),
    daten: row ? pick(row) : { ...emptyDaten, kennzeichen: contract.kennzeichen },
  };
}

/**
 * Creates (version 0) or updates the vehicle data (spec 5, 6): customer-only users only on contracts
 * they created; the plate is copied to the contract. The contract's version is not raised: its own
 * form never writes the plate, so no edit there can be lost.
 */
export async function saveFahrzeug(
  db: Db,
  actor: Actor,
  contractId: number,
  body: { version: number; daten: FahrzeugDaten },
): Promise<FahrzeugDatenResponse> {
  const contract = await findVisibleContract(db, actor, contractId);
  assertCanEditContract(actor, contract);
  if ((await repo.findKategorie(db, contract.sparteId)) !== KRAFTFAHRT_KATEGORIE) {
    throw new AppError('UNPROCESSABLE', 'Fahrzeugdaten gibt es nur bei Verträgen der Sparte Kraftfahrt.');
  }
  const row = await repo.findFahrzeug(db, contractId);
  if ((row?.version ?? 0) !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const current = row ? pick(row) : emptyDaten;
  const next = pick(body.daten);
  const changes = diffFields(current, next, keys);
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      const saved =
        body.version === 0
          ? await repo.insertFahrzeug(tx, contractId, next)
          : await repo.updateFahrzeug(tx, contractId, body.version, next);
      if (!saved) {
        throw new AppError('STALE_VERSION');
      }
      await writeChangeLog(tx, actor, { type: 'fahrzeug', id: contractId }, changes);
      if (next.kennzeichen !== contract.kennzeichen) {
        await repo.setContractKennzeichen(tx, contractId, next.kennzeichen);
        await writeChangeLog(tx, actor, { type: 'versicherung', id: contractId }, [
          { field: 'kennzeichen', oldValue: contract.kennzeichen, newValue: next.kennzeichen },
        ]);
      }
    });
  }
  return getFahrzeug(db, actor, contractId);
}
