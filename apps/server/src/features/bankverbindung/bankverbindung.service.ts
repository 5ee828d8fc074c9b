import {
  type Actor,
  AppError,
  type Bankverbindung,
  type CreateBankverbindungBodySchema,
  canEditCustomer,
  describeBankverbindung,
  type RecordChange,
  STANDARD_REQUIRED_MESSAGE,
  type UpdateBankverbindungBodySchema,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import { findVisibleCustomer, lockCustomer } from '../../auth/customer-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import * as repo from '../../repositories/bankverbindung.repository';
import { saveVersioned } from '../../repositories/versioned-save';

const NOT_FOUND = 'Die Bankverbindung wurde nicht gefunden.';

type CreateBody = z.output<typeof CreateBankverbindungBodySchema>;
type UpdateBody = z.output<typeof UpdateBankverbindungBodySchema>;

const logRow = (before: string | null, after: string | null): RecordChange<'bankverbindung'> => ({
  field: 'bankverbindung',
  oldValue: before,
  newValue: after,
});

export async function listBankAccounts(db: Db, actor: Actor, customerId: number): Promise<Bankverbindung[]> {
  await findVisibleCustomer(db, actor, customerId);
  return repo.findBankAccounts(db, customerId);
}

/** The customer's first account is the default in any case; a new default takes the mark off the old one first. */
async function addBankAccount(
  tx: Tx,
  actor: Actor,
  customerId: number,
  values: repo.BankAccountValues & { standard: boolean },
): Promise<repo.BankAccountRow> {
  await lockCustomer(tx, customerId);
  const existing = await repo.findBankAccounts(tx, customerId);
  const standard = values.standard || existing.length === 0;
  const cleared = standard ? await repo.clearDefault(tx, customerId, null) : [];
  const created = await repo.insertBankAccount(tx, customerId, { ...values, standard });
  await writeChangeLog(tx, actor, { type: 'bankverbindung', id: customerId }, [
    ...cleared.map((old) => logRow(describeBankverbindung({ ...old, standard: true }), describeBankverbindung(old))),
    logRow(null, describeBankverbindung(created)),
  ]);
  return created;
}

export async function createBankAccount(
  db: Db,
  actor: Actor,
  customerId: number,
  body: CreateBody,
): Promise<Bankverbindung> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  return db.transaction((tx) => addBankAccount(tx, actor, customerId, body));
}

/**
 * Changes an account (409 on a stale version). Making it the default unsets the old default in the
 * same transaction; the default itself is not switched off (another one is made the default instead).
 */
export async function updateBankAccount(
  db: Db,
  actor: Actor,
  customerId: number,
  id: number,
  body: UpdateBody,
): Promise<Bankverbindung> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  const current = await repo.findBankAccount(db, customerId, id);
  if (!current) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  const { version, ...values } = body;
  if (current.standard && !values.standard) {
    throw new AppError('UNPROCESSABLE', STANDARD_REQUIRED_MESSAGE, { standard: STANDARD_REQUIRED_MESSAGE });
  }
  const makesDefault = values.standard && !current.standard;
  await saveVersioned(db, actor, {
    record: { type: 'bankverbindung', id: customerId },
    expectedVersion: version,
    currentVersion: current.version,
    before: { bankverbindung: describeBankverbindung(current) },
    after: { bankverbindung: describeBankverbindung(values) },
    fields: ['bankverbindung'],
    write: async (tx) => {
      await lockCustomer(tx, customerId);
      const cleared = makesDefault ? await repo.clearDefault(tx, customerId, id) : [];
      const hit = await repo.updateBankAccount(tx, id, version, values);
      if (hit && cleared.length > 0) {
        await writeChangeLog(
          tx,
          actor,
          { type: 'bankverbindung', id: customerId },
          cleared.map((old) => logRow(describeBankverbindung({ ...old, standard: true }), describeBankverbindung(old))),
        );
      }
      return hit;
    },
  });
  const saved = await repo.findBankAccount(db, customerId, id);
  if (!saved) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  return saved;
}

/** Deletes an account; when it was the default, the oldest remaining one becomes the default. */
export async function deleteBankAccount(
  db: Db,
  actor: Actor,
  customerId: number,
  id: number,
): Promise<{ deleted: true }> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await repo.findBankAccount(tx, customerId, id);
    if (!current || !(await repo.deleteBankAccount(tx, id))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    const changes = [logRow(describeBankverbindung(current), null)];
    const next = current.standard ? (await repo.findBankAccounts(tx, customerId))[0] : undefined;
    if (next) {
      await repo.setDefault(tx, next.id);
      changes.push(logRow(describeBankverbindung(next), describeBankverbindung({ ...next, standard: true })));
    }
    await writeChangeLog(tx, actor, { type: 'bankverbindung', id: customerId }, changes);
  });
  return { deleted: true };
}
