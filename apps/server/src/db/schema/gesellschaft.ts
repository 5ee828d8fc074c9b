import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { companies } from './companies';
import { users } from './users';

/** Ansprechpartner of an insurer (spec 2.9). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    typ: text('typ'),
    email: text('email'),
    telefon: text('telefon'),
    mobil: text('mobil'),
    fax: text('fax'),
    beschreibung: text('beschreibung'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId, t.name, t.id)],
);

/** Broker company numbers (Courtagenummern) a company issued: combo maklerGesellNr (spec 7). */
export const companyBrokerNumbers = pgTable(
  'company_broker_numbers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nummer: text('nummer').notNull(),
    bezeichnung: text('bezeichnung').notNull(),
    /** The broker (structure) the number belongs to; null: the company's own number, offered to every broker. */
    brokerId: integer('broker_id').references(() => brokers.id),
  },
  (t) => [uniqueIndex('company_broker_numbers_uq').on(t.companyId, t.nummer)],
);

/** Anbindung values (how the contract is connected to the company); company_id null: offered for every company. */
export const anbindungen = pgTable(
  'anbindungen',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('anbindungen_company_idx').on(t.companyId)],
);
