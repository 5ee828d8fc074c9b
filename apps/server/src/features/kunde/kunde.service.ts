import {
  type Actor,
  AppError,
  BETREUER_MESSAGE,
  type Betreuer,
  type Customer,
  canChangeCustomerBetreuer,
  canEditCustomer,
  type UpdateCustomerValues,
} from '@maklerwerk/domain';
import { CUSTOMER_NOT_FOUND } from '../../auth/customer-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { recordRecentView } from '../../repositories/recent-views.repository';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './kunde.repository';
import { kundeLogFields, loggedStammdaten, toStammdaten } from './stammdaten';

export async function getCustomer(db: Db, actor: Actor, id: number): Promise<Customer> {
  const row = await repo.findCustomer(db, actor, id);
  if (!row) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  }
  const c = row.customer;
  return {
    id: c.id,
    kundennr: c.kundennr,
    anrede: c.anrede,
    titel: c.titel,
    vorname: c.vorname,
    name: c.name,
    firma: c.firma,
    geburtsdatum: c.geburtsdatum,
    email: c.email,
    telefon: c.telefon,
    mobil: c.mobil,
    strasse: c.strasse,
    hausnr: c.hausnr,
    plz: c.plz,
    ort: c.ort,
    land: c.land,
    version: c.version,
    vermittler: row.vermittler,
  };
}

/** The customer page reads the customer: remembered for the start page's 'Zuletzt geöffnet'. */
export async function openCustomer(db: Db, actor: Actor, id: number): Promise<Customer> {
  const customer = await getCustomer(db, actor, id);
  await recordRecentView(db, actor, 'kunde', id);
  return customer;
}

/** The Betreuer a save leaves: the current one, or another one for internal staff (canChangeCustomerBetreuer). */
async function nextBetreuer(db: Db, actor: Actor, current: Betreuer, requested: number | null): Promise<Betreuer> {
  if (requested === null || requested === current.id) {
    return current;
  }
  authorize(actor, canChangeCustomerBetreuer);
  const found = await repo.findBetreuerById(db, requested);
  if (!found) {
    throw new AppError('VALIDATION', undefined, { betreuerId: BETREUER_MESSAGE });
  }
  return found;
}

/**
 * Stammdaten change: version check (409), one change-log row per changed field and the customer's
 * own person row brought in line, all in one transaction.
 */
export async function updateCustomer(db: Db, actor: Actor, id: number, body: UpdateCustomerValues): Promise<Customer> {
  const current = await getCustomer(db, actor, id);
  authorize(actor, canEditCustomer, id);
  const { version, betreuerId, ...stammdaten } = body;
  const betreuer = await nextBetreuer(db, actor, current.vermittler, betreuerId);
  const values = toStammdaten(stammdaten, betreuer.id);
  const changes = await saveVersioned(db, actor, {
    record: { type: 'kunde', id },
    expectedVersion: version,
    currentVersion: current.version,
    before: loggedStammdaten(current, current.vermittler),
    after: loggedStammdaten(values, betreuer),
    fields: kundeLogFields,
    write: (tx) => repo.updateCustomer(tx, id, version, values),
    alongside: (tx) => repo.syncCustomerPerson(tx, id, values),
  });
  return changes.length === 0 ? current : getCustomer(db, actor, id);
}
