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
