import type { Actor } from '@maklerwerk/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope';
import type { Executor } from '../../db/client';
import { brokers, customers, persons } from '../../db/schema';

export async function findCustomer(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({
      customer: customers,
      vermittler: {
        id: brokers.id,
        vermittlernummer: brokers.vermittlernummer,
        name: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
      },
    })
    .from(customers)
    .innerJoin(brokers, eq(customers.brokerId, brokers.id))
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

export async function updateCustomerAddress(
  db: Executor,
  id: number,
  expectedVersion: number,
  address: { strasse: string; hausnr: string; plz: string; ort: string },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...address, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.version, expectedVersion)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

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
};

export async function findPersons(db: Executor, customerId: number) {
  return db
    .select(personColumns)
    .from(persons)
    .where(eq(persons.customerId, customerId))
    .orderBy(desc(persons.istKunde), asc(persons.name), asc(persons.vorname), asc(persons.id));
}

export async function insertPerson(
  db: Executor,
  customerId: number,
  values: Omit<typeof persons.$inferInsert, 'id' | 'customerId' | 'version' | 'istKunde'>,
) {
  const rows = await db
    .insert(persons)
    .values({ ...values, customerId, istKunde: false })
    .returning(personColumns);
  return rows[0]!;
}
