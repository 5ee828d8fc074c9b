import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contractPersons, persons } from '../../db/schema';

// The contracts a person is linked to (in any role). Qualified by hand: inside the subquery a bare
// "id" would name the link's own id.
const linkCount = sql<number>`(SELECT count(DISTINCT cp.contract_id)::int FROM ${contractPersons} cp WHERE cp.person_id = "persons"."id")`;

const personColumns = {
  id: persons.id,
  istKunde: persons.istKunde,
  anrede: persons.anrede,
  vorname: persons.vorname,
  name: persons.name,
  geburtsdatum: persons.geburtsdatum,
  strasse: persons.strasse,
  hausnr: persons.hausnr,
  plz: persons.plz,
  ort: persons.ort,
  land: persons.land,
  version: persons.version,
  vertragsverknuepfungen: linkCount,
};

export type PersonValues = {
  anrede: string | null;
  vorname: string | null;
  name: string;
  geburtsdatum: string | null;
  strasse: string | null;
  hausnr: string | null;
  plz: string | null;
  ort: string | null;
  land: string;
};

/** The customer himself first, then by name. */
export async function findPersons(db: Executor, customerId: number) {
  return db
    .select(personColumns)
    .from(persons)
    .where(eq(persons.customerId, customerId))
    .orderBy(desc(persons.istKunde), asc(persons.name), asc(persons.vorname), asc(persons.id));
}

export async function findPerson(db: Executor, customerId: number, personId: number) {
  const rows = await db
    .select(personColumns)
    .from(persons)
    .where(and(eq(persons.customerId, customerId), eq(persons.id, personId)))
    .limit(1);
  return rows[0];
}

/**
 * The person, locked for the rest of the transaction: a contract link inserted meanwhile waits for
 * the delete (its foreign key check) instead of slipping in between check and delete.
 */
export async function lockPerson(db: Executor, customerId: number, personId: number) {
  await db.execute(
    sql`SELECT id FROM ${persons} WHERE ${persons.id} = ${personId} AND ${persons.customerId} = ${customerId} FOR UPDATE`,
  );
  return findPerson(db, customerId, personId);
}

export async function insertPerson(db: Executor, customerId: number, values: PersonValues) {
  const rows = await db
    .insert(persons)
    .values({ ...values, customerId, istKunde: false })
    .returning({ id: persons.id });
  return rows[0]!.id;
}

/** Versioned update: false when another save came first. */
export async function updatePerson(
  db: Executor,
  personId: number,
  expectedVersion: number,
  values: PersonValues,
): Promise<boolean> {
  const rows = await db
    .update(persons)
    .set({ ...values, version: sql`${persons.version} + 1` })
    .where(and(eq(persons.id, personId), eq(persons.version, expectedVersion)))
    .returning({ id: persons.id });
  return rows.length > 0;
}

export async function deletePerson(db: Executor, personId: number): Promise<boolean> {
  const rows = await db.delete(persons).where(eq(persons.id, personId)).returning({ id: persons.id });
  return rows.length > 0;
}
