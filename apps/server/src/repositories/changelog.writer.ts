import type { Actor, ChangeLogRecordType, FieldChange } from '@maklerwerk/domain';
import type { Tx } from '../db/client';
import { changeLog } from '../db/schema';

/**
 * The one way services write the Änderungslog: field-level rows inside the caller's transaction,
 * so the change and its log commit or fail together. The database chains the hashes.
 */
export async function writeChangeLog(
  tx: Tx,
  actor: Actor,
  record: { type: ChangeLogRecordType; id: number },
  changes: FieldChange[],
): Promise<void> {
  if (changes.length === 0) {
    return;
  }
  await tx.insert(changeLog).values(
    changes.map((c) => ({
      userId: actor.viewed.id,
      originalUserId: actor.original.id,
      recordType: record.type,
      recordId: record.id,
      field: c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
    })),
  );
}
