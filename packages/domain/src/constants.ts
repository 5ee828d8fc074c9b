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
