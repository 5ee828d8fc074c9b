import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';

/** Kundennummern of new customers: sequential, never reused (the seed moves it past its own numbers). */
export const kundennrSequence = pgSequence('customer_kundennr_seq', { startWith: 100000 });

/** Kunden. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    kundennr: text('kundennr').notNull().unique(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    anrede: text('anrede'),
    titel: text('titel'),
    vorname: text('vorname'),
    name: text('name').notNull(),
    firma: text('firma'),
    geburtsdatum: date('geburtsdatum', { mode: 'string' }),
    email: text('email'),
    telefon: text('telefon'),
    mobil: text('mobil'),
    strasse: text('strasse'),
    hausnr: text('hausnr'),
    plz: text('plz'),
    ort: text('ort'),
    land: text('land').notNull().default('DE'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Normalised search text (name, Kundennr, city, e-mail, phone); kept by a trigger (migration 0006). */
    searchText: text('search_text').notNull().default(''),
    /** Number of contracts and sum of their yearly gross premiums; kept by triggers (migration 0008). */
    anzahlVertraege: integer('anzahl_vertraege').notNull().default(0),
    jahresbeitragCents: bigint('jahresbeitrag_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The name as lists sort it (German order: case and umlauts folded, migration 0006's function), stored so
     * that sorting thousands of search hits does not evaluate the function for each of them (migration 0011).
     */
    nameSort: text('name_sort').notNull().generatedAlwaysAs(sql`mw_search_norm(name)`),
    /** The Betreuer's name as the list sorts it (mw_search_norm of brokers.name), kept by triggers (migration 0029). */
    betreuerSort: text('betreuer_sort').notNull().default(''),
    /**
     * The customer's part of each of his contracts' search text (first name, name, company, Kundennr,
     * normalised as in contracts.search_text), kept by a trigger (migration 0031): a contract search
     * for one word finds the matching customers' contracts through it (docs/decisions/0035).
     */
    contractSearchPart: text('contract_search_part').notNull().default(''),
  },
  (t) => [
    index('customers_broker_idx').on(t.brokerId, t.id),
    // German order: mw_search_norm folds case and umlauts (Böhm before Brandt), migration 0006.
    index('customers_name_idx').on(t.nameSort, t.id),
    index('customers_betreuer_sort_idx').on(t.betreuerSort, t.brokerId, t.id),
    index('customers_ort_idx').on(sql`nullif(mw_search_norm(${t.ort}), '')`, t.id),
    index('customers_anzahl_idx').on(t.anzahlVertraege, t.id),
    index('customers_jahresbeitrag_idx').on(t.jahresbeitragCents, t.id),
    index('customers_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_contract_search_part_idx').using('gin', sql`${t.contractSearchPart} gin_trgm_ops`),
  ],
);

/** Personen of a customer (the customer himself, spouse, children …). */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    istKunde: boolean('ist_kunde').notNull().default(false),
    anrede: text('anrede'),
    vorname: text('vorname'),
    name: text('name').notNull(),
    geburtsdatum: date('geburtsdatum', { mode: 'string' }),
    strasse: text('strasse'),
    hausnr: text('hausnr'),
    plz: text('plz'),
    ort: text('ort'),
    land: text('land').notNull().default('DE'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('persons_customer_idx').on(t.customerId)],
);

/** Bankverbindungen of a customer; at most one is the default. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kontoinhaber: text('kontoinhaber').notNull(),
    /** Electronic format: upper case, no spaces. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    bank: text('bank'),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_customer_idx').on(t.customerId, t.id),
    uniqueIndex('bank_accounts_one_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
