import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { FAX_MESSAGE, isFaxNumber } from '../common/phone.rules';
import { textInput } from '../common/text.schema';
import { compareWallTimes, parseWallTime } from './termin-zeit';

// Appointments, tasks and activities (spec termine-courtage-aenderungslog.md §3.1–§3.5, §4.1, §5.1, §9;
// vertrag-details.md §3 'Task row'; issue 13). One model for the three kinds.

/** What an item is; the editor's modes are these plus 'Empfänger' (recipient selection). */
export const terminArten = ['TERMIN', 'AUFGABE', 'AKTIVITAET'] as const;
export type TerminArt = (typeof terminArten)[number];
export const terminArtLabel: Record<TerminArt, string> = {
  TERMIN: 'Termin',
  AUFGABE: 'Aufgabe',
  AKTIVITAET: 'Aktivität',
};
export const editorModes = ['Termin', 'Aufgabe', 'Aktivität', 'Empfänger'] as const;
export type EditorMode = (typeof editorModes)[number];

/** Areas (bereich) of spec §3.1. */
export const terminBereiche = ['Termin', 'Aufgabe', 'Besuchsbericht', 'VersVertrag', 'Makler', 'Kunde'] as const;
export type TerminBereich = (typeof terminBereiche)[number];

/** Task status (statusComboAufgabe); a task can be marked ERLEDIGT unless it is already (vertrag-details §4). */
export const aufgabenStatus = ['OFFEN', 'IN_BEARBEITUNG', 'WARTET', 'ERLEDIGT'] as const;
export type AufgabenStatus = (typeof aufgabenStatus)[number];
export const aufgabenStatusLabel: Record<AufgabenStatus, string> = {
  OFFEN: 'Offen',
  IN_BEARBEITUNG: 'In Bearbeitung',
  WARTET: 'Wartet',
  ERLEDIGT: 'Erledigt',
};

/** Follow-up (Wiedervorlage) status by colour (vertrag-details §4): green erledigt, blue wird versendet, yellow Handlung notwendig. */
export const wvStatus = ['GRUEN', 'BLAU', 'GELB'] as const;
export type WvStatus = (typeof wvStatus)[number];
export const wvStatusLabel: Record<WvStatus, string> = {
  GRUEN: 'erledigt',
  BLAU: 'wird versendet',
  GELB: 'Handlung notwendig',
};

export const verkaufsphasen = [
  'KEINE_ANGABEN',
  'ERSTKONTAKT',
  'BEDARFSANALYSE',
  'ANGEBOT',
  'ABSCHLUSS',
  'VERLOREN',
] as const;
export type Verkaufsphase = (typeof verkaufsphasen)[number];
export const verkaufsphaseLabel: Record<Verkaufsphase, string> = {
  KEINE_ANGABEN: 'Keine Angaben',
  ERSTKONTAKT: 'Erstkontakt',
  BEDARFSANALYSE: 'Bedarfsanalyse',
  ANGEBOT: 'Angebot',
  ABSCHLUSS: 'Abschluss',
  VERLOREN: 'Verloren',
};

export const aktivitaetArten = ['TELEFONAT', 'BESUCH', 'EMAIL', 'BRIEF', 'VIDEOKONFERENZ', 'SONSTIGES'] as const;
export type AktivitaetArt = (typeof aktivitaetArten)[number];
export const aktivitaetArtLabel: Record<AktivitaetArt, string> = {
  TELEFONAT: 'Telefonat',
  BESUCH: 'Besuch',
  EMAIL: 'E-Mail',
  BRIEF: 'Brief',
  VIDEOKONFERENZ: 'Videokonferenz',
  SONSTIGES: 'Sonstiges',
};

/** Participant roles (rolleCombo; spec §3.2 names three, 'others exist'). */
export const beteiligtenRollen = ['BESITZER', 'BEARBEITER', 'TEILNEHMER', 'INFORMIERT'] as const;
export type BeteiligtenRolle = (typeof beteiligtenRollen)[number];
export const beteiligtenRolleLabel: Record<BeteiligtenRolle, string> = {
  BESITZER: 'Besitzer',
  BEARBEITER: 'Bearbeiter',
  TEILNEHMER: 'Teilnehmer',
  INFORMIERT: 'Zur Kenntnis',
};

/** Repeats (retryCombo); default 'Keine'. */
export const wiederholungen = ['Keine', 'Täglich', 'Wöchentlich', 'Monatlich', 'Jährlich'] as const;
export type Wiederholung = (typeof wiederholungen)[number];
export const wochentage = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Wochentag = (typeof wochentage)[number];
export const wochentagLabel: Record<Wochentag, string> = {
  MO: 'Mo',
  TU: 'Di',
  WE: 'Mi',
  TH: 'Do',
  FR: 'Fr',
  SA: 'Sa',
  SU: 'So',
};

