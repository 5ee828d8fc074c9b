import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches } from './companies';
import { contracts } from './contracts';
import { users } from './users';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Numbers of reports filed in the product: 'SM-{year}-{n}' (the demo's own numbers are kept). */
export const damageReportNrSeq = pgSequence('damage_report_nr_seq', { startWith: 1 });

/**
 * Schadensmeldungen of a contract (spec 3, issue 9). Nothing is hard-deleted: a deleted or merged
 * report keeps its row with removed_at/removed_by_user_id (merged_into_id for a merge) and is hidden
 * everywhere by `removed_at IS NULL`.
 */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    schadennr: text('schadennr').notNull(),
    sparteId: integer('sparte_id').references(() => branches.id),
    meldedatum: date('meldedatum', { mode: 'string' }).notNull(),
    ereignisdatum: date('ereignisdatum', { mode: 'string' }),
    schadensursache: text('schadensursache').notNull(),
    bearbstand: text('bearbstand').notNull(),
    schadenort: text('schadenort'),
    schilderung: text('schilderung'),
    schadenhoeheCents: cents('schadenhoehe_cents'),
    reserveCents: cents('reserve_cents'),
    versichererSchadennr: text('versicherer_schadennr'),
    gemeldetVonKunde: boolean('gemeldet_von_kunde').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => damageReports.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Every report of a contract, removed ones too (the Änderungslog 'inkl. Schaden').
    index('damage_reports_contract_idx').on(t.contractId),
    index('damage_reports_contract_melde_idx').on(t.contractId, t.meldedatum, t.id).where(sql`${t.removedAt} IS NULL`),
    index('damage_reports_contract_ereignis_idx')
      .on(t.contractId, t.ereignisdatum, t.id)
      .where(sql`${t.removedAt} IS NULL`),
    // The start page's 'Schadensmeldungen von Kunden': few rows, newest first.
    index('damage_reports_customer_new_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.gemeldetVonKunde} AND ${t.bearbstand} = 'GEMELDET' AND ${t.removedAt} IS NULL`),
    check('damage_reports_money_check', sql`${t.schadenhoeheCents} >= 0 AND ${t.reserveCents} >= 0`),
  ],
);

/** Zahlungen of the insurer on a claim, in cents; removed ones stay (removed_at) with the change log. */
export const damagePayments = pgTable(
  'damage_payments',
  {
    id: serial('id').primaryKey(),
    damageReportId: integer('damage_report_id')
      .notNull()
      .references(() => damageReports.id),
    datum: date('datum', { mode: 'string' }).notNull(),
    betragCents: cents('betrag_cents').notNull(),
    empfaenger: text('empfaenger').notNull(),
    vermerk: text('vermerk'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('damage_payments_report_idx').on(t.damageReportId, t.datum, t.id),
    check('damage_payments_amount_check', sql`${t.betragCents} > 0`),
  ],
);

/** Every change of the Bearbeitungsstand, the first one when the report is filed. */
export const damageStatusHistory = pgTable(
  'damage_status_history',
  {
    id: serial('id').primaryKey(),
    damageReportId: integer('damage_report_id')
      .notNull()
      .references(() => damageReports.id),
    bearbstand: text('bearbstand').notNull(),
    previous: text('previous'),
    changedAt: at('changed_at').notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
  },
  (t) => [index('damage_status_history_report_idx').on(t.damageReportId, t.changedAt, t.id)],
);

/**
 * Anmerkungen of a contract (spec 3), optionally about one of its damage reports. `sichtbar` is one of
 * POOL, MAKLER, KUNDE, INTERN (permissions.canSeeNote). Deleted notes keep their row (removed_at).
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    damageReportId: integer('damage_report_id').references(() => damageReports.id),
    datum: date('datum', { mode: 'string' }).notNull(),
    betreff: text('betreff').notNull(),
    text: text('text').notNull().default(''),
    sichtbar: text('sichtbar').notNull(),
    ersteller: text('ersteller').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    dateCreated: at('date_created').notNull().defaultNow(),
    dateModified: at('date_modified').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('notes_contract_idx').on(t.contractId, t.datum, t.id).where(sql`${t.removedAt} IS NULL`),
    index('notes_damage_report_idx')
      .on(t.damageReportId, t.datum, t.id)
      .where(sql`${t.removedAt} IS NULL AND ${t.damageReportId} IS NOT NULL`),
    check('notes_sichtbar_check', sql`${t.sichtbar} IN ('POOL', 'MAKLER', 'KUNDE', 'INTERN')`),
  ],
);
