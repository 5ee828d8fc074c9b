import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { branches, companies } from './companies';
import { contracts } from './contracts';
import { users } from './users';

// Commissions of a contract (issue 14; spec termine-courtage-aenderungslog.md §3.7–§3.9). Amounts are
// integer cents (bigint), rates percentages with four decimals (numeric(9,4), MwSt numeric(6,4)), read as
// numbers; every amount is computed with packages/domain/src/courtage/money.ts. The remark 'Bemerkung zur
// Courtage' and the two internal checkboxes live on the contract (contracts.ts); each broker's rate for
// 'Automatisch verteilen' lives on the broker (brokers.ts).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const cents = (name: string) => bigint(name, { mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
const mwstRate = (name: string) => numeric(name, { precision: 6, scale: 4, mode: 'number' });

/** Abrechnungen: one booking of a contract, keyed by the Buchungsnr. */
export const buchungen = pgTable(
  'buchungen',
  {
    buchungsnr: serial('buchungsnr').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    zeichnungsdatum: date('zeichnungsdatum', { mode: 'string' }).notNull(),
    courtageeingDatum: date('courtageeing_datum', { mode: 'string' }),
    courtageart: text('courtageart').notNull(),
    provisionsSatz: rate('provisions_satz').notNull(),
    bewertungssummeCents: cents('bewertungssumme_cents').notNull(),
    courtagesummeCents: cents('courtagesumme_cents').notNull(),
    status: integer('status').notNull().default(1),
    automatisch: boolean('automatisch').notNull().default(false),
    rechDatum: date('rech_datum', { mode: 'string' }),
    istOverhead: boolean('ist_overhead').notNull().default(false),
    bemerkung: text('bemerkung').notNull().default(''),
    allowNewBuchung: boolean('allow_new_buchung').notNull().default(true),
    /** A copy or Storno: the booking it was made from. */
    stornoVon: integer('storno_von').references((): AnyPgColumn => buchungen.buchungsnr),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    deletedAt: ts('deleted_at'),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
  },
  (t) => [
    index('buchungen_contract_zdatum_idx')
      .on(t.contractId, t.zeichnungsdatum.desc(), t.buchungsnr.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Verteilung auf die Struktur: the lines of a booking, numbered 1… by lfd_nr. */
export const buchungVerteilung = pgTable(
  'buchung_verteilung',
  {
    id: serial('id').primaryKey(),
    buchungsnr: integer('buchungsnr')
      .notNull()
      .references(() => buchungen.buchungsnr),
    lfdNr: integer('lfd_nr').notNull(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    provSatz: rate('prov_satz').notNull(),
    betragCents: cents('betrag_cents').notNull(),
    mwstProzent: mwstRate('mwst_prozent').notNull().default(0),
    mwstCents: cents('mwst_cents').notNull().default(0),
    stornoReserveProzent: rate('storno_reserve_prozent').notNull().default(0),
    stornoReserveCents: cents('storno_reserve_cents').notNull().default(0),
    versicherungseinbehaltCents: cents('versicherungseinbehalt_cents').notNull().default(0),
  },
  (t) => [
    unique('buchung_verteilung_lfd_nr_key').on(t.buchungsnr, t.lfdNr),
    index('buchung_verteilung_broker_idx').on(t.brokerId),
  ],
);

/** Zubringercourtage: the referrer (a broker) of a contract and his rates. */
export const zubringerCourtagen = pgTable(
  'zubringer_courtagen',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    bereich: text('bereich').notNull().default('Versicherungen'),
    absolut: boolean('absolut').notNull().default(false),
    provAbschluss: rate('prov_abschluss').notNull().default(0),
    provBestand: rate('prov_bestand').notNull().default(0),
    mwst: mwstRate('mwst').notNull().default(19),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    deletedAt: ts('deleted_at'),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
  },
  (t) => [index('zubringer_courtagen_contract_idx').on(t.contractId, t.id).where(sql`${t.deletedAt} is null`)],
);

/**
 * Agreed rates (issue 14 item 7): the Bestandscourtage (and Abschlusscourtage) an insurer pays on a yearly
 * premium, for one Sparte or (sparte_id null) for every line of the insurer. The Sparte's rate wins.
 */
export const courtageVereinbarungen = pgTable(
  'courtage_vereinbarungen',
  {
    id: serial('id').primaryKey(),
    gesellschaftId: integer('gesellschaft_id')
      .notNull()
      .references(() => companies.id),
    /** null: every Sparte of the insurer. */
    sparteId: integer('sparte_id').references(() => branches.id),
    bestandSatz: rate('bestand_satz').notNull(),
    abschlussSatz: rate('abschluss_satz'),
  },
  (t) => [
    // NULLS NOT DISTINCT: one insurer-wide rate per insurer, too.
    unique('courtage_vereinbarungen_gesellschaft_sparte_key').on(t.gesellschaftId, t.sparteId).nullsNotDistinct(),
  ],
);
