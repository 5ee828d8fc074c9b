import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Gesellschaften (insurers). policy_number_pattern is the company-specific policy-number rule. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kurzname: text('kurzname').notNull(),
  vuNummer: text('vu_nummer'),
  strasse: text('strasse'),
  plz: text('plz'),
  ort: text('ort'),
  land: text('land').notNull().default('DE'),
  postfach: text('postfach'),
  plzPostfach: text('plz_postfach'),
  beschreibung: text('beschreibung'),
  vermittlerNummer: text('vermittler_nummer'),
  vermittlerNummerAk: text('vermittler_nummer_ak'),
  hauptNummer: text('haupt_nummer'),
  telefon: text('telefon'),
  email: text('email'),
  website: text('website'),
  policyNumberPattern: text('policy_number_pattern'),
  policyNumberHint: text('policy_number_hint'),
  version: integer('version').notNull().default(1),
});

/** Sparten catalogue. kategorie_name is the crumb's category (e.g. 'Kraftfahrt', 'Vorsorge'). */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  kategorieName: text('kategorie_name').notNull(),
  vtgGruppe: text('vtg_gruppe'),
});
