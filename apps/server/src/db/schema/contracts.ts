import type { StoredFehler } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { branches, companies } from './companies';
import { customers } from './customers';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Versicherungen: every contract field of spec vertrag-details.md section 3. Money in integer cents. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    gesellschaftId: integer('gesellschaft_id')
      .notNull()
      .references(() => companies.id),
    /** description.id: the Vertragssparte. */
    sparteId: integer('sparte_id')
      .notNull()
      .references(() => branches.id),
    status: text('status').notNull(),
    nummer: text('nummer').notNull(),
    druckPolNr: text('druck_pol_nr'),
    produktbez: varchar('produktbez', { length: 300 }),
    beginn: date('beginn', { mode: 'string' }),
    ende: date('ende', { mode: 'string' }),
    laufzeit: integer('laufzeit'),
    anzeigeModusDauer: text('anzeige_modus_dauer', { enum: ['ENDE', 'LAUFZEIT'] })
      .notNull()
      .default('ENDE'),
    hauptfaelligkeit: date('hauptfaelligkeit', { mode: 'string' }),
    praemieBtoZahlweiseCents: cents('praemie_bto_zahlweise_cents'),
    praemieNtoZahlweiseCents: cents('praemie_nto_zahlweise_cents'),
    zahlrhythm: text('zahlrhythm'),
    zahlweiseBemerkung: text('zahlweise_bemerkung'),
    zahlungsart: text('zahlungsart'),
    bankverbindung: text('bankverbindung'),
    externeKennung: text('externe_kennung'),
    isEigenerVertrag: boolean('is_eigener_vertrag').notNull().default(false),
    fremdanlage: boolean('fremdanlage').notNull().default(false),
    kundeEingelesen: boolean('kunde_eingelesen').notNull().default(false),
    provisionsfrei: boolean('provisionsfrei').notNull().default(false),
    teilung: numeric('teilung', { precision: 7, scale: 4 }),
    anbindung: text('anbindung'),
    betreuungsstufe: text('betreuungsstufe'),
    konvertierung: boolean('konvertierung').notNull().default(false),
    kennzeichen: text('kennzeichen'),
    beitragszahlungsdauer: integer('beitragszahlungsdauer'),
    letzteAenderungGueltigAb: date('letzte_aenderung_gueltig_ab', { mode: 'string' }),
    aenderungsGrund: text('aenderungs_grund'),
    displayFremdges: text('display_fremdges'),
    fehler: jsonb('fehler').$type<StoredFehler[]>().notNull().default([]),
    vtgGruppe: text('vtg_gruppe'),
    kuendigungCanMail: boolean('kuendigung_can_mail').notNull().default(false),
    kuendigungLaeuft: boolean('kuendigung_laeuft').notNull().default(false),
    hatZugriffsrecht: boolean('hat_zugriffsrecht').notNull().default(true),
    maklerGesellNr: text('makler_gesell_nr'),
    vermittlernummerBemerkung: text('vermittlernummer_bemerkung'),
    bezug: text('bezug'),
    bemerkungStatus: text('bemerkung_status'),
    geteiltMitKunde: boolean('geteilt_mit_kunde').notNull().default(false),
    erfassungsdatum: date('erfassungsdatum', { mode: 'string' }),
    einlesenUpdaten: boolean('einlesen_updaten').notNull().default(false),
    dateUpdatedGdv: date('date_updated_gdv', { mode: 'string' }),
    praemieBruttoJahrCents: cents('praemie_brutto_jahr_cents'),
    praemieNettoJahrCents: cents('praemie_netto_jahr_cents'),
    bestandsuebertragung: boolean('bestandsuebertragung').notNull().default(false),
    alleRechtePflichten: boolean('alle_rechte_pflichten').notNull().default(false),
    korrespondenz: boolean('korrespondenz').notNull().default(false),
    buAbgelehnt: boolean('bu_abgelehnt').notNull().default(false),
    letzteAenderung: ts('letzte_aenderung'),
    vertragssummeCents: cents('vertragssumme_cents'),
    courtageBemerkung: text('courtage_bemerkung'),
    /** The two internal checkboxes of the screen 'Abrechnungen' (issue 14): comparison calculator, offer creation. */
    courtageVergleichsrechner: boolean('courtage_vergleichsrechner').notNull().default(false),
    courtageAngebotserstellung: boolean('courtage_angebotserstellung').notNull().default(false),
    isDeeplinkAvailable: boolean('is_deeplink_available').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Normalised search text (policy number, plate, customer, Kundennr, company, Sparte); kept by triggers (migration 0006). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The customer's sort name (customers.name_sort), kept by triggers (migration 0027): the list
     * sorted by customer and a search sorted by customer read contracts alone, without the join.
     */
    customerNameSort: text('customer_name_sort').notNull().default(''),
    /**
     * The company's and the Sparte's names as the list sorts them (mw_search_norm), kept by triggers
     * (migration 0029): sorted by Gesellschaft or Sparte the list reads an index instead of sorting
     * every contract through the join (47 and 117 ms at 100 000 contracts).
     */
    gesellschaftSort: text('gesellschaft_sort').notNull().default(''),
    sparteSort: text('sparte_sort').notNull().default(''),
    /**
     * The contract's own part of its search text (policy number, plate, company, Sparte: search_text
     * without the customer's part), kept by triggers (migration 0031, docs/decisions/0035).
     */
    ownSearchText: text('own_search_text').notNull().default(''),
  },
  (t) => [
    index('contracts_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('contracts_own_search_text_idx').using('gin', sql`${t.ownSearchText} gin_trgm_ops`),
    // (sort key, id) pairs let a sorted first page read a few index entries instead of sorting the table.
    // INCLUDE (broker_id) in migration 0031: a broker's search counts his matching customers' contracts
    // from the index alone.
    index('contracts_customer_idx').on(t.customerId, t.id),
    index('contracts_kunde_sort_idx').on(t.customerNameSort, t.customerId, t.id),
    index('contracts_gesellschaft_sort_idx').on(t.gesellschaftSort, t.gesellschaftId, t.id),
    index('contracts_sparte_sort_idx').on(t.sparteSort, t.sparteId, t.id),
    index('contracts_broker_idx').on(t.brokerId, t.id),
    // The start page counts a broker structure's active contracts from this index alone.
    index('contracts_broker_status_idx').on(t.brokerId, t.status),
    index('contracts_gesellschaft_idx').on(t.gesellschaftId, t.id),
    index('contracts_sparte_idx').on(t.sparteId, t.id),
    index('contracts_nummer_idx').on(t.nummer, t.id),
    // The Datenimport finds a file's contracts by Gesellschaft and Versicherungsnummer (issue 38).
    index('contracts_gesellschaft_nummer_idx').on(t.gesellschaftId, t.nummer),
    index('contracts_status_idx').on(t.status, t.id),
    index('contracts_praemie_idx').on(t.praemieBtoZahlweiseCents, t.id),
    index('contracts_beginn_idx').on(t.beginn, t.id),
    // INCLUDE (status, broker_id) in migration 0028: the start page counts renewals from the index alone.
    index('contracts_hauptfaelligkeit_idx').on(t.hauptfaelligkeit, t.id),
  ],
);

