import type { Actor } from '@maklerwerk/domain';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { customerScope } from '../../auth/data-scope.repository';
import { colleagueCondition } from '../../auth/termin-access.repository';
import { brokerStructureIds } from '../../auth/user.repository';
import type { Db } from '../../db/client';
import { brokers, companies, companyContacts, customers, textbausteine, users } from '../../db/schema';

// The SQL of the lists around appointments (termin-lists.service.ts): the contract's customer phones, the
// colleagues' calendars, text shortcuts, the pickers' candidates and the recipients of a broker or insurer.

type Page = { offset: number; limit: number };
type Rows<T> = { rows: T[]; total: number };

/** The phone numbers of a contract's customer (at most one row). */
export async function findContractCustomerPhones(db: Db, contractId: number) {
  const rows = await db
    .select({ id: customers.id, telefon: customers.telefon, mobil: customers.mobil })
    .from(customers)
    .where(sql`${customers.id} = (SELECT customer_id FROM contracts WHERE id = ${contractId})`);
  return rows[0];
}

/** The active office logins of the viewer's structure but himself, by name (at most 50). */
export function findColleagueCalendars(db: Db, actor: Actor) {
  return db
    .select({ userId: users.id, name: users.displayName })
    .from(users)
    .where(and(ne(users.id, actor.viewed.id), eq(users.active, true), colleagueCondition(actor, users.id)))
    .orderBy(asc(users.displayName))
    .limit(50);
}

export function findTextbausteine(db: Db) {
  return db.select().from(textbausteine).orderBy(asc(textbausteine.kuerzel));
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function pageAndTotal<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<Rows<T>> {
  const [r, t] = await Promise.all([rows, total]);
  return { rows: r, total: t[0]?.n ?? 0 };
}

/** Customers in the viewer's scope matching `q` (name, first name, number, address, company). */
export function findCustomerCandidates(db: Db, actor: Actor, q: string, page: Page) {
  const where = and(
    customerScope(actor),
    q
      ? or(
          ilike(customers.name, like(q)),
          ilike(customers.vorname, like(q)),
          ilike(customers.kundennr, like(q)),
          ilike(customers.email, like(q)),
          ilike(customers.firma, like(q)),
        )
      : undefined,
  );
  return pageAndTotal(
    db
      .select({
        id: customers.id,
        vorname: customers.vorname,
        name: customers.name,
        email: customers.email,
        kundennr: customers.kundennr,
        ort: customers.ort,
      })
      .from(customers)
      .where(where)
      .orderBy(asc(customers.nameSort), asc(customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(customers).where(where),
  );
}

/** Brokers of an office viewer's structure (internal staff: all) matching `q`. */
export function findBrokerCandidates(db: Db, actor: Actor, q: string, page: Page) {
  const scope =
    actor.viewed.kind === 'internal' || actor.viewed.brokerId === null
      ? sql`true`
      : sql`${brokers.id} IN ${brokerStructureIds(actor.viewed.brokerId)}`;
  const where = and(
    scope,
    q
      ? or(
          ilike(brokers.name, like(q)),
          ilike(brokers.vorname, like(q)),
          ilike(brokers.vermittlernummer, like(q)),
          ilike(brokers.email, like(q)),
        )
      : undefined,
  );
  return pageAndTotal(
    db
      .select({
        id: brokers.id,
        vorname: brokers.vorname,
        name: brokers.name,
        email: brokers.email,
        nr: brokers.vermittlernummer,
      })
      .from(brokers)
      .where(where)
      .orderBy(asc(brokers.name), asc(brokers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(brokers).where(where),
  );
}

/**
 * Contacts of insurers with an address matching `q`: for 'company' the company's own addresses (no
 * persons) by company name, for 'contact' any contact by its or its company's name.
 */
export function findContactCandidates(db: Db, art: 'company' | 'contact', q: string, page: Page) {
  const where: SQL | undefined =
    art === 'company'
      ? and(
          q ? or(ilike(companies.name, like(q)), ilike(companies.kurzname, like(q))) : undefined,
          sql`${companyContacts.email} IS NOT NULL`,
          sql`${companyContacts.typ} IS DISTINCT FROM 'Person'`,
        )
      : and(
          q ? or(ilike(companyContacts.name, like(q)), ilike(companies.name, like(q))) : undefined,
          sql`${companyContacts.email} IS NOT NULL`,
        );
  return pageAndTotal(
    db
      .select({
        id: companyContacts.id,
        name: companyContacts.name,
        email: companyContacts.email,
        company: companies.name,
      })
      .from(companyContacts)
      .innerJoin(companies, eq(companies.id, companyContacts.companyId))
      .where(where)
      .orderBy(asc(companies.name), asc(companyContacts.name), asc(companyContacts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(companyContacts)
      .innerJoin(companies, eq(companies.id, companyContacts.companyId))
      .where(where),
  );
}

/** Active colleagues of the viewer matching `q` by name. */
export function findUserCandidates(db: Db, actor: Actor, q: string, page: Page) {
  const where = and(
    eq(users.active, true),
    colleagueCondition(actor, users.id),
    q ? ilike(users.displayName, like(q)) : undefined,
  );
  return pageAndTotal(
    db
      .select({ id: users.id, name: users.displayName, email: brokers.email })
      .from(users)
      .leftJoin(brokers, eq(brokers.id, users.brokerId))
      .where(where)
      .orderBy(asc(users.displayName))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  );
}

/** The logins of a broker (by Vermittlernummer) that are the viewer's colleagues. */
export function findBrokerRecipients(db: Db, actor: Actor, maklernr: string) {
  return db
    .select({ userId: users.id, name: users.displayName, email: brokers.email, nr: brokers.vermittlernummer })
    .from(users)
    .innerJoin(brokers, eq(brokers.id, users.brokerId))
    .where(and(eq(brokers.vermittlernummer, maklernr), colleagueCondition(actor, users.id)));
}

/** The contacts of an insurer with an address, by name (at most 100). */
export function findCompanyRecipients(db: Db, companyId: number) {
  return db
    .select({
      id: companyContacts.id,
      name: companyContacts.name,
      email: companyContacts.email,
      typ: companyContacts.typ,
    })
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), sql`${companyContacts.email} IS NOT NULL`))
    .orderBy(asc(companyContacts.name))
    .limit(100);
}
