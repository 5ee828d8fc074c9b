import {
  type Actor,
  AppError,
  type ChangeZahlungBody,
  canEditDamageReport,
  type DamageReportDetails,
  describePayment,
  type SaveZahlungBody,
} from '@maklerwerk/domain';
import { findVisibleReport, REPORT_NOT_FOUND } from '../../auth/damage-report-access';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import { reloadDetails } from './schadensmeldung.details';
import { lockReport } from './schadensmeldung.repository';
import * as repo from './zahlung.repository';

const PAYMENT_NOT_FOUND = 'Die Zahlung wurde nicht gefunden.';

/** Finds the report through the scope and checks the right: the start of every payment write. */
async function editableReport(db: Db, actor: Actor, schadenId: number): Promise<void> {
  await findVisibleReport(db, actor, schadenId);
  authorize(actor, canEditDamageReport);
}

/** Inside the write: the report must still exist (a merge or delete may have come first). */
async function holdReport(tx: Tx, schadenId: number): Promise<void> {
  if (!(await lockReport(tx, schadenId, 'share'))) {
    throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  }
}

const valuesOf = (body: SaveZahlungBody): repo.PaymentValues => ({
  datum: body.datum,
  betragCents: body.betragCents,
  empfaenger: body.empfaenger,
  vermerk: body.vermerk,
});

export async function addPayment(
  db: Db,
  actor: Actor,
  schadenId: number,
  body: SaveZahlungBody,
): Promise<DamageReportDetails> {
  await editableReport(db, actor, schadenId);
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    await holdReport(tx, schadenId);
    await repo.insertPayment(tx, schadenId, { ...values, createdByUserId: actor.original.id });
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: schadenId }, [
      { field: 'zahlung', oldValue: null, newValue: describePayment(values) },
    ]);
  });
  return reloadDetails(db, actor, schadenId);
}

export async function changePayment(
  db: Db,
  actor: Actor,
  schadenId: number,
  paymentId: number,
  body: ChangeZahlungBody,
): Promise<DamageReportDetails> {
  await editableReport(db, actor, schadenId);
  const expectedVersion = body.version;
  const payment = await repo.findPayment(db, schadenId, paymentId);
  if (!payment) {
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  }
  const values = valuesOf(body);
  await saveVersioned(db, actor, {
    record: { type: 'schadensmeldung', id: schadenId },
    expectedVersion,
    currentVersion: payment.version,
    before: { zahlung: describePayment(payment) },
    after: { zahlung: describePayment(values) },
    fields: ['zahlung'],
    write: async (tx) => {
      await holdReport(tx, schadenId);
      return repo.updatePayment(tx, schadenId, paymentId, expectedVersion, values);
    },
  });
  return reloadDetails(db, actor, schadenId);
}

export async function deletePayment(
  db: Db,
  actor: Actor,
  schadenId: number,
  paymentId: number,
): Promise<DamageReportDetails> {
  await editableReport(db, actor, schadenId);
  const payment = await repo.findPayment(db, schadenId, paymentId);
  if (!payment) {
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    await holdReport(tx, schadenId);
    if (!(await repo.removePayment(tx, schadenId, paymentId, actor.original.id))) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    }
    await writeChangeLog(tx, actor, { type: 'schadensmeldung', id: schadenId }, [
      { field: 'zahlung', oldValue: describePayment(payment), newValue: null },
    ]);
  });
  return reloadDetails(db, actor, schadenId);
}