/** Alarm units and their length in minutes (spec §9). */
export const alarmEinheiten = ['MINUTEN', 'STUNDEN', 'TAG', 'WOCHE', 'MONAT', 'JAHR'] as const;
export type AlarmEinheit = (typeof alarmEinheiten)[number];
export const alarmEinheitMinuten: Record<AlarmEinheit, number> = {
  MINUTEN: 1,
  STUNDEN: 60,
  TAG: 1440,
  WOCHE: 10080,
  MONAT: 43200,
  JAHR: 525600,
};
/** The notification options of spec §9 in minutes before the begin (null: none). */
export const alarmOptionenMinuten = [
  null,
  0,
  15,
  30,
  60,
  90,
  180,
  240,
  300,
  360,
  1440,
  2880,
  4320,
  5760,
  7200,
  8640,
  10080,
] as const;

export const TERMIN_LIMITS = {
  label: 300,
  text: 20_000,
  place: 300,
  produkt: 200,
  color: 7,
  participants: 100,
  files: 20,
  retryCount: 500,
  alarmValue: 999,
  geschaeftwertCents: 100_000_000_000,
  shortcut: 30,
} as const;

/** Visible participant cap and the participant table's page size (spec §9). */
export const PARTICIPANTS_PAGE_SIZE = 15;
/** The postbox table 'Aufgaben' (vertrag-details §2.6). */
export const TASKS_PAGE_SIZE = 30;
export const PARTICIPANT_SEARCH_MIN = 3;
export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 300;

export const TERMIN_MESSAGES = {
  labelRequired: 'Bitte geben Sie einen Titel ein.',
  beginRequired: 'Bitte geben Sie ein Startdatum ein.',
  wallTime: 'Bitte geben Sie Datum und Uhrzeit im Format TT.MM.JJJJ HH:MM ein.',
  endBeforeBegin: 'Endezeit kann nicht vor der Beginzeit sein! Wir kehren die Zeiten um.',
  multipleOwners: 'Ein Eintrag kann nur einen Besitzer haben.',
  noOwner: 'Bitte legen Sie einen Besitzer fest.',
  participantWithoutTarget: 'Ein Beteiligter braucht eine Person, einen Kunden, einen Nutzer oder eine E-Mail-Adresse.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  fax: FAX_MESSAGE,
  color: 'Bitte wählen Sie eine Farbe im Format #RRGGBB.',
  retryDays: 'Bitte wählen Sie mindestens einen Wochentag.',
  notFound: 'Der Termin wurde nicht gefunden.',
  alreadyDone: 'Die Aufgabe ist bereits erledigt.',
  unexpected: 'Es ist ein unerwarteter Fehler aufgetreten.',
  noAddress: (name: string) => `${name} hat keine Adresse hinterlegt`,
  noRecipients: 'Keine Empfänger vorhanden',
  importFailed: 'Beim importieren des Filters ist ein Fehler aufgetreten.',
  confirmDone: (subject: string) => `Soll die Aufgabe ${subject} wirklich als erledigt markiert werden?`,
  confirmDelete: (subject: string) => `Soll ${subject} wirklich gelöscht werden?`,
} as const;

/** 'DD.MM.YYYY HH:mm', a real date and time in Germany. */
export const WallTimeTextSchema = textInput(TERMIN_MESSAGES.wallTime)
  .max(16, TERMIN_MESSAGES.wallTime)
  .refine((t) => parseWallTime(t) !== null, TERMIN_MESSAGES.wallTime);

const optionalText = (max: number) => textInput().trim().max(max, `Höchstens ${max} Zeichen.`);

/**
 * A participant's address (spec §3.2 'email (or fax)'): with an '@' an e-mail address, otherwise a fax
 * number in the shared phone format.
 */
const participantAddressSchema = textInput()
  .trim()
  .max(254)
  .superRefine((v, ctx) => {
    const kind = participantAddressKind(v);
    if (kind === 'mail' ? !z.email().safeParse(v).success : !isFaxNumber(v)) {
      ctx.addIssue({ code: 'custom', message: kind === 'mail' ? TERMIN_MESSAGES.email : TERMIN_MESSAGES.fax });
    }
  });

/** Whether a participant's address is an e-mail address or a fax number (the edit modal's mode). */
export function participantAddressKind(value: string): 'mail' | 'fax' {
  return value.trim() === '' || value.includes('@') ? 'mail' : 'fax';
}

/**
 * The edit modal's check of the address field in its mode (spec §4.2: E-Mail, or Fax in fax mode); empty
 * is allowed, the save then needs another target. Answers the message, or null.
 */
