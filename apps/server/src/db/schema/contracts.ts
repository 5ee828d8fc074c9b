import type { StoredFehler } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
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
  },
  (t) => [
    index('contracts_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // (sort key, id) pairs let a sorted first page read a few index entries instead of sorting the table.
    index('contracts_customer_idx').on(t.customerId, t.id),
    index('contracts_broker_idx').on(t.brokerId, t.id),
    // The start page counts a broker structure's active contracts from this index alone.
    index('contracts_broker_status_idx').on(t.brokerId, t.status),
    index('contracts_gesellschaft_idx').on(t.gesellschaftId, t.id),
    index('contracts_sparte_idx').on(t.sparteId, t.id),
    index('contracts_nummer_idx').on(t.nummer, t.id),
    index('contracts_status_idx').on(t.status, t.id),
    index('contracts_praemie_idx').on(t.praemieBtoZahlweiseCents, t.id),
    index('contracts_beginn_idx').on(t.beginn, t.id),
    index('contracts_hauptfaelligkeit_idx').on(t.hauptfaelligkeit, t.id),
  ],
);

/** Further Sparten of a contract (the contract's `sparten` list, entries with sparteId). */
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
  },
  (t) => [index('contract_branches_contract_idx').on(t.contractId)],
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
