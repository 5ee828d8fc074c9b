import {
  type Actor,
  AppError,
  type CreatePersonBodySchema,
  type Customer,
  canEditCustomer,
  diffFields,
  type Person,
  type UpdateCustomerAddressBody,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/changelog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './kunde.repository';

const addressFields = ['strasse', 'hausnr', 'plz', 'ort'] as const;

export async function getCustomer(db: Db, actor: Actor, id: number): Promise<Customer> {
  const row = await repo.findCustomer(db, actor, id);
  if (!row) {
    throw new AppError('NOT_FOUND', 'Der Kunde wurde nicht gefunden.');
  }
  const c = row.customer;
  return {
    id: c.id,
    kundennr: c.kundennr,
    anrede: c.anrede,
    vorname: c.vorname,
    name: c.name,
    email: c.email,
    telefon: c.telefon,
    strasse: c.strasse,
    hausnr: c.hausnr,
    plz: c.plz,
    ort: c.ort,
    version: c.version,
    vermittler: row.vermittler,
  };
}

/** Address change: version check and one change-log row per changed field, in one transaction. */
export async function updateCustomerAddress(
  db: Db,
  actor: Actor,
  id: number,
  body: UpdateCustomerAddressBody,
): Promise<Customer> {
  const current = await getCustomer(db, actor, id);
  authorize(actor, canEditCustomer, id);
  const { version, ...address } = body;
  const changes = await saveVersioned(db, actor, {
    record: { type: 'kunde', id },
    expectedVersion: version,
    currentVersion: current.version,
    before: current,
    after: { ...current, ...address },
    fields: addressFields,
    write: (tx) => repo.updateCustomerAddress(tx, id, version, address),
  });
  return changes.length === 0 ? current : getCustomer(db, actor, id);
}

export async function listPersons(db: Db, actor: Actor, customerId: number): Promise<Person[]> {
  await getCustomer(db, actor, customerId);
  return repo.findPersons(db, customerId);
}

const personFields = ['anrede', 'vorname', 'name', 'geburtsdatum', 'strasse', 'hausnr', 'plz', 'ort'] as const;

/** A new person of the customer (spec 2.1 'neue_person'), with one change-log row per given field. */
export async function createPerson(
  db: Db,
  actor: Actor,
  customerId: number,
  body: z.output<typeof CreatePersonBodySchema>,
): Promise<Person> {
  await getCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  return db.transaction(async (tx) => {
    const person = await repo.insertPerson(tx, customerId, body);
    const empty: Record<string, unknown> = {};
    await writeChangeLog(tx, actor, { type: 'person', id: person.id }, diffFields(empty, body, personFields));
    return person;
  });
}
