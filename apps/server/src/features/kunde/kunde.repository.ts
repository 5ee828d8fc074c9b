import type { Actor } from '@maklerwerk/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Executor } from '../../db/client';
import { brokers, customers, persons } from '../../db/schema';

const betreuerColumns = {
  id: brokers.id,
  vermittlernummer: brokers.vermittlernummer,
  name: sql<string>`concat_ws(' ', ${brokers.vorname}, ${brokers.name})`,
};

export async function findCustomer(db: Executor, actor: Actor, id: number) {
  const rows = await db
    .select({ customer: customers, vermittler: betreuerColumns })
    .from(customers)
    .innerJoin(brokers, eq(customers.brokerId, brokers.id))
    .where(and(eq(customers.id, id), customerScope(actor)))
    .limit(1);
  return rows[0];
}

/** The Stammdaten columns a save writes. */
export type StammdatenValues = {
  anrede: string | null;
  titel: string | null;
  vorname: string | null;
  name: string;
  firma: string | null;
  geburtsdatum: string | null;
  email: string | null;
  telefon: string | null;
  mobil: string | null;
  strasse: string;
  hausnr: string | null;
  plz: string;
  ort: string;
  land: string;
  brokerId: number;
};

/** Versioned update of the Stammdaten: false when another save came first. */
export async function updateCustomer(
  db: Executor,
  id: number,
  expectedVersion: number,
  values: StammdatenValues,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.version, expectedVersion)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** A new customer with the next Kundennummer of the sequence (never reused, also after a rollback). */
export async function insertCustomer(db: Executor, values: StammdatenValues) {
  const rows = await db
    .insert(customers)
    .values({ ...values, kundennr: sql`nextval('customer_kundennr_seq')::text` })
    .returning({ id: customers.id, kundennr: customers.kundennr });
  return rows[0]!;
}

/** The customer's own person row follows his Stammdaten (the persons list and contract persons show it). */
export async function syncCustomerPerson(db: Executor, customerId: number, values: StammdatenValues): Promise<void> {
  const person = {
    anrede: values.anrede,
    vorname: values.vorname,
    name: values.name,
    geburtsdatum: values.geburtsdatum,
    strasse: values.strasse,
    hausnr: values.hausnr,
    plz: values.plz,
    ort: values.ort,
    land: values.land,
  };
  const updated = await db
    .update(persons)
    .set({ ...person, version: sql`${persons.version} + 1` })
    .where(and(eq(persons.customerId, customerId), eq(persons.istKunde, true)))
    .returning({ id: persons.id });
  if (updated.length === 0) {
    await db.insert(persons).values({ ...person, customerId, istKunde: true });
  }
}

export type DuplicateCriteria = {
  isFirma: boolean;
  vorname: string | null;
  name: string;
  firma: string | null;
  geburtsdatum: string | null;
  email: string | null;
  plz: string | null;
};

/**
 * Customers in the viewer's scope that may be the same (decision 0011): same name and Geburtsdatum,
 * same e-mail address, or for a company the same Firma at the same postal code. At most 10.
 */
export async function findDuplicates(db: Executor, actor: Actor, c: DuplicateCriteria) {
  const tests: SQL[] = [];
  if (!c.isFirma && c.geburtsdatum) {
    tests.push(
      sql`(lower(${customers.name}) = lower(${c.name}) AND lower(coalesce(${customers.vorname}, '')) = lower(${c.vorname ?? ''}) AND ${customers.geburtsdatum} = ${c.geburtsdatum})`,
    );
  }
  if (c.isFirma && c.firma && c.plz) {
    tests.push(sql`(lower(${customers.firma}) = lower(${c.firma}) AND ${customers.plz} = ${c.plz})`);
  }
  if (c.email) {
    tests.push(sql`lower(${customers.email}) = lower(${c.email})`);
  }
  if (tests.length === 0) {
    return [];
  }
  return db
    .select({
      id: customers.id,
      kundennr: customers.kundennr,
      anrede: customers.anrede,
      titel: customers.titel,
      vorname: customers.vorname,
      name: customers.name,
      firma: customers.firma,
      geburtsdatum: customers.geburtsdatum,
      email: customers.email,
      plz: customers.plz,
      ort: customers.ort,
    })
    .from(customers)
    .where(and(customerScope(actor), or(...tests)))
    .orderBy(asc(customers.id))
    .limit(10);
}

/** Brokers and agents a customer may be given: all (internal staff) or one broker's structure. */
export async function findBetreuer(db: Executor, scope: { kind: 'all' } | { kind: 'structure'; brokerId: number }) {
  return db
    .select(betreuerColumns)
    .from(brokers)
    .where(scope.kind === 'all' ? undefined : inArray(brokers.id, brokerStructureIds(scope.brokerId)))
    .orderBy(asc(brokers.name), asc(brokers.vorname), asc(brokers.id));
}

export async function findBetreuerById(db: Executor, id: number) {
  const rows = await db.select(betreuerColumns).from(brokers).where(eq(brokers.id, id)).limit(1);
  return rows[0];
}

/** Whether the broker exists and lies in the scope (see findBetreuer). */
export async function isBetreuerInScope(
  db: Executor,
  scope: { kind: 'all' } | { kind: 'structure'; brokerId: number },
  id: number,
): Promise<boolean> {
  const inScope = scope.kind === 'all' ? undefined : inArray(brokers.id, brokerStructureIds(scope.brokerId));
  const rows = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(and(eq(brokers.id, id), inScope))
    .limit(1);
  return rows.length > 0;
}
