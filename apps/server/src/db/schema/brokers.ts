import { type AnyPgColumn, boolean, char, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Vermittler: brokers (FK) and agents (FA); parent_id builds the structure. */
export const brokers = pgTable(
  'brokers',
  {
    id: serial('id').primaryKey(),
    vermittlernummer: char('vermittlernummer', { length: 5 }).notNull().unique(),
    art: text('art', { enum: ['FK', 'FA'] }).notNull(),
    anrede: text('anrede'),
    vorname: text('vorname'),
    name: text('name').notNull(),
    firma: text('firma'),
    email: text('email'),
    telefon: text('telefon'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    parentId: integer('parent_id').references((): AnyPgColumn => brokers.id),
    // 'Automatisch verteilen' (issue 14): the broker's share of a booking's Courtagesumme in percent
    // (null: he gets no line), whether his lines carry 19 % MwSt, and the Stornoreserve held back.
    courtageSatz: numeric('courtage_satz', { precision: 9, scale: 4, mode: 'number' }),
    mwstPflichtig: boolean('mwst_pflichtig').notNull().default(false),
    stornoReserveProzent: numeric('storno_reserve_prozent', { precision: 9, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [index('brokers_parent_idx').on(t.parentId)],
);

/**
 * Contracts and customers per broker, kept by statement triggers on `contracts` and `customers`
 * (migration 0026): an unfiltered list counts its data scope by summing a few rows instead of
 * walking 10 001 index entries on every page (docs/decisions/0031).
 */
export const brokerListCounts = pgTable('broker_list_counts', {
  brokerId: integer('broker_id')
    .primaryKey()
    .references(() => brokers.id),
  contracts: integer('contracts').notNull().default(0),
  /** Contracts with status 'aktiv' (the start page's 'Aktive Verträge'). */
  activeContracts: integer('active_contracts').notNull().default(0),
  customers: integer('customers').notNull().default(0),
});
