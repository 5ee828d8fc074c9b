import { type ChangeLogRecordType, changeLogRecordTypes } from './aenderungslog-record-types';

// Without zod: the route of the Änderungslog reads the type (every route's search reader is in the first page).

/**
 * The kinds of log the page shows (spec 2.5): a contract (`vers`), a person, a customer's data, a
 * broker's data, or any record type by its own name (docs/decisions/0024).
 */
export const aenderungslogTypen = [
  'vers',
  'kundendaten',
  'vermittlerdaten',
  ...changeLogRecordTypes.filter((t) => t !== 'versicherung'),
] as const;
export type AenderungslogTyp =
  | 'vers'
  | 'kundendaten'
  | 'vermittlerdaten'
  | Exclude<ChangeLogRecordType, 'versicherung'>;
