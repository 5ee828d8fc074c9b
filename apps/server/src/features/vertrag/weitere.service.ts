import {
  type Actor,
  AppError,
  buildWeitereFields,
  type ChangeKundennrBody,
  canChangeContractCustomerNumber,
  canEditContract,
  diffFields,
  editableKeys,
  type FieldForm,
  isOriginalBrokerOrInternal,
  type WeitereParsed,
  type WeitereValues,
} from '@maklerwerk/domain';
import { assertCanEditContract, type ContractRow, findVisibleContract } from '../../auth/contract-access';
import type { Db } from '../../db/client';
import { writeChangeLog } from '../../repositories/changelog.writer';
import * as write from '../../repositories/contract-write.repository';
import { mergeAllowed, toWeitereValues, weiterePatch } from './contract-values.mapper';
import * as repo from './vertrag-details.repository';

/** Spec 2.1 / 6: the step belongs to the original broker, agent or internal user; 404 before 403. */
async function findForWeitere(db: Db, actor: Actor, id: number): Promise<ContractRow> {
  const contract = await findVisibleContract(db, actor, id);
  if (!isOriginalBrokerOrInternal(actor)) {
    throw new AppError('FORBIDDEN');
  }
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
  assertCanEditContract(actor, contract);
  if (contract.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const current = toWeitereValues(contract, await repo.findKundennr(db, contract.customerId));
  const allowed = editableKeys(buildWeitereFields(current, { canEdit: true }));
  const next = mergeAllowed(current, body.values, allowed);
  const changes = diffFields(current, next, Object.keys(current) as (keyof WeitereValues)[]);
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      if ((await write.updateContract(tx, id, body.version, weiterePatch(next))) === undefined) {
        throw new AppError('STALE_VERSION');
      }
      await writeChangeLog(tx, actor, { type: 'versicherung', id }, changes);
    });
  }
  return formOf(db, actor, await findVisibleContract(db, actor, id));
}

/**
 * Moves the contract to another customer (spec 6): only with the right or as a broker viewing a
 * customer. The target must be visible to the viewer; the contract follows the customer's broker,
 * and person links to the previous customer's persons are removed (only the links).
 */
export async function changeKundennr(db: Db, actor: Actor, id: number, body: ChangeKundennrBody): Promise<FieldForm> {
  const contract = await findVisibleContract(db, actor, id);
  if (!canChangeContractCustomerNumber(actor)) {
    throw new AppError(actor.original.rights.isReadOnly || actor.viewed.rights.isReadOnly ? 'READ_ONLY' : 'FORBIDDEN');
  }
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
        foreign.map((l) => ({ field: 'Vertragsperson', oldValue: `${l.personName} – ${l.vtgrolle}`, newValue: null })),
      );
      await writeChangeLog(tx, actor, { type: 'versicherung', id }, [
        { field: 'kundennr', oldValue: oldKundennr, newValue: target.kundennr },
      ]);
    });
  }
  const updated = await findVisibleContract(db, actor, id);
  return formOf(db, actor, updated);
}
