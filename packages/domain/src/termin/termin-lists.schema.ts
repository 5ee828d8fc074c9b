import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { serienBereiche, TerminFileSchema, WallTimeTextSchema } from './termin.schema';
import {
  aufgabenStatus,
  TASKS_PAGE_SIZE,
  TERMIN_LIMITS,
  TERMIN_MESSAGES,
  terminArten,
  wvStatus,
} from './termin-combos';

// The lists around appointments: calendar, contract tasks, status, shortcuts, drafts and the pickers'
// candidates, attachments, the iCal feed, recipients and the alarm stream.

/** The calendar: items overlapping a range of days, series expanded into occurrences. */
export const KalenderQuerySchema = z.object({
  from: isoDateSchema(),
  to: isoDateSchema(),
  /** Further calendars of the structure to show (user ids); the own one is always included. */
  users: z
    .union([IdSchema, z.array(IdSchema).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const KalenderEintragSchema = z.object({
  sid: z.number().int(),
  art: z.enum(terminArten),
  label: z.string(),
  /** Floating local times 'YYYY-MM-DDTHH:mm:00' (Germany). */
  start: z.string(),
  end: z.string(),
  /** The occurrence's begin 'DD.MM.YYYY HH:mm' (to open or move one occurrence of a series). */
  occurrence: z.string(),
  fullDay: z.boolean(),
  color: z.string(),
  status: z.enum(aufgabenStatus),
  isRepeating: z.boolean(),
  private: z.boolean(),
  updateable: z.boolean(),
  calendarUserId: z.number().int(),
  place: z.string(),
});
export type KalenderEintrag = z.infer<typeof KalenderEintragSchema>;

export const KalenderSchema = z.object({
  items: z.array(KalenderEintragSchema),
  /** Calendars the viewer may show: the own one first, then colleagues of the structure. */
  calendars: z.array(z.object({ userId: z.number().int(), name: z.string(), color: z.string(), own: z.boolean() })),
});
export type Kalender = z.infer<typeof KalenderSchema>;

/** Moving or resizing in the calendar: new begin and end of one occurrence or the whole series. */
export const MoveTerminBodySchema = z.object({
  version: versionSchema(),
  begin: WallTimeTextSchema,
  end: WallTimeTextSchema,
  scope: z.enum(serienBereiche).default('all'),
  occurrence: WallTimeTextSchema.optional(),
});
export type MoveTerminBody = z.input<typeof MoveTerminBodySchema>;

/** One row of the postbox table 'Aufgaben' (vertrag-details.md §3 'Task row'). */
export const TaskRowSchema = z.object({
  commId: z.number().int(),
  /** Due 'DD.MM.YYYY HH:mm'. */
  date: z.string(),
  wvStatus: z.enum(wvStatus),
  subject: z.string(),
  /** The owner's name. */
  name: z.string(),
  participants: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bereich: z.string(),
  text: z.string(),
  art: z.string().nullable(),
  telefon: z.string().nullable(),
  mobil: z.string().nullable(),
  dateCreated: z.string(),
  geschaeftwert: z.number().int().nullable(),
  produkt: z.string(),
  verkaufphase: z.string(),
  status: z.enum(aufgabenStatus),
  category: z.enum(['Aufgabe', 'Termin', 'Aktivität']),
  isRepeating: z.boolean(),
  deletable: z.boolean(),
  version: z.number().int(),
});
export type TaskRow = z.infer<typeof TaskRowSchema>;

export const TaskListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(TASKS_PAGE_SIZE),
});
export const TaskListSchema = z.object({
  items: z.array(TaskRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  canCreate: z.boolean(),
});
export type TaskList = z.infer<typeof TaskListSchema>;

/** `POST calendarService/setStatus/{commId}?status=ERLEDIGT` with `{ status, repeate }` (vertrag-details §7). */
export const SetStatusParamsSchema = z.object({ commId: idSchema(TERMIN_MESSAGES.notFound) });
export const SetStatusQuerySchema = z.object({ status: z.enum(['ERLEDIGT']) });
export const SetStatusBodySchema = z.object({ status: z.enum(['ERLEDIGT']), repeate: z.boolean() });
export const SetStatusResultSchema = z.object({
  commId: z.number().int(),
  status: z.enum(aufgabenStatus),
  /** A repeating task: its next occurrence, still open ('DD.MM.YYYY HH:mm'); null when the series ended. */
  nextOpen: z.string().nullable(),
});

export const TerminDeletedSchema = z.object({ deleted: z.literal(true) });

/** Text shortcuts (Textbausteine): typing the key followed by a space expands it. */
export const TextbausteinSchema = z.object({ kuerzel: z.string(), text: z.string() });
export const TextbausteineSchema = z.object({ items: z.array(TextbausteinSchema) });
export type Textbaustein = z.infer<typeof TextbausteinSchema>;

/** Someone or something chosen in a picker, to become a participant when the editor comes back. */
export const PickedParticipantSchema = z.object({
  userId: IdSchema.nullable().default(null),
  customerId: IdSchema.nullable().default(null),
  personId: IdSchema.nullable().default(null),
  brokerId: IdSchema.nullable().default(null),
  name: textInput().max(200),
  email: textInput().max(254).default(''),
});
export type PickedParticipant = z.infer<typeof PickedParticipantSchema>;

/** What the pickers hand back to the editor through the draft. */
export const DraftPickedSchema = z.object({
  participants: z.array(PickedParticipantSchema).max(TERMIN_LIMITS.participants).default([]),
  /** A contract chosen as the area (VersVertrag). */
  contract: z
    .object({ id: IdSchema, display: textInput().max(300) })
    .nullable()
    .default(null),
  /** Archive documents chosen as attachments (ids as documents/getTempFiles answers them). */
  archiveFiles: z
    .array(z.object({ id: IdSchema, name: textInput().max(300) }))
    .max(TERMIN_LIMITS.files)
    .default([]),
});
export type DraftPicked = z.infer<typeof DraftPickedSchema>;

/**
 * The editor's draft while the user is in a picker (server-side, one per user, survives a reload):
 * `back` is where the editor was opened from, `form` the editor's values as it keeps them, `picked`
 * what the pickers added since.
 */
export const TerminDraftSchema = z.object({
  back: textInput().max(2000),
  form: z.record(z.string(), z.unknown()),
  picked: DraftPickedSchema.default({ participants: [], contract: null, archiveFiles: [] }),
});
export type TerminDraftBody = z.input<typeof TerminDraftSchema>;
export type TerminDraft = z.output<typeof TerminDraftSchema>;
export const TerminDraftAnswerSchema = z.object({ draft: TerminDraftSchema.nullable() });

/** Candidates of the pickers: customers, brokers, companies, contacts, users — within the viewer's scope. */
export const kandidatenArten = ['customer', 'broker', 'company', 'contact', 'user'] as const;
export type KandidatenArt = (typeof kandidatenArten)[number];
export const KandidatenQuerySchema = z.object({
  art: z.enum(kandidatenArten),
  q: textInput().trim().max(100).default(''),
  offset: PageOffsetSchema,
  limit: pageLimitSchema(25),
});
export const KandidatSchema = z.object({
  /** Stable key in the list ('customer:12'). */
  key: z.string(),
  name: z.string(),
  email: z.string(),
  /** Kundennr, Vermittlernummer, the company of a contact … */
  detail: z.string().nullable(),
  userId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  brokerId: z.number().int().nullable(),
});
export type Kandidat = z.infer<typeof KandidatSchema>;
export const KandidatenSchema = z.object({
  items: z.array(KandidatSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const UploadedTerminFileSchema = TerminFileSchema;

export const TerminAttachmentQuerySchema = z.object({
  sid: idSchema(TERMIN_MESSAGES.notFound),
  fileId: idSchema('Die Datei wurde nicht gefunden.'),
});

/** The user's iCal feed: a secret address (shown once when made), revocable. */
export const IcalFeedSchema = z.object({
  active: z.boolean(),
  /** Only in the answer that made it: the address is never shown again. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type IcalFeed = z.infer<typeof IcalFeedSchema>;

/** Recipients of a broker or company (spec §3.5), for the mode 'Empfänger'. */
export const EmpfaengerQuerySchema = z.object({
  maklernr: textInput().trim().max(5).optional(),
  bereichId: IdSchema.optional(),
});
export const EmpfaengerSchema = z.object({
  personId: z.number().int().nullable(),
  internId: z.number().int().nullable(),
  maklernr: z.string().nullable(),
  unternr: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  rolle: z.string(),
});
export const EmpfaengerListSchema = z.object({ items: z.array(EmpfaengerSchema) });

/** An in-app alarm (alarmMsc) as the event stream delivers it. */
export const AlarmEventSchema = z.object({
  id: z.number().int(),
  sid: z.number().int(),
  label: z.string(),
  begin: z.string(),
  place: z.string(),
});
export type AlarmEvent = z.infer<typeof AlarmEventSchema>;
export const AlarmSeenParamsSchema = z.object({ id: IdSchema });
