// Without zod and without the field lists: the Änderungslog's route reads the types (every route's search
// reader is in the first page). aenderungslog-fields.ts labels the fields of each type; its labels must name
// exactly these types (`satisfies` there).

const recordTypes = [
  'versicherung',
  'kunde',
  'person',
  'bankverbindung',
  'fahrzeug',
  'versicherte-sache',
  'vertragsperson',
  'ansprechpartner',
  'schadensmeldung',
  'anmerkung',
  'dokument',
  'kommunikation',
  'termin',
  'buchung',
  'zubringer',
  'versicherungssumme',
  'rueckkaufswert',
  'wertpapier',
  'sparte',
  'tarif',
  'formular',
  'benutzer',
] as const;
export type ChangeLogRecordType = (typeof recordTypes)[number];
/** The kinds of record the change log writes, in the order of their field labels. */
export const changeLogRecordTypes: ChangeLogRecordType[] = [...recordTypes];
