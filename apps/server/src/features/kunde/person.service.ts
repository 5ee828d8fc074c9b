import {
  type Actor,
  AppError,
  type CreatePersonBodySchema,
  canEditCustomer,
  diffFields,
  landName,
  PERSON_IS_CUSTOMER_EDIT_MESSAGE,
  PERSON_IS_CUSTOMER_MESSAGE,
  PERSON_LINKED_MESSAGE,
  type Person,
  type UpdatePersonBodySchema,
} from '@maklerwerk/domain';
import type { z } from 'zod';
import { findVisibleCustomer } from '../../auth/customer-access';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { saveVersioned } from '../../repositories/versioned-save';
import * as repo from './person.repository';

const NOT_FOUND = 'Die Person wurde nicht gefunden.';
const nothing: Record<string, unknown> = {};
/** The log shows the country by its name. */
const logged = <T extends { land: string | null }>(p: T) => ({ ...p, land: p.land === null ? null : landName(p.land) });
const personFields = ['anrede', 'vorname', 'name', 'geburtsdatum', 'strasse', 'hausnr', 'plz', 'ort', 'land'] as const;

async function findPersonOr404(db: Db, customerId: number, personId: number): Promise<Person> {
  const person = await repo.findPerson(db, customerId, personId);
  if (!person) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  return person;
}

export async function listPersons(db: Db, actor: Actor, customerId: number): Promise<Person[]> {
  await findVisibleCustomer(db, actor, customerId);
  return repo.findPersons(db, customerId);
}

/** A new person of the customer (spec 2.1 'neue_person'), with one change-log row per given field. */
export async function createPerson(
  db: Db,
  actor: Actor,
  customerId: number,
  body: z.output<typeof CreatePersonBodySchema>,
): Promise<Person> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  const id = await db.transaction(async (tx) => {
    const personId = await repo.insertPerson(tx, customerId, body);
    // The default country is no news: only what was entered is logged.
    const given = logged(body.land === 'DE' ? { ...body, land: null } : body);
    await writeChangeLog(tx, actor, { type: 'person', id: personId }, diffFields(nothing, given, personFields));
    return personId;
  });
  return findPersonOr404(db, customerId, id);
}

/** Changes a person (409 on a stale version); the customer's own row follows his Stammdaten instead. */
export async function updatePerson(
  db: Db,
  actor: Actor,
  customerId: number,
  personId: number,
  body: z.output<typeof UpdatePersonBodySchema>,
): Promise<Person> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  const current = await findPersonOr404(db, customerId, personId);
  if (current.istKunde) {
    throw new AppError('UNPROCESSABLE', PERSON_IS_CUSTOMER_EDIT_MESSAGE);
  }
  const { version, ...values } = body;
  await saveVersioned(db, actor, {
    record: { type: 'person', id: personId },
    expectedVersion: version,
    currentVersion: current.version,
    before: logged(current),
    after: logged({ ...current, ...values }),
    fields: personFields,
    write: (tx) => repo.updatePerson(tx, personId, version, values),
  });
  return findPersonOr404(db, customerId, personId);
}

/**
 * Deletes a person: never the customer himself, never a person linked to a contract (the link is
 * checked with the person locked, so nothing slips in between). Every field is logged as removed.
 */
export async function deletePerson(
  db: Db,
  actor: Actor,
  customerId: number,
  personId: number,
): Promise<{ deleted: true }> {
  await findVisibleCustomer(db, actor, customerId);
  authorize(actor, canEditCustomer, customerId);
  await db.transaction(async (tx) => {
    const person = await repo.lockPerson(tx, customerId, personId);
    if (!person) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    if (person.istKunde) {
      throw new AppError('UNPROCESSABLE', PERSON_IS_CUSTOMER_MESSAGE);
    }
    if (person.vertragsverknuepfungen > 0) {
      throw new AppError('UNPROCESSABLE', PERSON_LINKED_MESSAGE);
    }
    await repo.deletePerson(tx, personId);
    const removed = Object.fromEntries(personFields.map((f) => [f, null]));
    await writeChangeLog(
      tx,
      actor,
      { type: 'person', id: personId },
      diffFields(logged(person), removed, personFields),
    );
  });
  return { deleted: true };
}
