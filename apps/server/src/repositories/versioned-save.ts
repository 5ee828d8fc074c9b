import { type Actor, AppError, type ChangeLogRecordType, diffFields, type RecordChange } from '@maklerwerk/domain';
import type { Db, Tx } from '../db/client';
import { type ChangeLogRecord, writeChangeLog } from './aenderungslog.writer';

export type VersionedSave<R extends ChangeLogRecordType, T extends Record<string, unknown>> = {
  /** The record whose change-log rows are written (type and id). */
  record: ChangeLogRecord<R>;
  /** The version the reader saw, and the version the row has now. */
  expectedVersion: number;
  currentVersion: number;
  before: T;
  after: T;
  /** The fields compared and logged; each must be a field of the record type. */
  fields: readonly (keyof T & RecordChange<R>['field'])[];
  /** Turns raw values into what the log shows (ids into names); optional. */
  label?: (changes: RecordChange<R>[]) => RecordChange<R>[];
  /** The versioned update (or insert at version 0): false when another save came first. */
  write: (tx: Tx) => Promise<boolean>;
  /** Further writes of the same change (history rows, a copied plate), in the same transaction. */
  alongside?: (tx: Tx, changes: RecordChange<R>[]) => Promise<void>;
};

/**
 * The one save of a versioned record: version check (409), field diff, and one transaction with
 * the versioned write, its stale check and the change-log rows. Returns the logged changes; an
 * unchanged record is not written at all.
 */
export async function saveVersioned<R extends ChangeLogRecordType, T extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  save: VersionedSave<R, T>,
): Promise<RecordChange<R>[]> {
  if (save.currentVersion !== save.expectedVersion) {
    throw new AppError('STALE_VERSION');
  }
  const raw = diffFields(save.before, save.after, save.fields) as RecordChange<R>[];
  const changes = save.label ? save.label(raw) : raw;
  if (changes.length === 0) {
    return changes;
  }
  await db.transaction(async (tx) => {
    if (!(await save.write(tx))) {
      throw new AppError('STALE_VERSION');
    }
    await save.alongside?.(tx, changes);
    await writeChangeLog(tx, actor, save.record, changes);
  });
  return changes;
}
