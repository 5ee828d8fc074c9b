import { type AnyPgColumn, char, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('brokers_parent_idx').on(t.parentId)],
);
