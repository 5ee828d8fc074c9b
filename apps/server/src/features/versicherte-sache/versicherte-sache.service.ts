import {
  type Actor,
  canEditContract,
  type VersicherteSacheResponse,
  type VersicherteSacheValues,
  verssacheOptions,
} from '@maklerwerk/domain';
import { findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './versicherte-sache.repository';

const fields = ['verssache', 'zusatz', 'strasse', 'hausnr', 'plz', 'ort', 'land'] as const;
const emptyValues: VersicherteSacheValues = {
  verssache: null,
  zusatz: null,
  strasse: null,
  hausnr: null,
  plz: null,
  ort: null,
  land: null,
};

type Input = Partial<Record<(typeof fields)[number], string | null>>;

export async function getSache(db: Db, actor: Actor, contractId: number): Promise<VersicherteSacheResponse> {
  const contract = await findVisibleContract(db, actor, contractId);
  const row = await repo.findSache(db, contractId);
  const values = row ? Object.fromEntries(fields.map((f) => [f, row[f]])) : emptyValues;
  return {
    vertragId: contractId,
    version: row?.version ?? 0,
    canEdit: canEditContract(actor, contract),
    values: values as VersicherteSacheValues,
    verssacheOptions: verssacheOptions.map((o) => ({ ...o })),
  };
}

/** Creates (version 0) or updates the insured object; version check, one change-log row per field. */
export async function saveSache(
  db: Db,
  actor: Actor,
  contractId: number,
  body: { version: number; values: Input },
): Promise<VersicherteSacheResponse> {
  const contract = await findVisibleContract(db, actor, contractId);
  authorize(actor, canEditContract, contract);
  const current = await getSache(db, actor, contractId);
  const next: VersicherteSacheValues = { ...current.values };
  for (const f of fields) {
    const value = body.values[f];
    if (value !== undefined) {
      next[f] = value;
    }
  }
  await saveVersioned(db, actor, {
    record: { type: 'versicherte-sache', id: contractId },
    expectedVersion: body.version,
    currentVersion: current.version,
    before: current.values,
    after: next,
    fields,
    write: async (tx) =>
      body.version === 0
        ? repo.insertSache(tx, contractId, next)
        : repo.updateSache(tx, contractId, body.version, next),
  });
  return getSache(db, actor, contractId);
}
