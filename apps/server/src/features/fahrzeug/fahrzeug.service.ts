import {
  type Actor,
  AppError,
  canEditContract,
  type FahrzeugDaten,
  type FahrzeugDatenResponse,
  FahrzeugDatenSchema,
  KRAFTFAHRT_KATEGORIE,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
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
  authorize(actor, canEditContract, contract);
  if ((await repo.findKategorie(db, contract.sparteId)) !== KRAFTFAHRT_KATEGORIE) {
    throw new AppError('UNPROCESSABLE', 'Fahrzeugdaten gibt es nur bei Verträgen der Sparte Kraftfahrt.');
  }
  const row = await repo.findFahrzeug(db, contractId);
  const next = pick(body.daten);
  await saveVersioned(db, actor, {
    record: { type: 'fahrzeug', id: contractId },
    expectedVersion: body.version,
    currentVersion: row?.version ?? 0,
    before: row ? pick(row) : emptyDaten,
    after: next,
    fields: keys,
    write: async (tx) =>
      body.version === 0
        ? repo.insertFahrzeug(tx, contractId, next)
        : repo.updateFahrzeug(tx, contractId, body.version, next),
    alongside: async (tx) => {
      if (next.kennzeichen !== contract.kennzeichen) {
        await repo.setContractKennzeichen(tx, contractId, next.kennzeichen);
        await writeChangeLog(tx, actor, { type: 'versicherung', id: contractId }, [
          { field: 'kennzeichen', oldValue: contract.kennzeichen, newValue: next.kennzeichen },
        ]);
      }
    },
  });
  return getFahrzeug(db, actor, contractId);
}