/**
 * The Sparten of a contract (the contract's `sparten` list, entries with sparteId) with each branch's
 * main data (spec 3.6). Switching a branch off removes it: the row stays with removed_at (hidden
 * everywhere by `removed_at IS NULL`) for the retention period, with the change log.
 */
export const contractBranches = pgTable(
  'contract_branches',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    sparteId: integer('sparte_id')
      .notNull()
      .references(() => branches.id),
    /** The primary branch cannot be switched off (spec 4.3). */
    isPrimary: boolean('is_primary').notNull().default(false),
    praemieBtoZahlweiseCents: cents('praemie_bto_zahlweise_cents'),
    praemieNtoZahlweiseCents: cents('praemie_nto_zahlweise_cents'),
    tarifId: integer('tarif_id').references((): AnyPgColumn => tarife.id),
    /** Offer only active tariffs in the tariff choice. */
    onlyActivTarif: boolean('only_activ_tarif').notNull().default(true),
    versichertePerson: text('versicherte_person'),
    beginn: date('beginn', { mode: 'string' }),
    /** Further branch parameters as an ordered list of { key, value }. */
    parameters: jsonb('parameters').$type<{ key: string; value: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    removedAt: ts('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('contract_branches_contract_idx').on(t.contractId),
    uniqueIndex('contract_branches_contract_sparte_key')
      .on(t.contractId, t.sparteId)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);

/** Tarife of an insurer for a Sparte (the tariff form, spec 3.6). */
export const tarife = pgTable(
  'tarife',
  {
    id: serial('id').primaryKey(),
    bezeichnung: text('bezeichnung').notNull(),
    gesellschaftId: integer('gesellschaft_id')
      .notNull()
      .references(() => companies.id),
    /** sparteTarif: the Sparte the tariff belongs to. */
    sparteId: integer('sparte_id')
      .notNull()
      .references(() => branches.id),
    /** 'Sichtbar für' (domain: tarifSichtbarkeiten). */
    sichtbarFuer: text('sichtbar_fuer').notNull().default('ALLE'),
    /** 'inclusive Struktur': visible to the owner's structure below him too. */
    inklusiveStruktur: boolean('inklusive_struktur').notNull().default(false),
    inaktiv: boolean('inaktiv').notNull().default(false),
    /** The broker whose tariff it is; null for the office's own. */
    brokerId: integer('broker_id').references(() => brokers.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('tarife_gesellschaft_sparte_idx').on(t.gesellschaftId, t.sparteId, t.id)],
);

/** Versicherungssummen of a contract (spec 3.6); the agent (FA) variant also shows personOderObjekt. */
export const versicherungssummen = pgTable(
  'versicherungssummen',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    sparteId: integer('sparte_id').references(() => branches.id),
    bezeichnung: text('bezeichnung').notNull(),
    betragCents: cents('betrag_cents').notNull(),
    personOderObjekt: text('person_oder_objekt'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('versicherungssummen_contract_idx').on(t.contractId, t.id),
    check('versicherungssummen_betrag_check', sql`${t.betragCents} >= 0`),
  ],
);

/** Rückkaufswerte of a Vorsorge contract, one per year (spec 3.6, 5.2). */
export const rueckkaufswerte = pgTable(
  'rueckkaufswerte',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    sparteId: integer('sparte_id').references(() => branches.id),
    jahr: integer('jahr').notNull(),
    betragCents: cents('betrag_cents').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('rueckkaufswerte_contract_jahr_key').on(t.contractId, t.jahr),
    check('rueckkaufswerte_jahr_check', sql`${t.jahr} > 1900 AND ${t.jahr} < 2100`),
  ],
);

/**
 * Eingebundene Wertpapiere (funds held in a Vorsorge contract, spec 3.6). Anteile in hundredths,
 * money in cents; fondswert in the fund's currency, fondswertEuro in euros.
 */
export const wertpapiere = pgTable(
  'wertpapiere',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    sparteId: integer('sparte_id').references(() => branches.id),
    isin: char('isin', { length: 12 }).notNull(),
    wertpapiername: text('wertpapiername').notNull(),
    anlageart: text('anlageart'),
    anteileDatum: date('anteile_datum', { mode: 'string' }),
    anteileHundredths: bigint('anteile_hundredths', { mode: 'number' }),
    anlagesummeCents: cents('anlagesumme_cents'),
    fondswertCents: cents('fondswert_cents'),
    fondswertEuroCents: cents('fondswert_euro_cents'),
    waehrung: text('waehrung').notNull().default('EUR'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('wertpapiere_contract_idx').on(t.contractId, t.id)],
);

export const contractStatusHistory = pgTable(
  'contract_status_history',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    status: text('status').notNull(),
    previousStatus: text('previous_status'),
    changedAt: ts('changed_at').notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    bemerkung: text('bemerkung'),
  },
  (t) => [index('contract_status_history_contract_idx').on(t.contractId, t.changedAt)],
);
