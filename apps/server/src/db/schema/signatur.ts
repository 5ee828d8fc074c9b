import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documentFiles, documents } from './dokument';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A signing run of one document version (issue 12): the office places fields and names the signers;
 * it ends signed (a new, digitally signed version in signed_file_id), declined or withdrawn.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    /** The version signed: a link is bound to it, a newer version makes it invalid. */
    fileId: integer('file_id')
      .notNull()
      .references(() => documentFiles.id),
    originalSha256: text('original_sha256').notNull(),
    state: text('state').notNull().default('OFFEN'),
    consentText: text('consent_text').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    signedFileId: integer('signed_file_id').references(() => documentFiles.id),
    /** SHA-256 of the signed PDF as handed out: the verify page finds the run by it. */
    signedSha256: text('signed_sha256'),
  },
  (t) => [
    index('signature_requests_document_idx').on(t.documentId, t.id),
    index('signature_requests_signed_sha_idx').on(t.signedSha256),
    // The start page's 'Dokumente zur Unterschrift': the open runs, newest first.
    index('signature_requests_open_idx').on(t.createdAt, t.id).where(sql`${t.state} = 'OFFEN'`),
  ],
);

/** A person who signs, in order; the link's token is stored only as its SHA-256. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    orderNo: integer('order_no').notNull(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    state: text('state').notNull(),
    openedAt: at('opened_at'),
    signedAt: at('signed_at'),
    declinedAt: at('declined_at'),
    declineReason: text('decline_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method'),
    /** The drawn signature (PNG, base64) or the typed name. */
    signaturePng: text('signature_png'),
    signatureTyped: text('signature_typed'),
  },
  (t) => [
    uniqueIndex('signature_signers_token_idx').on(t.tokenHash),
    index('signature_signers_request_idx').on(t.requestId, t.orderNo),
  ],
);

/** Where a signer signs: fractions of the page, origin top-left. */
export const signatureFields = pgTable(
  'signature_fields',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    signerId: integer('signer_id')
      .notNull()
      .references(() => signatureSigners.id),
    page: integer('page').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
  },
  (t) => [index('signature_fields_request_idx').on(t.requestId)],
);

/** The audit trail of a run: sent, opened, signed, declined, withdrawn, completed, link renewed. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    signerId: integer('signer_id').references(() => signatureSigners.id),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    at: at('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('signature_events_request_idx').on(t.requestId, t.id)],
);

/** Documents appended to a document before signing (picture attachments); permanent (spec §4). */
export const documentAppendices = pgTable(
  'document_appendices',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    appendedDocumentId: integer('appended_document_id')
      .notNull()
      .references(() => documents.id),
    appendedAt: at('appended_at').notNull().defaultNow(),
    appendedByUserId: integer('appended_by_user_id').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.appendedDocumentId] })],
);
