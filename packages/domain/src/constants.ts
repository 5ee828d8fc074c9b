/** Page sizes and limits from the specification (vertrag-details.md section 9). */
export const PAGE_SIZE = {
  contracts: 25,
  contractPersons: 20,
  companyContacts: 20,
  damageReports: 10,
  notes: 10,
  postbox: 30,
  /** Customer list: spec 002 §9 'Paginated table default page size 25'. */
  customers: 25,
  /** Document table: spec dokumente-formulare.md §9 'page size default 20 rows'. */
  documents: 20,
  /** Documents per call of the legacy archive (vertrag-details.md §9). */
  documentsPerCall: 200,
  /** A customer's filled forms (card 'Formulare und Beratung'), like the document table. */
  formulare: 20,
} as const;

export const MAX_PAGE_SIZE = 100;
/**
 * The page sizes a user may choose for his tables (users.table_page_size; spec termine-courtage-
 * aenderungslog.md 3.10 'load broker page table size'). Without a setting a table keeps the spec's size
 * (the change log: 25). Every size is a page the server accepts (at most MAX_PAGE_SIZE).
 */
export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
/** Lists count exactly up to this many rows; beyond, the total shows as 'mehr als 10.000' (docs/decisions/0010). */
export const LIST_COUNT_CAP = 10_000;
export const PRODUKTBEZ_MAX = 300;
export const VORSORGE_GROUP = 'Vorsorge';
/** Category of the motor lines: their contracts carry vehicle data. */
export const KRAFTFAHRT_KATEGORIE = 'Kraftfahrt';
export const API_BASE = '/MSC3/restful';

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'mw_csrf';
export const SESSION_COOKIE = 'mw_session';

/**
 * Limits on what one user makes the office send (issue 35, docs/decisions/0040). A customer's session
 * (also an office user viewing as a customer) creates at most so many appointments, tasks and activities;
 * the items a user created send at most so many reminder mails (a series counts the mails of each
 * occurrence): the worker sends no more, and a save with an e-mail reminder is refused while the limit
 * is reached.
 */
export const TERMIN_RATE_LIMITS = {
  customerItemsPerHour: 10,
  customerItemsPerDay: 30,
  alarmMailsPerHour: 200,
  alarmMailsPerDay: 1000,
} as const;

export const TERMIN_RATE_MESSAGES = {
  customerItems:
    'Sie haben in kurzer Zeit zu viele Termine und Aufgaben angelegt. Bitte versuchen Sie es später erneut.',
  alarmMails:
    'Für Ihre Termine wurden in kurzer Zeit zu viele Erinnerungs-E-Mails verschickt. Bitte speichern Sie den Eintrag ohne E-Mail-Erinnerung oder versuchen Sie es später erneut.',
} as const;
