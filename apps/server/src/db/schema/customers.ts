import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brokers } from './brokers';

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
  },
  (t) => [
    index('customers_broker_idx').on(t.brokerId),
    index('customers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('customers_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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
