import {
  type Actor,
  AppError,
  BETREUER_MESSAGE,
  type BetreuerOption,
  type CreateCustomerValues,
  type Customer,
  type CustomerDuplicate,
  canCreateCustomer,
  customerDisplayName,
  DUPLICATE_MESSAGE,
  dataScopeOf,
  describeBankverbindung,
  diffFields,
  isCompanyCustomer,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertBankAccount } from '../../repositories/bankverbindung.repository';
import * as repo from './kunde.repository';
import { getCustomer } from './kunde.service';
import { kundeLogFields, loggedStammdaten, toStammdaten } from './stammdaten';

/** Whom the user may make Betreuer: internal staff any broker or agent, a broker or agent his structure. */
function betreuerScope(actor: Actor) {
  const scope = dataScopeOf(actor.viewed);
  if (scope.kind === 'all') {
    return { kind: 'all' } as const;
  }
  if (scope.kind === 'brokerStructure') {
    return { kind: 'structure', brokerId: scope.brokerId } as const;
  }
  return null;
}

export async function listBetreuer(db: Db, actor: Actor): Promise<BetreuerOption[]> {
  authorize(actor, canCreateCustomer);
  const scope = betreuerScope(actor);
  const rows = scope ? await repo.findBetreuer(db, scope) : [];
  return rows.map((b) => ({ id: b.id, label: `${b.name} (${b.vermittlernummer})` }));
}

/** The Betreuer of a new customer: the broker himself unless he picks one of his structure; internal staff must pick. */
async function resolveBetreuer(db: Db, actor: Actor, requested: number | null): Promise<number> {
  const scope = betreuerScope(actor);
  const wanted = requested ?? (scope?.kind === 'structure' ? scope.brokerId : null);
  if (wanted === null || !scope || !(await repo.isBetreuerInScope(db, scope, wanted))) {
    throw new AppError('VALIDATION', undefined, { betreuerId: BETREUER_MESSAGE });
  }
  return wanted;
}

export async function findDuplicates(db: Db, actor: Actor, body: CreateCustomerValues): Promise<CustomerDuplicate[]> {
  authorize(actor, canCreateCustomer);
  const isFirma = isCompanyCustomer(body);
  const rows = await repo.findDuplicates(db, actor, {
    isFirma,
    vorname: body.vorname,
    name: body.name ?? '',
    firma: body.firma,
    geburtsdatum: body.geburtsdatum,
    email: body.email,
    plz: body.plz,
  });
  const sameEmail = (email: string | null) =>
    email !== null && body.email !== null && email.toLowerCase() === body.email.toLowerCase();
  return rows.map((r) => {
    const sameName =
      !isFirma && r.geburtsdatum === body.geburtsdatum && r.name.toLowerCase() === body.name?.toLowerCase();
    const grund = sameName ? 'name' : sameEmail(r.email) ? 'email' : 'firma';
    return {
      id: r.id,
      kundennr: r.kundennr,
      name: customerDisplayName(r),
      geburtsdatum: r.geburtsdatum,
      email: r.email,
      ort: [r.plz, r.ort].filter(Boolean).join(' ') || null,
      grund,
    };
  });
}

/**
 * Neuer Kunde: the Kundennummer from the sequence, the customer's own person row, a first bank
 * account when an IBAN is given (the default), and the change-log rows, in one transaction. Possible
 * duplicates must have been confirmed (`confirmDuplicate`), else 422 and nothing is saved.
 */
export async function createCustomer(db: Db, actor: Actor, body: CreateCustomerValues): Promise<Customer> {
  authorize(actor, canCreateCustomer);
  const brokerId = await resolveBetreuer(db, actor, body.betreuerId);
  if (!body.confirmDuplicate && (await findDuplicates(db, actor, body)).length > 0) {
    throw new AppError('UNPROCESSABLE', DUPLICATE_MESSAGE);
  }
  const { betreuerId, confirmDuplicate, kontoinhaber, iban, bic, bank, ...stammdaten } = body;
  const values = toStammdaten(stammdaten, brokerId);
  const betreuer = await repo.findBetreuerById(db, brokerId);
  if (!betreuer) {
    throw new AppError('VALIDATION', undefined, { betreuerId: BETREUER_MESSAGE });
  }
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertCustomer(tx, values);
    await repo.syncCustomerPerson(tx, created.id, values);
    const nothing: Record<string, unknown> = {};
    const logged = loggedStammdaten(values, betreuer);
    await writeChangeLog(tx, actor, { type: 'kunde', id: created.id }, [
      { field: 'kundennr', oldValue: null, newValue: created.kundennr },
      ...diffFields(nothing, logged, kundeLogFields),
    ]);
    if (iban) {
      const account = await insertBankAccount(tx, created.id, {
        kontoinhaber: kontoinhaber ?? customerDisplayName(values),
        iban,
        bic,
        bank,
        standard: true,
      });
      await writeChangeLog(tx, actor, { type: 'bankverbindung', id: created.id }, [
        { field: 'bankverbindung', oldValue: null, newValue: describeBankverbindung(account) },
      ]);
    }
    return created.id;
  });
  return getCustomer(db, actor, id);
}
