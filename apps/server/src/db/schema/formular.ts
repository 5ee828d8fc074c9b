import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { companies } from './companies';
import { contracts } from './contracts';
import { customers } from './customers';
import { documents } from './dokument';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Form definitions (issue 16, decision 0027): one row per form and version, never changed once
 * answers refer to it; a new version is a new row. `definition` is the domain's FormularDefinition.
 */
export const formularDefinitionen = pgTable(
  'formular_definitionen',
  {
    id: serial('id').primaryKey(),
    /** The form's path in /beratung/formulare/antrag/{formGroupPath}/{formPath}. */
    formGroupPath: text('form_group_path').notNull(),
    formPath: text('form_path').notNull(),
    version: integer('version').notNull(),
    /** antragTyp of the spec: what kind of form (BERATUNGSDOKUMENTATION, ANTRAG, ANLEGERPROFIL, BESCHWERDE …). */
    antragTyp: text('antrag_typ').notNull(),
    label: text('label').notNull(),
    /** Sparten keys (branches.key) the form fits; empty: every contract. */
    sparten: text('sparten').array().notNull().default(sql`'{}'::text[]`),
    definition: jsonb('definition').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('formular_definitionen_path_version_key').on(t.formGroupPath, t.formPath, t.version)],
);

/**
 * Filled forms (Antragsdaten): the answers with the definition version they were made with, the
 * server's warnings, the state, and the PDF made when the form was finished.
 */
export const formularAntraege = pgTable(
  'formular_antraege',
  {
    id: serial('id').primaryKey(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => formularDefinitionen.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    contractId: integer('contract_id').references(() => contracts.id),
    brokerId: integer('broker_id').references(() => brokers.id),
    /** OFFEN while being filled; ANTRAG_ORDNUNG or ANTRAG_FEHLER once finished. */
    status: text('status').notNull().default('OFFEN'),
    /** The investor profile's state (FEHLERHAFT, BESTATIGT, BESTATIGT_OK, BESTATIGT_PENDING). */
    anlegerprofilStatus: text('anlegerprofil_status'),
    /** Who confirmed the investor profile (BESTATIGT); the double check (BESTATIGT_OK) needs somebody else. */
    anlegerprofilBestaetigtVon: integer('anlegerprofil_bestaetigt_von').references(() => users.id),
    answers: jsonb('answers').notNull().default({}),
    /** { antragWarnings: {field: text}, positionWarnings: {field: text} } from the server's checks. */
    warnings: jsonb('warnings').notNull().default({}),
    readOnly: boolean('read_only').notNull().default(false),
    isSigniert: boolean('is_signiert').notNull().default(false),
    /** The PDF made when the form was finished. */
    documentId: integer('document_id').references(() => documents.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('formular_antraege_customer_idx').on(t.customerId, t.id),
    index('formular_antraege_contract_idx').on(t.contractId, t.id),
    index('formular_antraege_document_idx').on(t.documentId),
  ],
);

/**
 * Comparison and offer portals (spec §6, issue 16 item 4): where the header's external access leads,
 * with the mapping of our fields to the portal's parameters ({ portalField: ourField }).
 */
export const vergleichsportale = pgTable('vergleichsportale', {
  id: serial('id').primaryKey(),
  /** toolLabel of /beratung/vergleichsrechner/{toolLabel}. */
  toolLabel: text('tool_label').notNull().unique(),
  itemLabel: text('item_label').notNull(),
  labelHtml: text('label_html'),
  companyLabel: text('company_label'),
  actionLabel: text('action_label').notNull(),
  path: text('path').notNull(),
  /** Where the data are handed over (the demo's point to the app's own receiving page). */
  url: text('url').notNull(),
  /** Ask whether to hand over the customer's data or anonymise name and address. */
  askOptions: boolean('ask_options').notNull().default(true),
  fieldMapping: jsonb('field_mapping').$type<Record<string, string>>().notNull().default({}),
  /** Sparten keys the portal compares; empty: every contract. */
  sparten: text('sparten').array().notNull().default(sql`'{}'::text[]`),
  aktiv: boolean('aktiv').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Each handover of data to a portal (also in the change log): what went out, anonymised or not. */
export const portalUebergaben = pgTable(
  'portal_uebergaben',
  {
    id: serial('id').primaryKey(),
    portalId: integer('portal_id')
      .notNull()
      .references(() => vergleichsportale.id),
    contractId: integer('contract_id').references(() => contracts.id),
    customerId: integer('customer_id').references(() => customers.id),
    anonym: boolean('anonym').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('portal_uebergaben_contract_idx').on(t.contractId, t.id)],
);

/** The insurer's portal links for a contract (tab 'Versicherungsportal'); {nummer} is the policy number. */
export const versichererDeeplinks = pgTable(
  'versicherer_deeplinks',
  {
    id: serial('id').primaryKey(),
    gesellschaftId: integer('gesellschaft_id')
      .notNull()
      .references(() => companies.id),
    label: text('label').notNull(),
    urlTemplate: text('url_template').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('versicherer_deeplinks_gesellschaft_idx').on(t.gesellschaftId, t.sort)],
);
