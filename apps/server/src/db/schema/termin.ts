import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { contracts } from './contracts';
import { customers, persons } from './customers';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Appointments, tasks and activities (issue 13; spec 002 §3.1). `begin_local`/`end_local` are the German
 * wall-clock times the user entered ('YYYY-MM-DD HH:mm' as timestamp without zone): a series keeps its
 * local time across summer and winter time; `begin_at`/`end_at` are the instants of the first
 * occurrence for ordering and range queries. A series is its RRULE; deleted or moved occurrences are
 * its `exdates` (local times). Nothing is hard-deleted.
 */
export const termine = pgTable(
  'termine',
  {
    id: serial('id').primaryKey(),
    art: text('art', { enum: ['TERMIN', 'AUFGABE', 'AKTIVITAET'] }).notNull(),
    label: text('label').notNull(),
    /** Sanitised HTML. */
    text: text('text').notNull().default(''),
    place: text('place').notNull().default(''),
    beginLocal: timestamp('begin_local', { mode: 'string' }).notNull(),
    endLocal: timestamp('end_local', { mode: 'string' }).notNull(),
    beginAt: at('begin_at').notNull(),
    /** The end of the last occurrence (null: the series has no end): the range query's upper bound. */
    seriesEndAt: at('series_end_at'),
    fullDay: boolean('full_day').notNull().default(false),
    color: text('color').notNull().default(''),
    bereich: text('bereich').notNull(),
    contractId: integer('contract_id').references(() => contracts.id),
    customerId: integer('customer_id').references(() => customers.id),
    status: text('status').notNull().default('OFFEN'),
    sellingPhase: text('selling_phase').notNull().default('KEINE_ANGABEN'),
    activityArt: text('activity_art'),
    produkt: text('produkt').notNull().default(''),
    geschaeftwertCents: bigint('geschaeftwert_cents', { mode: 'number' }),
    private: boolean('private').notNull().default(false),
    bestaetigt: boolean('bestaetigt').notNull().default(false),
    retry: text('retry').notNull().default('Keine'),
    retryDays: text('retry_days').array().notNull().default(sql`'{}'::text[]`),
    retryCount: integer('retry_count'),
    retryMaxDate: date('retry_max_date', { mode: 'string' }),
    rrule: text('rrule'),
    exdates: timestamp('exdates', { mode: 'string' }).array().notNull().default(sql`'{}'::timestamp[]`),
    /** A single occurrence taken out of a series keeps where it came from. */
    seriesId: integer('series_id'),
    alarmEmail: integer('alarm_email'),
    alarmModuEmail: text('alarm_modu_email').notNull().default('MINUTEN'),
    alarmMsc: integer('alarm_msc'),
    alarmModusMsc: text('alarm_modus_msc').notNull().default('MINUTEN'),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    doneAt: at('done_at'),
    version: integer('version').notNull().default(1),
    deletedAt: at('deleted_at'),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
  },
  (t) => [
    index('termine_contract_idx').on(t.contractId, t.beginAt).where(sql`deleted_at IS NULL`),
    index('termine_owner_range_idx').on(t.ownerUserId, t.beginAt).where(sql`deleted_at IS NULL`),
    index('termine_customer_idx').on(t.customerId).where(sql`deleted_at IS NULL`),
    // A customer's new items of the last hour and day (the limit of termin-rate-limit.ts, issue 35).
    index('termine_created_by_idx').on(t.createdByUserId, t.createdAt),
  ],
);

/** Participants (spec §3.2): a login user, a customer, a person, a broker, or just a name and address. */
export const terminBeteiligte = pgTable(
  'termin_beteiligte',
  {
    id: serial('id').primaryKey(),
    terminId: integer('termin_id')
      .notNull()
      .references(() => termine.id),
    userId: integer('user_id').references(() => users.id),
    customerId: integer('customer_id').references(() => customers.id),
    personId: integer('person_id').references(() => persons.id),
    brokerId: integer('broker_id').references(() => brokers.id),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    /**
     * The office user who typed `email` (a bare address, or another than the known one of the user,
     * customer or broker; issue 35): reminder mails go to a typed address only when an office user typed
     * it, else to the known address looked up when they are sent.
     */
    emailEnteredByUserId: integer('email_entered_by_user_id').references(() => users.id),
    rolle: text('rolle').notNull(),
    canChange: boolean('can_change').notNull().default(false),
    alarmMail: boolean('alarm_mail').notNull().default(false),
    alarmMsc: boolean('alarm_msc').notNull().default(false),
    alarmDailyMail: boolean('alarm_daily_mail').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('termin_beteiligte_termin_idx').on(t.terminId),
    index('termin_beteiligte_user_idx').on(t.userId),
    index('termin_beteiligte_customer_idx').on(t.customerId),
  ],
);

/** Attachments: a blob of the file store; uploaded first (termin_id null), bound on save. */
export const terminFiles = pgTable(
  'termin_files',
  {
    id: serial('id').primaryKey(),
    terminId: integer('termin_id').references(() => termine.id),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    copyFileId: integer('copy_file_id'),
    uploadedByUserId: integer('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [index('termin_files_termin_idx').on(t.terminId)],
);

/** The editor's draft while the user is in a picker: one per user. */
export const terminDrafts = pgTable('termin_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  draft: jsonb('draft').notNull(),
  savedAt: at('saved_at').notNull().defaultNow(),
});

/** The secret address of a user's iCal feed (SHA-256 of the token; the token is shown once). */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ical_feeds_token_idx').on(t.tokenHash)],
);

/**
 * In-app alarms (alarmMsc): written by the alarm job at the right minute, delivered to the browser by
 * the event stream, kept until seen.
 */
export const terminAlarme = pgTable(
  'termin_alarme',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    terminId: integer('termin_id')
      .notNull()
      .references(() => termine.id),
    occurrenceLocal: timestamp('occurrence_local', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
  },
  (t) => [index('termin_alarme_user_idx').on(t.userId).where(sql`seen_at IS NULL`)],
);

/** Text shortcuts of the office (Textbausteine). */
export const textbausteine = pgTable('textbausteine', {
  id: serial('id').primaryKey(),
  kuerzel: text('kuerzel').notNull().unique(),
  text: text('text').notNull(),
});
