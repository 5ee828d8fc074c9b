import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { companies } from './companies';
import { contracts } from './contracts';
import { customers } from './customers';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Communication items of the postbox (issue 11, spec vertrag-details.md §3 "Communication item"):
 * e-mails in and out, and the other kinds (Gespräch, Bemerkung, Schriftverkehr, Fax, SMS, Nachricht).
 * An outgoing mail is this row first (status BEREITGESTELLT) and a job of the queue; the row is the
 * outbox, so a mail is never lost when the process dies. Nothing is hard-deleted (GoBD): an e-mail
 * disappears for one user (`communication_hidden`), the other kinds are marked removed.
 */
export const communications = pgTable(
  'communications',
  {
    id: serial('id').primaryKey(),
    brokerId: integer('broker_id').references(() => brokers.id),
    customerId: integer('customer_id').references(() => customers.id),
    contractId: integer('contract_id').references(() => contracts.id),
    category: text('category').notNull(),
    /** EXTERN: came from outside (inbound mail, a received fax); otherwise written in the office. */
    extern: boolean('extern').notNull().default(false),
    subject: text('subject'),
    /** Sanitised HTML (e-mail, Bemerkung); plain text for the other kinds. */
    bodyHtml: text('body_html').notNull().default(''),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    toAddresses: text('to_addresses').array().notNull().default(sql`'{}'::text[]`),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    bccAddresses: text('bcc_addresses').array().notNull().default(sql`'{}'::text[]`),
    /** The insurer the mail is about or came from (spec §4: forwarding starts with the company selector). */
    companyId: integer('company_id').references(() => companies.id),
    /** Mail send status (spec §4): BEREITGESTELLT, SENDING, OK, ERROR; null for received items and other kinds. */
    status: text('status'),
    /**
     * A received mail's sender (decision 0041): true when SPF/DKIM/DMARC confirmed the From domain or a
     * trusted relay handed it over; false when not (the mail stays unassigned, marked); null for other
     * items and mail received before the check.
     */
    absenderBestaetigt: boolean('absender_bestaetigt'),
    /** Message-ID of the mail, the same on every attempt (a receiver can tell a repeated delivery). */
    messageId: text('message_id'),
    /** Delivery attempts of an outgoing mail (one more may follow a server that died after sending). */
    attempts: integer('attempts').notNull().default(0),
    /** When the last delivery attempt started. */
    lastAttemptAt: at('last_attempt_at'),
    lastError: text('last_error'),
    /** When it was sent or received (the postbox's date). */
    date: at('date').notNull().defaultNow(),
    /** Kind-specific fields: a Gespräch's number, direction and duration. */
    details: jsonb('details').$type<Record<string, string | number | null>>(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('communications_contract_date_idx').on(t.contractId, t.date, t.id),
    index('communications_customer_date_idx').on(t.customerId, t.date, t.id),
  ],
);

/** Files of a mail: a content-addressed blob each; pending (no communication yet) while being composed. */
export const communicationAttachments = pgTable(
  'communication_attachments',
  {
    id: serial('id').primaryKey(),
    communicationId: integer('communication_id').references(() => communications.id),
    blobHash: text('blob_hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name').notNull(),
    /** Who uploaded a pending attachment (only he may attach it). */
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('communication_attachments_comm_idx').on(t.communicationId, t.id)],
);

/** A mark one user sets on an item (hidden for him, read by him): one row per item and user. */
function perUserMark<T extends string, A extends string>(table: T, atColumn: A) {
  return pgTable(
    table,
    {
      communicationId: integer('communication_id')
        .notNull()
        .references(() => communications.id),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id),
      markedAt: at(atColumn).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.communicationId, t.userId] })],
  );
}

/** 'Soll die E-Mail für Sie gelöscht werden?': the mail is gone for this user, the archive keeps it. */
export const communicationHidden = perUserMark('communication_hidden', 'hidden_at');

/** Who has read an item (the start page's unread mail). */
export const communicationRead = perUserMark('communication_read', 'read_at');

/**
 * The job queue (docs/decisions/0020): one row per job, claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so that several server instances run each job once and a job of a dead process runs again
 * after its lease. Retries wait exponentially longer; finished jobs keep their row for a while.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: at('finished_at'),
    failedAt: at('failed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.finishedAt} IS NULL AND ${t.failedAt} IS NULL`)],
);