export function participantAddressError(value: string, mode: 'mail' | 'fax'): string | null {
  const v = value.trim();
  if (v === '') {
    return null;
  }
  if (mode === 'fax') {
    return isFaxNumber(v) ? null : TERMIN_MESSAGES.fax;
  }
  return participantAddressKind(v) === 'mail' && participantAddressSchema.safeParse(v).success
    ? null
    : TERMIN_MESSAGES.email;
}

export const SaveBeteiligterSchema = z
  .object({
    /** The participant row when it exists already. */
    id: IdSchema.optional(),
    userId: IdSchema.nullable().default(null),
    customerId: IdSchema.nullable().default(null),
    personId: IdSchema.nullable().default(null),
    brokerId: IdSchema.nullable().default(null),
    name: optionalText(200),
    /** An e-mail address, or a fax number in fax mode (spec §3.2, §4.2). */
    email: z.union([z.literal(''), participantAddressSchema]).default(''),
    rolle: z.enum(beteiligtenRollen),
    canChange: z.boolean(),
    alarmMail: z.boolean(),
    alarmMsc: z.boolean(),
    alarmDailyMail: z.boolean(),
  })
  .refine(
    (p) => p.userId !== null || p.customerId !== null || p.personId !== null || p.brokerId !== null || p.email !== '',
    {
      message: TERMIN_MESSAGES.participantWithoutTarget,
      path: ['name'],
    },
  );
export type SaveBeteiligter = z.infer<typeof SaveBeteiligterSchema>;

/** Editing one occurrence of a series: only it, it and the following, or the whole series. */
export const serienBereiche = ['this', 'following', 'all'] as const;
export type SerienBereich = (typeof serienBereiche)[number];

const alarmValue = z.number().int().min(0).max(TERMIN_LIMITS.alarmValue).nullable();

export const SaveTerminBodySchema = z
  .object({
    sid: IdSchema.optional(),
    version: versionSchema().optional(),
    art: z.enum(terminArten),
    label: textInput(TERMIN_MESSAGES.labelRequired)
      .trim()
      .min(1, TERMIN_MESSAGES.labelRequired)
      .max(TERMIN_LIMITS.label),
    /** HTML; the server keeps only safe markup. */
    text: textInput().max(TERMIN_LIMITS.text).default(''),
    place: optionalText(TERMIN_LIMITS.place).default(''),
    begin: WallTimeTextSchema,
    end: WallTimeTextSchema,
    fullDay: z.boolean().default(false),
    color: z.union([z.literal(''), textInput().regex(/^#[0-9a-fA-F]{6}$/, TERMIN_MESSAGES.color)]).default(''),
    bereich: z.enum(terminBereiche),
    /** The contract for VersVertrag, the customer for Kunde; null otherwise. */
    bereichId: IdSchema.nullable().default(null),
    status: z.enum(aufgabenStatus).default('OFFEN'),
    sellingPhase: z.enum(verkaufsphasen).default('KEINE_ANGABEN'),
    activityArt: z.enum(aktivitaetArten).nullable().default(null),
    produkt: optionalText(TERMIN_LIMITS.produkt).default(''),
    /** Estimated business value in cents. */
    geschaeftwert: z.number().int().min(0).max(TERMIN_LIMITS.geschaeftwertCents).nullable().default(null),
    private: z.boolean().default(false),
    bestaetigt: z.boolean().default(false),
    retry: z.enum(wiederholungen).default('Keine'),
    retryDays: z.array(z.enum(wochentage)).max(7).default([]),
    retryCount: z.number().int().min(1).max(TERMIN_LIMITS.retryCount).nullable().default(null),
    retryMaxDate: isoDateSchema().nullable().default(null),
    alarmEmail: alarmValue.default(null),
    alarmModuEmail: z.enum(alarmEinheiten).default('MINUTEN'),
    alarmMsc: alarmValue.default(null),
    alarmModusMSC: z.enum(alarmEinheiten).default('MINUTEN'),
    participants: z.array(SaveBeteiligterSchema).max(TERMIN_LIMITS.participants).default([]),
    /** Attachments: ids of files uploaded before (or imported from the archive). */
    files: z.array(IdSchema).max(TERMIN_LIMITS.files).default([]),
    /** Archive documents to attach (ids as `documents/getTempFiles` answers them): copied on save. */
    archiveFiles: z.array(IdSchema).max(TERMIN_LIMITS.files).default([]),
    /** For a repeating item opened at one occurrence: what the change applies to. */
    scope: z.enum(serienBereiche).default('all'),
    occurrence: WallTimeTextSchema.optional(),
  })
  .superRefine((b, ctx) => {
    const begin = parseWallTime(b.begin);
    const end = parseWallTime(b.end);
    if (begin && end && compareWallTimes(end, begin) < 0) {
      ctx.addIssue({ code: 'custom', message: TERMIN_MESSAGES.endBeforeBegin, path: ['end'] });
    }
    const owners = b.participants.filter((p) => p.rolle === 'BESITZER').length;
    if (owners > 1) {
      ctx.addIssue({ code: 'custom', message: TERMIN_MESSAGES.multipleOwners, path: ['participants'] });
    }
    if (b.retry === 'Wöchentlich' && b.retryDays.length === 0) {
      ctx.addIssue({ code: 'custom', message: TERMIN_MESSAGES.retryDays, path: ['retryDays'] });
    }
    if (b.sid !== undefined && b.version === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Die Version fehlt.', path: ['version'] });
    }
  });
export type SaveTerminBody = z.input<typeof SaveTerminBodySchema>;
export type SaveTermin = z.output<typeof SaveTerminBodySchema>;

export const BeteiligterSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  brokerId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  /** Label shown in the table: the name, or the e-mail when there is no name. */
  label: z.string(),
  /** Kundennr or Vermittlernummer of the participant, when it has one. */
  nummerText: z.string().nullable(),
  rolle: z.enum(beteiligtenRollen),
  canChange: z.boolean(),
  alarmMail: z.boolean(),
  alarmMsc: z.boolean(),
  alarmDailyMail: z.boolean(),
  /** The postal address as one line, null when none is known. */
  address: z.string().nullable(),
});
export type Beteiligter = z.infer<typeof BeteiligterSchema>;

export const TerminFileSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  fileName: z.string(),
  /** ISO timestamp of the upload. */
  uploaded: z.string(),
  /** The archive document it was copied from, when it came from there. */
  copyFileId: z.number().int().nullable(),
  size: z.number().int(),
});
export type TerminFile = z.infer<typeof TerminFileSchema>;

