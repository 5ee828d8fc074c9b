import {
  type Actor,
  AppError,
  buildWeitereFields,
  type ChangeKundennrBody,
  canChangeContractCustomerNumber,
  canEditContract,
  canSeeWeitereVertragsdetails,
  editableKeys,
  type FieldForm,
  type WeitereParsed,
  type WeitereValues,
} from '@maklerwerk/domain';
import { type ContractRow, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as write from '../../repositories/contract-write.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './vertrag-details.repository';
import { mergeAllowed, toWeitereValues, weiterePatch } from './vertrag-values.mapper';

/** Spec 2.1 / 6: the step belongs to the original broker, agent or internal user; 404 before 403. */
async function findForWeitere(db: Db, actor: Actor, id: number): Promise<ContractRow> {
  const contract = await findVisibleContract(db, actor, id);
  authorize(actor, canSeeWeitereVertragsdetails);
  return contract;
}

async function formOf(db: Db, actor: Actor, contract: ContractRow): Promise<FieldForm> {
  const values = toWeitereValues(contract, await repo.findKundennr(db, contract.customerId));
  return {
    version: contract.version,
    fields: buildWeitereFields(values, { canEdit: canEditContract(actor, contract) }),
  };
}

export async function getWeitere(db: Db, actor: Actor, id: number): Promise<FieldForm> {
  return formOf(db, actor, await findForWeitere(db, actor, id));
}

export async function saveWeitere(
  db: Db,
  actor: Actor,
  id: number,
  body: { version: number; values: WeitereParsed },
): Promise<FieldForm> {
  const contract = await findForWeitere(db, actor, id);
  authorize(actor, canEditContract, contract);
  const current = toWeitereValues(contract, await repo.findKundennr(db, contract.customerId));
  const allowed = editableKeys(buildWeitereFields(current, { canEdit: true }));
  const next = mergeAllowed(current, body.values, allowed);
  await saveVersioned(db, actor, {
    record: { type: 'versicherung', id },
    expectedVersion: body.version,
    currentVersion: contract.version,
    before: current,
    after: next,
    fields: Object.keys(current) as (keyof WeitereValues)[],
    write: async (tx) => (await write.updateContract(tx, id, body.version, weiterePatch(next))) !== undefined,
  });
  return formOf(db, actor, await findVisibleContract(db, actor, id));
}

/**
 * Moves the contract to another customer (spec 6): only with the right or as a broker viewing a
 * customer. The target must be visible to the viewer; the contract follows the customer's broker,
 * and person links to the previous customer's persons are removed (only the links).
 */
export async function changeKundennr(db: Db, actor: Actor, id: number, body: ChangeKundennrBody): Promise<FieldForm> {
  const contract = await findVisibleContract(db, actor, id);
  authorize(actor, canChangeContractCustomerNumber);
  if (contract.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const target = await repo.findVisibleCustomerByKundennr(db, actor, body.kundennr);
  if (!target) {
    throw new AppError('VALIDATION', undefined, { kundennr: 'Unter dieser Kundennummer ist kein Kunde bekannt.' });
  }
  if (target.id !== contract.customerId) {
    const oldKundennr = await repo.findKundennr(db, contract.customerId);
    await db.transaction(async (tx) => {
      const patch = { customerId: target.id, brokerId: target.brokerId };
      if ((await write.updateContract(tx, id, body.version, patch)) === undefined) {
        throw new AppError('STALE_VERSION');
      }
      const foreign = await write.findForeignPersonLinks(tx, id, target.id);
      await write.deletePersonLinks(
        tx,
        foreign.map((l) => l.id),
      );
      await writeChangeLog(
        tx,
        actor,
        { type: 'vertragsperson', id },
        foreign.map((l) => ({ field: 'vertragsperson', oldValue: `${l.personName} – ${l.vtgrolle}`, newValue: null })),
      );
      await writeChangeLog(tx, actor, { type: 'versicherung', id }, [
        { field: 'kundennr', oldValue: oldKundennr, newValue: target.kundennr },
      ]);
    });
  }
  const updated = await findVisibleContract(db, actor, id);
  return formOf(db, actor, updated);
}
