import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contracts } from './contracts';
import { persons } from './customers';
import { users } from './users';

/** Old policy numbers of a contract ('Historische VSNR'): written whenever `nummer` changes. */
export const policyNumberHistory = pgTable(
  'policy_number_history',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    polNr: text('pol_nr').notNull(),
    dateChanged: date('date_changed', { mode: 'string' }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
  },
  (t) => [index('policy_number_history_contract_idx').on(t.contractId, t.dateChanged)],
);

/** The insured object of a contract (spec 2.3); at most one per contract. */
export const versicherteSachen = pgTable(
  'versicherte_sachen',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    verssache: text('verssache'),
    zusatz: text('zusatz'),
    strasse: text('strasse'),
    hausnr: text('hausnr'),
    plz: text('plz'),
    ort: text('ort'),
    land: text('land'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('versicherte_sachen_contract_uq').on(t.contractId)],
);

/** Vertragspersonen: links between a contract and persons of its customer, with a role. */
export const contractPersons = pgTable(
  'contract_persons',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    vtgrolle: text('vtgrolle').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_persons_contract_idx').on(t.contractId, t.id),
    uniqueIndex('contract_persons_link_uq').on(t.contractId, t.personId, t.vtgrolle),
  ],
);

/**
 * Fahrzeugdaten of a motor contract (spec 3); one row per contract. Column keys follow the spec's
 * field names. neuwert and zeitwert are whole euros: the spec defines them as integers.
 */
export const fahrzeugdaten = pgTable(
  'fahrzeugdaten',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    kennzeichen: text('kennzeichen'),
    fzgart: text('fzgart'),
    marke: text('marke'),
    handelsbez: text('handelsbez'),
    leistung: integer('leistung'),
    hubraum: integer('hubraum'),
    plaetze: integer('plaetze'),
    nutzlast: integer('nutzlast'),
    verwendzweck: text('verwendzweck'),
    nutzerkreis: text('nutzerkreis'),
    antriebsart: text('antriebsart'),
    erstzulassdat: date('erstzulassdat', { mode: 'string' }),
    zulassung_vn_seit: date('zulassung_vn_seit', { mode: 'string' }),
    kilometerstand: integer('kilometerstand'),
    kilometerstand_am: date('kilometerstand_am', { mode: 'string' }),
    kilometerleistung: integer('kilometerleistung'),
    leasing: boolean('leasing'),
    kat: boolean('kat'),
    abs: boolean('abs'),
    neuwert: integer('neuwert'),
    zeitwert: integer('zeitwert'),
    zeitwert_vom: date('zeitwert_vom', { mode: 'string' }),
    motornr: text('motornr'),
    stellplatz: text('stellplatz'),
    wegfahrsperre: boolean('wegfahrsperre'),
    fahrgestnr: text('fahrgestnr'),
    schluesselnr_fzg: text('schluesselnr_fzg'),
    schluesselnr_herst: text('schluesselnr_herst'),
    schluesselnr_typ: text('schluesselnr_typ'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('fahrzeugdaten_contract_uq').on(t.contractId)],
);
