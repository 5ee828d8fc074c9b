import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Änderungslog: append-only (a trigger refuses UPDATE/DELETE/TRUNCATE) and hash-chained (a trigger
 * sets prev_hash and hash on insert), see migration 0001.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    userId: integer('user_id'),
    originalUserId: integer('original_user_id'),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('change_log_record_idx').on(t.recordType, t.recordId, t.id),
    // The Änderungslog page: one record's rows from a date on, newest first (issue 15).
    index('change_log_record_at_idx').on(t.recordType, t.recordId, t.at),
    // The office-wide Änderungslog (internal staff): everything from a date on, newest first.
    index('change_log_at_idx').on(t.at, t.id),
  ],
);
