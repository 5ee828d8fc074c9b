import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { isFaxNumber } from '../common/phone.rules';
import { textInput } from '../common/text.schema';
import {
  aktivitaetArten,
  alarmEinheiten,
  aufgabenStatus,
  beteiligtenRollen,
  TERMIN_LIMITS,
  TERMIN_MESSAGES,
  terminArten,
  terminBereiche,
  verkaufsphasen,
  wiederholungen,
  wochentage,
} from './termin-combos';
import { compareWallTimes, parseWallTime } from './termin-zeit';

// One appointment, task or activity: the save body, the item as the editor reads it, the editor's combos.

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