export const TerminSchema = z.object({
  sid: z.number().int(),
  version: z.number().int(),
  art: z.enum(terminArten),
  label: z.string(),
  text: z.string(),
  place: z.string(),
  begin: z.string(),
  end: z.string(),
  fullDay: z.boolean(),
  color: z.string(),
  bereich: z.enum(terminBereiche),
  bereichId: z.number().int().nullable(),
  /** What the area points at, e.g. 'HUK-COBURG KF-4711-0815' or the customer's name. */
  bereichDisplay: z.string().nullable(),
  status: z.enum(aufgabenStatus),
  sellingPhase: z.enum(verkaufsphasen),
  activityArt: z.enum(aktivitaetArten).nullable(),
  produkt: z.string(),
  geschaeftwert: z.number().int().nullable(),
  private: z.boolean(),
  bestaetigt: z.boolean(),
  retry: z.enum(wiederholungen),
  retryDays: z.array(z.enum(wochentage)),
  retryCount: z.number().int().nullable(),
  retryMaxDate: z.string().nullable(),
  alarmEmail: z.number().int().nullable(),
  alarmModuEmail: z.enum(alarmEinheiten),
  alarmMsc: z.number().int().nullable(),
  alarmModusMSC: z.enum(alarmEinheiten),
  files: z.array(TerminFileSchema),
  beteiligteOutput: z.array(BeteiligterSchema),
  /** False: the viewer may only read it (the whole form is read-only). */
  updateable: z.boolean(),
  deletable: z.boolean(),
  customerNr: z.string().nullable(),
  /** The RFC 5545 rule of a series, null for a single item. */
  rrule: z.string().nullable(),
  createdBy: z.string(),
  dateCreated: z.string(),
});
export type Termin = z.infer<typeof TerminSchema>;

export const TerminParamsSchema = z.object({ sid: idSchema(TERMIN_MESSAGES.notFound) });
export const TerminOccurrenceQuerySchema = z.object({
  scope: z.enum(serienBereiche).default('all'),
  occurrence: WallTimeTextSchema.optional(),
});

const ComboOption = z.object({ value: z.string(), label: z.string() });
export type ComboOption = z.infer<typeof ComboOption>;

/** The combos the editor loads (spec §3.4), plus the areas this viewer may pick. */
export const TerminCombosSchema = z.object({
  retryCombo: z.array(ComboOption),
  statusComboAufgabe: z.array(ComboOption),
  statusComboWV: z.array(ComboOption),
  verkaufsphaseWVCombo: z.array(ComboOption),
  artComboWV: z.array(ComboOption),
  rolleCombo: z.array(ComboOption),
  bereichCombo: z.array(ComboOption),
  alarmConfig: z.object({ alarmMail: z.boolean(), alarmMSC: z.boolean(), alarmTagesmail: z.boolean() }),
  alarmOptions: z.array(z.object({ minutes: z.number().int().nullable(), label: z.string() })),
  /** The logged-in user as the first participant of a new item (owner). */
  initBeteiligte: z.array(BeteiligterSchema),
  /** Whether the viewer may open the document archive from the editor. */
  canUseDocumentArchive: z.boolean(),
});
export type TerminCombos = z.infer<typeof TerminCombosSchema>;

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
