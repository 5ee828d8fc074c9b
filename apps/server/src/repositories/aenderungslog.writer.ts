import { type Actor, ChangeLogRecordSchema, type ChangeLogRecordType, type RecordChange } from '@maklerwerk/domain';
import type { Tx } from '../db/client';
import { changeLog } from '../db/schema';

export type ChangeLogRecord<R extends ChangeLogRecordType> = { type: R; id: number };

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
  if (changes.length === 0) {
    return;
  }
  for (const c of changes) {
    ChangeLogRecordSchema.parse({ type: record.type, id: record.id, ...c });
  }
  await tx.insert(changeLog).values(
    changes.map((c) => ({
      userId: actor?.viewed.id ?? null,
      originalUserId: actor?.original.id ?? null,
      recordType: record.type,
      recordId: record.id,
      field: c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
    })),
  );
}
