import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { contracts } from './contracts';
import { customers } from './customers';
import { damageReports } from './schadensmeldung';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Documents of the archive (issue 10). A document belongs to a broker's office (the data scope), to a
 * customer (except the office's Eigene Dokumente), optionally to a contract and a damage report, and
 * lives in a folder (node_id). It is never hard-deleted: removed_at marks `exists = false`.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    brokerId: integer('broker_id').references(() => brokers.id),
    customerId: integer('customer_id').references(() => customers.id),
    contractId: integer('contract_id').references(() => contracts.id),
    damageReportId: integer('damage_report_id').references(() => damageReports.id),
    nodeId: text('node_id').notNull(),
    bezeichnung: text('bezeichnung').notNull(),
    datum: date('datum', { mode: 'string' }).notNull(),
    bemerkung: text('bemerkung'),
    kundenFreigabe: boolean('kunden_freigabe').notNull().default(false),
    vorlageStatus: text('vorlage_status'),
    signaturStatus: text('signatur_status'),
    /** Photos and further papers are attached before signing (the picture-attachment flow). */
    bildAnhang: boolean('bild_anhang').notNull().default(false),
    /** False: the insurer's form cannot be signed electronically (only downloaded). */
    signaturGeeignet: boolean('signatur_geeignet').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One index per archive the tables page through: (owner, folder, date, id) in both sort directions.
    index('documents_contract_node_idx').on(t.contractId, t.nodeId, t.datum, t.id),
    index('documents_damage_node_idx').on(t.damageReportId, t.nodeId, t.datum, t.id),
    index('documents_customer_node_idx').on(t.customerId, t.nodeId, t.datum, t.id),
    index('documents_broker_node_idx').on(t.brokerId, t.nodeId, t.datum, t.id),
  ],
);

/**
 * The stored files of a document, each a content-addressed blob. A new version of a file is a new row
 * with the same lineage (the id of its first version) and the next version_no; the old row gets
 * superseded_at and stays downloadable. The document's current files are those not superseded.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    lineageId: integer('lineage_id'),
    versionNo: integer('version_no').notNull().default(1),
    blobHash: text('blob_hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name').notNull(),
    originalFileName: text('original_file_name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    supersededAt: at('superseded_at'),
  },
  (t) => [
    index('document_files_document_idx').on(t.documentId, t.id),
    index('document_files_current_idx').on(t.documentId, t.id).where(sql`${t.supersededAt} IS NULL`),
    index('document_files_blob_idx').on(t.blobHash),
    uniqueIndex('document_files_lineage_version_idx').on(t.lineageId, t.versionNo),
  ],
);

/** A ZIP of a selection, handed out for a few minutes to the user who chose it (issue 10 §8). */
export const downloadBundles = pgTable('download_bundles', {
  token: text('token').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  fileIds: integer('file_ids').array().notNull(),
  name: text('name').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Secrets the servers share (the download-token key): made once per database, never in a URL. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Live documents per folder of a contract (and how many of them are released), kept by a trigger on
 * `documents` (migration 0015): a folder of 10 000 documents answers its page count without counting.
 */
export const documentFolderCounts = pgTable(
  'document_folder_counts',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    nodeId: text('node_id').notNull(),
    live: integer('live').notNull().default(0),
    released: integer('released').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.nodeId] })],
);
