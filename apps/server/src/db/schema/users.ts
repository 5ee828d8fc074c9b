import type { Rights } from '@maklerwerk/domain';

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { customers } from './customers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    kind: text('kind', { enum: ['broker', 'agent', 'internal', 'customer'] }).notNull(),
    brokerId: integer('broker_id').references(() => brokers.id),
    customerId: integer('customer_id').references(() => customers.id),
    tenant: text('tenant').notNull().default('standard'),
    rights: jsonb('rights').$type<Rights>().notNull(),
    active: boolean('active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The user's table page size (TABLE_PAGE_SIZES of the domain, the check below); null: the spec's sizes. */
    tablePageSize: integer('table_page_size'),
  },
  (t) => [
    index('users_customer_idx').on(t.customerId),
    index('users_broker_idx').on(t.brokerId),
    check('users_table_page_size_check', sql`${t.tablePageSize} IN (10, 25, 50, 100)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    viewedUserId: integer('viewed_user_id').references(() => users.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password guesses (login, password change) per username and client address, for the rate limit
 * that survives several server instances; `ip` is an IPv4 address or an IPv6 /64 network. A guess
 * is recorded before the password is checked and removed after a success.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_at_idx').on(t.username, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
  ],
);

/** The records a user opened last (start page 'Zuletzt geöffnet'): one row per user and record. */
export const recentViews = pgTable(
  'recent_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recordType: text('record_type', { enum: ['kunde', 'vertrag'] }).notNull(),
    recordId: integer('record_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recordType, t.recordId] }),
    index('recent_views_user_idx').on(t.userId, t.recordType, t.viewedAt),
  ],
);
