import { type Actor, ChangeLogRecordSchema, type ChangeLogRecordType, type RecordChange } from '@maklerwerk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { changeLog } from '../db/schema';

export type ChangeLogRecord<R extends ChangeLogRecordType> = { type: R; id: number };
/** The changes of one record (writeChangeLogMany). */
export type ChangeLogWrite = {
  [R in ChangeLogRecordType]: { record: ChangeLogRecord<R>; changes: readonly RecordChange<R>[] };
}[ChangeLogRecordType];

/**
 * The one way services write the Änderungslog: field-level rows inside the caller's transaction,
 * so the change and its log commit or fail together. Only fields the record type lists in
 * `changeLogFieldLabels` can be written; both the viewed and the original user are kept. The
 * database chains the hashes.
 */
export async function writeChangeLog<R extends ChangeLogRecordType>(
  tx: Tx,
  /** null: nobody logged in did it (a signer through his link); the change text names who. */
  actor: Actor | null,
  record: ChangeLogRecord<R>,
  changes: readonly RecordChange<R>[],
): Promise<void> {
  await writeChangeLogMany(tx, actor, [{ record, changes } as unknown as ChangeLogWrite]);
}

/** Rows per INSERT (seven array parameters whatever the count; bounded to keep one statement short). */
const ROWS_PER_INSERT = 20_000;

/**
 * The change log of many records at once (an import's new contracts): the same rows as writeChangeLog
 * for each, in the given order. One statement per 20 000 rows, the values as seven arrays (unnest): an
 * import of 100 000 contracts writes about two million rows.
 */
export async function writeChangeLogMany(
  tx: Tx,
  actor: Actor | null,
  entries: readonly ChangeLogWrite[],
): Promise<void> {
  const rows = entries.flatMap(({ record, changes }) =>
    changes.map((c) => {
      ChangeLogRecordSchema.parse({ type: record.type, id: record.id, ...c });
      return { type: record.type, id: record.id, field: c.field, oldValue: c.oldValue, newValue: c.newValue };
    }),
  );
  const userId = actor?.viewed.id ?? null;
  const originalUserId = actor?.original.id ?? null;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    // In the given order: the chain trigger draws each id, so the order of the SELECT is the log's order.
    await tx.execute(sql`
      INSERT INTO ${changeLog} (user_id, original_user_id, record_type, record_id, field, old_value, new_value)
      SELECT ${userId}::int, ${originalUserId}::int, t, i, f, o, n
      FROM unnest(
        ${sql.param(chunk.map((r) => r.type))}::text[],
        ${sql.param(chunk.map((r) => r.id))}::int[],
        ${sql.param(chunk.map((r) => r.field))}::text[],
        ${sql.param(chunk.map((r) => r.oldValue))}::text[],
        ${sql.param(chunk.map((r) => r.newValue))}::text[]
      ) WITH ORDINALITY AS u(t, i, f, o, n, nr)
      ORDER BY nr`);
  }
}
