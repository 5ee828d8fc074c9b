import { changeLogFieldLabel, changeLogFieldLabels, changeLogRecordTypeLabels } from './aenderungslog-fields';
import type { ChangeLogRecordType } from './aenderungslog-record-types';
import { formatChangeLogValue } from './aenderungslog-verlauf.schema';

/**
 * Column Nutzer: who really did it, and as whom when viewing as somebody ('Ina Intern als Max
 * Makler'). `user` is the viewed user the row was written for, `original` who was logged in.
 */
export function changeLogUserText(
  user: { id: number | null; name: string | null },
  original: { id: number | null; name: string | null },
): string {
  const really = original.name ?? user.name;
  if (really === null) {
    return 'System';
  }
  if (original.id !== null && user.id !== null && original.id !== user.id && user.name !== null) {
    return `${really} als ${user.name}`;
  }
  return really;
}

/** Column Eintrag: the field's label, prefixed by the record type's label where the log mixes types. */
export function changeLogEntryText(recordType: ChangeLogRecordType, field: string, withType: boolean): string {
  const label = changeLogFieldLabel(recordType, field);
  return withType ? `${changeLogRecordTypeLabels[recordType]}: ${label}` : label;
}

/** Column Änderung: 'alt → neu' for a German reader. */
export const changeLogChangeText = (oldValue: string | null, newValue: string | null) =>
  `${formatChangeLogValue(oldValue)} → ${formatChangeLogValue(newValue)}`;

/**
 * The (record type, field) pairs of `types` whose Eintrag text contains `text` (case-insensitive):
 * the text search finds a label without the database knowing the labels.
 */
export function fieldsMatching(
  types: readonly ChangeLogRecordType[],
  text: string,
  withType: (type: ChangeLogRecordType) => boolean,
): { recordType: ChangeLogRecordType; field: string }[] {
  const needle = text.toLocaleLowerCase('de-DE');
  return types.flatMap((recordType) =>
    Object.keys(changeLogFieldLabels[recordType])
      .filter((field) =>
        changeLogEntryText(recordType, field, withType(recordType)).toLocaleLowerCase('de-DE').includes(needle),
      )
      .map((field) => ({ recordType, field })),
  );
}
