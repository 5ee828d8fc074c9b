import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { formatDate } from '../format';
import { type ChangeLogField, changeLogFieldLabel } from './aenderungslog-fields';
import { type ChangeLogRecordType, changeLogRecordTypes } from './aenderungslog-record-types';

export const ChangeLogRecordTypeSchema = z.enum(
  changeLogRecordTypes as [ChangeLogRecordType, ...ChangeLogRecordType[]],
);

export const AenderungslogVerlaufEintragSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  originalUserName: z.string().nullable(),
  recordType: ChangeLogRecordTypeSchema,
  recordId: z.number().int(),
  field: z.string(),
  /** The German label of the field ('Vertragssparte'), for the change-log page. */
  fieldLabel: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type AenderungslogVerlaufEintrag = z.infer<typeof AenderungslogVerlaufEintragSchema>;

export const ChangeLogQuerySchema = z.object({
  recordType: ChangeLogRecordTypeSchema,
  recordId: IdSchema,
});

export const ChangeLogVerifySchema = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  brokenAtId: z.number().int().nullable(),
});

/** One field-level difference between two versions of a record. */
export type FieldChange<F extends string = string> = { field: F; oldValue: string | null; newValue: string | null };

/** A field change of one record type: only fields that the type lists can be logged. */
export type RecordChange<R extends ChangeLogRecordType> = FieldChange<ChangeLogField<R>>;

/** Compares the listed fields of before/after and returns the changed ones as text. */
export function diffFields<T extends Record<string, unknown>, K extends keyof T & string>(
  before: T,
  after: Partial<T>,
  fields: readonly K[],
): FieldChange<K>[] {
  const changes: FieldChange<K>[] = [];
  for (const field of fields) {
    if (!(field in after)) {
      continue;
    }
    const oldValue = toText(before[field]);
    const newValue = toText(after[field]);
    if (oldValue !== newValue) {
      changes.push({ field, oldValue, newValue });
    }
  }
  return changes;
}

function toText(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A logged value as a German reader expects it: Ja/Nein, DD.MM.YYYY, '–' for empty. */
export function formatChangeLogValue(value: string | null): string {
  if (value === null || value === '') {
    return '–';
  }
  if (value === 'true' || value === 'false') {
    return value === 'true' ? 'Ja' : 'Nein';
  }
  return isoDate.test(value) ? formatDate(value) : value;
}

/** 'Vertragssparte: Kraftfahrt → Hausrat' — one row of the change-log page's column Änderung. */
export function describeChange(entry: {
  recordType: ChangeLogRecordType;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}): string {
  const label = changeLogFieldLabel(entry.recordType, entry.field);
  return `${label}: ${formatChangeLogValue(entry.oldValue)} → ${formatChangeLogValue(entry.newValue)}`;
}
