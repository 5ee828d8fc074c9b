import type { DatenimportReport, DatenimportStatus } from '@maklerwerk/domain';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One uploaded file of an import: kept in the blob store and as an archive document (decision 0048). */
export type DatenimportDateiRow = {
  name: string;
  sha256: string;
  groesse: number;
  /** The blob store's key (the content's SHA-256, the same as `sha256`). */
  blobHash: string;
  /** The archive document (node DATENIMPORT) holding the file. */
  dokumentId: number;
};

/** The stored report: what GET /datenimport/{id} answers besides the row's own columns. */
export type DatenimportBerichtRow = Pick<
  DatenimportReport,
  'dateien' | 'zaehler' | 'meldungen' | 'meldungenGesamt' | 'unbekannteVuNummern' | 'aenderungen' | 'tabelle'
>;

/**
 * Imports of GDV files and CSV/Excel tables (issue 38): who started it (and as whom, for the data
 * scope), the state and progress of its preview or apply job, the files, the report and the preview's
 * fingerprint. Never deleted: the files stay in the archive.
 */
export const datenimporte = pgTable(
  'datenimporte',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The viewed user of the session (the data scope the import matches in). */
    viewedUserId: integer('viewed_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    status: text('status').$type<DatenimportStatus>().notNull(),
    fortschritt: integer('fortschritt').notNull().default(0),
    dateien: jsonb('dateien').$type<DatenimportDateiRow[]>().notNull().default([]),
    /** The column mapping of a table file in use (our field → the file's column). */
    spaltenZuordnung: jsonb('spalten_zuordnung').$type<Record<string, string | null> | null>(),
    bericht: jsonb('bericht').$type<DatenimportBerichtRow | null>(),
    /** SHA-256 over the state of every record the preview matched (contract and customer versions). */
    fingerprint: text('fingerprint'),
    /** The German text of an unexpected failure (status fehler). */
    fehlerText: text('fehler_text'),
    uebernommenAm: at('uebernommen_am'),
    /** Bumped by every new run: a job of an older run does nothing. */
    lauf: integer('lauf').notNull().default(0),
  },
  (t) => [index('datenimporte_user_idx').on(t.userId, t.id)],
);

/**
 * The contracts a preview matched, one row per contract of the files: the state it saw (contract and
 * customer version, or none). Apply compares it with the data: a changed row means the preview is stale.
 */
export const datenimportVertraege = pgTable(
  'datenimport_vertraege',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => datenimporte.id),
    lfd: integer('lfd').notNull(),
    gesellschaftId: integer('gesellschaft_id').notNull(),
    nummer: text('nummer').notNull(),
    contractId: integer('contract_id'),
    contractVersion: integer('contract_version'),
    customerId: integer('customer_id'),
    customerVersion: integer('customer_version'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.lfd] })],
);

/** Every message and every changed contract of a report (the JSON report holds the first 500; the CSV all). */
export const datenimportEintraege = pgTable(
  'datenimport_eintraege',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => datenimporte.id),
    lfd: integer('lfd').notNull(),
    art: text('art', { enum: ['meldung', 'aenderung'] }).notNull(),
    daten: jsonb('daten').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.art, t.lfd] })],
);

/**
 * VU-Nummern assigned to a Gesellschaft by a user (an unknown VU-Nummer of a file, picked once and
 * remembered). One database is one office: the assignment holds for every later import of the office,
 * like the insurer catalogue itself (companies.vu_nummer, the BaFin number, is matched first).
 */
export const datenimportVuZuordnungen = pgTable('datenimport_vu_zuordnungen', {
  vuNummer: text('vu_nummer').primaryKey(),
  gesellschaftId: integer('gesellschaft_id')
    .notNull()
    .references(() => companies.id),
  userId: integer('user_id').references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Saved column mappings of the CSV/Excel takeover, per source (the file's header row). */
export const datenimportSpaltenZuordnungen = pgTable('datenimport_spalten_zuordnungen', {
  /** SHA-256 of the header row (the columns in order, trimmed): the same export brings the same mapping. */
  quelle: text('quelle').primaryKey(),
  zuordnung: jsonb('zuordnung').$type<Record<string, string | null>>().notNull(),
  userId: integer('user_id').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
