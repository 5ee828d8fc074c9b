import { z } from 'zod';
import type { ContractStatus } from '../vertrag/vertrag-status';
import { ContractStatusSchema } from '../vertrag/vertrag-status.schema';

/** The renewal list looks this many days ahead (issue 8: 'Hauptfälligkeit in den nächsten 90 Tagen'). */
export const RENEWAL_WINDOW_DAYS = 90;
/**
 * Contracts whose Hauptfälligkeit the renewal list shows: those that run (a cancelled one ends at that
 * date, which the broker wants to see coming too). Offers, applications and ended contracts have none.
 */
export const renewalStatuses = [
  'aktiv',
  'beitragsfrei',
  'ruhend',
  'gekuendigt',
] as const satisfies readonly ContractStatus[];

/** Rows of the renewal list on the start page; the count says how many there are in all. */
export const RENEWAL_LIST_SIZE = 10;
/**
 * The renewal count stops here ('mehr als 1.000'): the list shows the next ten, and counting a large
 * structure's 90 days through to 10.000 cost more than the rest of the start page together (bench).
 */
export const RENEWAL_COUNT_CAP = 1_000;
/** Records per type the start page lists under 'Zuletzt geöffnet' (and the server keeps per user). */
export const RECENT_VIEWS_KEPT = 10;

/** A count that stops at a cap (LIST_COUNT_CAP, RENEWAL_COUNT_CAP): `capped` means 'mehr als …'. */
export const CappedCountSchema = z.object({ total: z.number().int(), capped: z.boolean() });
export type CappedCount = z.infer<typeof CappedCountSchema>;

const KundeRefSchema = z.object({ id: z.number().int(), kundennr: z.string(), name: z.string() });

export const RenewalItemSchema = z.object({
  id: z.number().int(),
  kunde: KundeRefSchema,
  nummer: z.string(),
  gesellschaft: z.object({ id: z.number().int(), name: z.string() }),
  sparte: z.object({ id: z.number().int(), name: z.string() }),
  status: ContractStatusSchema,
  /** ISO date. */
  hauptfaelligkeit: z.string(),
  /** Gross premium per year in cents. */
  jahresbeitragCents: z.number().int().nullable(),
});
export type RenewalItem = z.infer<typeof RenewalItemSchema>;

export const RecentContractSchema = z.object({
  id: z.number().int(),
  nummer: z.string(),
  gesellschaft: z.string(),
  sparte: z.string(),
  status: ContractStatusSchema,
  kunde: KundeRefSchema,
  viewedAt: z.string(),
});
export type RecentContract = z.infer<typeof RecentContractSchema>;

export const RecentCustomerSchema = z.object({
  id: z.number().int(),
  kundennr: z.string(),
  name: z.string(),
  ort: z.string().nullable(),
  viewedAt: z.string(),
});
export type RecentCustomer = z.infer<typeof RecentCustomerSchema>;

/** Damage reports customers filed themselves that nobody has taken up yet (issue 9: 'the office is told'). */
export const CUSTOMER_DAMAGE_LIST_SIZE = 10;

export const CustomerDamageReportSchema = z.object({
  schadenId: z.number().int(),
  contractId: z.number().int(),
  nummer: z.string(),
  kunde: KundeRefSchema,
  schadensursacheText: z.string(),
  /** ISO dates. */
  meldedatum: z.string(),
  ereignisdatum: z.string().nullable(),
});
export type CustomerDamageReport = z.infer<typeof CustomerDamageReportSchema>;

/** Unread mail and new messages the start page lists (issue 11 §8). */
export const UNREAD_LIST_SIZE = 5;
export const UNREAD_COUNT_CAP = 1_000;

export const UnreadItemSchema = z.object({
  commId: z.number().int(),
  category: z.enum(['EMAIL', 'NACHRICHT', 'SMS', 'FAX']),
  subject: z.string().nullable(),
  from: z.string(),
  date: z.string(),
  contractId: z.number().int(),
  nummer: z.string(),
});
export type UnreadItem = z.infer<typeof UnreadItemSchema>;

export const OPEN_TASKS_LIST_SIZE = 8;

/** An open task (or appointment) of the user for the start page: his own or where he takes part. */
export const StartAufgabeSchema = z.object({
  sid: z.number().int(),
  art: z.enum(['TERMIN', 'AUFGABE', 'AKTIVITAET']),
  label: z.string(),
  /** Due / begin 'DD.MM.YYYY HH:mm' (Germany). */
  begin: z.string(),
  /** Before now: overdue. */
  overdue: z.boolean(),
  /** 'HUK-COBURG KF-4711-0815' for a task on a contract, the customer's name … */
  bereichDisplay: z.string().nullable(),
  contractId: z.number().int().nullable(),
  isRepeating: z.boolean(),
});
export type StartAufgabe = z.infer<typeof StartAufgabeSchema>;

/** Signing runs the start page lists under 'Dokumente zur Unterschrift' (issue 12 on the start page). */
export const SIGNATURE_LIST_SIZE = 5;

/** An open signing run: the document, whose it is, how far the signatures are, who is next. */
export const StartSignaturSchema = z.object({
  requestId: z.number().int(),
  documentId: z.number().int(),
  bezeichnung: z.string(),
  contractId: z.number().int().nullable(),
  kunde: KundeRefSchema,
  /** ISO timestamp the run was sent. */
  createdAt: z.string(),
  signed: z.number().int(),
  total: z.number().int(),
  /** The signer whose turn it is (null: nobody can sign any more). */
  waitingFor: z.string().nullable(),
});
export type StartSignatur = z.infer<typeof StartSignaturSchema>;

/** Everything the start page shows, in one answer (issue 8: one request). */
export const StartPageSchema = z.object({
  /** ISO date the server counted from (Europe/Berlin). */
  today: z.string(),
  counts: z.object({
    /** Customers in scope; null for a customer login (it is only himself). */
    kunden: CappedCountSchema.nullable(),
    aktiveVertraege: CappedCountSchema,
  }),
  renewals: z.object({
    /** ISO dates: the window is today … today + RENEWAL_WINDOW_DAYS. */
    from: z.string(),
    until: z.string(),
    count: CappedCountSchema,
    items: z.array(RenewalItemSchema),
  }),
  recent: z.object({
    vertraege: z.array(RecentContractSchema),
    /** Empty for a customer login. */
    kunden: z.array(RecentCustomerSchema),
  }),
  /** New reports by customers in state 'gemeldet', newest first; null for a customer login. */
  kundenSchaeden: z.object({ count: CappedCountSchema, items: z.array(CustomerDamageReportSchema) }).nullable(),
  /** Office: received mail, SMS, faxes and customers' messages not yet opened; customer: the office's messages. */
  unread: z.object({ count: CappedCountSchema, items: z.array(UnreadItemSchema) }),
  /** Open tasks due up to the end of next week and the next appointments, soonest first. */
  aufgaben: z.object({ count: CappedCountSchema, items: z.array(StartAufgabeSchema) }),
  /** Open signing runs in scope (a customer: on his released documents), newest first. */
  signaturen: z.object({ count: CappedCountSchema, items: z.array(StartSignaturSchema) }),
});
export type StartPage = z.infer<typeof StartPageSchema>;
