import { z } from 'zod';

/** Record types that write field-level change-log rows. */
export const changeLogRecordTypes = [
  'versicherung',
  'kunde',
  'person',
  'vermittler',
  'gesellschaft',
  // Parts of a contract: their rows carry the contract's id as record id.
  'fahrzeug',
  'versicherte-sache',
  'vertragsperson',
  'ansprechpartner',
] as const;

/** Record types whose record id is the id of the contract they belong to. */
export const contractPartRecordTypes: readonly ChangeLogRecordType[] = [
  'fahrzeug',
  'versicherte-sache',
  'vertragsperson',
];
export const ChangeLogRecordTypeSchema = z.enum(changeLogRecordTypes);
export type ChangeLogRecordType = z.infer<typeof ChangeLogRecordTypeSchema>;

export const ChangeLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  originalUserName: z.string().nullable(),
  recordType: ChangeLogRecordTypeSchema,
  recordId: z.number().int(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type ChangeLogEntry = z.infer<typeof ChangeLogEntrySchema>;

export const ChangeLogQuerySchema = z.object({
  recordType: ChangeLogRecordTypeSchema,
  recordId: z.coerce.number().int().positive(),
});

export const ChangeLogVerifySchema = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  brokenAtId: z.number().int().nullable(),
});

/** One field-level difference between two versions of a record. */
export type FieldChange = { field: string; oldValue: string | null; newValue: string | null };

/** Compares the listed fields of before/after and returns the changed ones as text. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  const changes: FieldChange[] = [];
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
