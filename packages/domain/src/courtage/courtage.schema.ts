import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';

// Commissions of a contract (spec termine-courtage-aenderungslog.md §2.3, §2.4, §3.7–§3.9, §4.4, §4.5,
// §5.4, §5.5, §6, §8, §9; issue 14). Amounts are integer cents, rates percentages with four decimals.

export const COURTAGE_PAGE_SIZE = 10;
export const MAKLERNR_LENGTH = 5;
export const MWST_MAX = 25;
/** Status below this allows deleting a booking (spec §4.4, §9). */
export const DELETABLE_STATUS_BELOW = 3;

export const courtagearten = ['ABSCHLUSS', 'BESTAND', 'FOLGE', 'DYNAMIK', 'SONDER'] as const;
export type Courtageart = (typeof courtagearten)[number];
export const courtageartLabel: Record<Courtageart, string> = {
  ABSCHLUSS: 'Abschlusscourtage',
  BESTAND: 'Bestandscourtage',
  FOLGE: 'Folgecourtage',
  DYNAMIK: 'Dynamikcourtage',
  SONDER: 'Sondervergütung',
};

/** Booking status (numeric in the spec; below 3 a booking may still be deleted). */
export const buchungStatusLabel: Record<number, string> = {
  1: 'Erfasst',
  2: 'Geprüft',
  3: 'Abgerechnet',
  4: 'Ausgezahlt',
};

export const COURTAGE_MESSAGES = {
  deleteBuchung: (nr: number) => `Soll die Buchung ${nr} wirklich gelöscht werden?`,
  copyWarning:
    'Die Provisionssätze werden aus der Verteilung der ursprünglichen Buchung übernommen – nur bis die Verteilung neu berechnet wird.',
  stornoWarning:
    'Die Provisionssätze werden aus der Verteilung der ursprünglichen Buchung übernommen – nur bis die Verteilung neu berechnet wird – und negativ gesetzt.',
  deleteLine: 'Soll der Datensatz wirklich gelöscht werden?',
  lfdNrRequired: 'Lfd. Nummer ist erforderlich!',
  maklernrRequired: 'Vermittlernummer ist erforderlich!',
  satzRequired: 'Courtagesatz ist erforderlich!',
  maklernrUnknown: 'Diese Vermittlernummer gibt es nicht.',
  zubringerInvalid: 'Die Vermittlernummer des Zubringers ist nicht korrekt!',
  deleteZubringer: (referrer: string) =>
    `Soll die Zubringercourtage für den Vermittler ${referrer} wirklich gelöscht werden?`,
  over100: 'Die Verteilung darf zusammen höchstens 100 % der Courtage ergeben.',
  outsideStructure: 'Dieser Vermittler gehört nicht zur Struktur des Vertrags.',
  notDeletable: 'Diese Buchung kann nicht mehr gelöscht werden.',
  notFound: 'Die Buchung wurde nicht gefunden.',
  empty: 'Es wurden keine Einträge gefunden',
  noData: 'Keine Daten',
  zubringerNote:
    'Ein Zubringer ohne Erlaubnis nach § 34f/h GewO muss als Untervermittler unter Ihrer Vermittlernummer angelegt und unter „Vermittlerdaten - Zulassung“ erfasst werden, sonst ist keine Auszahlung möglich.',
  mwstRange: 'Die MwSt. muss zwischen 0 und 25 % liegen.',
} as const;

/** A percentage with at most four decimals in a range (rates of tables and forms). */
export function rateSchema(min: number, max: number, message = 'Bitte geben Sie einen gültigen Prozentsatz ein.') {
  return z
    .number({ message })
    .min(min, message)
    .max(max, message)
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'Höchstens vier Nachkommastellen.');
}
/** Cents of a booking (up to ±10 million euros). */
export const CentsSchema = z
  .number({ message: 'Bitte geben Sie einen Betrag ein.' })
  .int('Bitte geben Sie einen Betrag in Cent ein.')
  .min(-1_000_000_000, 'Der Betrag ist zu groß.')
  .max(1_000_000_000, 'Der Betrag ist zu groß.');

export const MaklernrSchema = textInput(COURTAGE_MESSAGES.maklernrRequired)
  .trim()
  .regex(/^[0-9A-Za-z]{5}$/, 'Die Vermittlernummer hat genau 5 Zeichen.');

/** One commission line of the viewing broker (courtageDesVermittlers). */
export const VermittlerCourtageSchema = z.object({ maklernr: z.string(), name: z.string(), betrag: z.number().int() });

export const BuchungSchema = z.object({
  buchungsnr: z.number().int(),
  vertragId: z.number().int(),
  /** The contract's broker (Vermittlernr column). */
  maklernr: z.string(),
  zeichnungsdatum: z.string(),
  courtageeingDatum: z.string().nullable(),
  courtageart: z.enum(courtagearten),
  provisionsSatzProzent: z.number(),
  bewertungssumme: z.number().int(),
  courtagesumme: z.number().int(),
  /** Paid to the structure (sum of the distribution), or the viewer's own lines when he sees only those. */
  provBetrag: z.number().int(),
  status: z.number().int(),
  automatisch: z.boolean(),
  rechDatum: z.string().nullable(),
  istOverhead: z.boolean(),
  /** Who booked it (Bearbeiter). */
  userId: z.number().int().nullable(),
  bearbeiter: z.string().nullable(),
  bemerkung: z.string(),
  allowNewBuchung: z.boolean(),
  /** A copy or cancellation: the booking it came from. */
  stornoVon: z.number().int().nullable(),
  courtageDesVermittlers: z.array(VermittlerCourtageSchema),
  deletable: z.boolean(),
  version: z.number().int(),
});
export type Buchung = z.infer<typeof BuchungSchema>;

export const abrechnungColumnKeys = [
  'buchungsnr',
  'maklernr',
  'zeichnungsdatum',
  'courtageart',
  'provisionsSatzProzent',
  'bewertungssumme',
  'courtagesumme',
  'provBetrag',
  'courtageeingDatum',
  'rechDatum',
  'status',
  'automatisch',
  'istOverhead',
  'bearbeiter',
  'bemerkung',
] as const;
export type AbrechnungColumnKey = (typeof abrechnungColumnKeys)[number];
export const abrechnungColumnLabel: Record<AbrechnungColumnKey, string> = {
  buchungsnr: 'Buchungsnr',
  maklernr: 'Vermittlernr',
  zeichnungsdatum: 'Z.-Datum',
  courtageart: 'Prov. Art',
  provisionsSatzProzent: 'Prov. Satz %',
  bewertungssumme: 'Bew.Summe',
  courtagesumme: 'Courtagesumme',
  provBetrag: 'Prov. Betrag',
  courtageeingDatum: 'Prov. Eingang',
  rechDatum: 'Abr. Datum',
  status: 'Status',
  automatisch: 'Auto',
  istOverhead: 'Overhead',
  bearbeiter: 'Bearbeiter',
  bemerkung: 'Bemerkung',
};

export const AbrechnungenQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(COURTAGE_PAGE_SIZE),
});

/** The screen 'Abrechnungen' of a contract in one answer (spec §2.3). */
export const AbrechnungenSchema = z.object({
  items: z.array(BuchungSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  columns: z.array(z.enum(abrechnungColumnKeys)),
  /** Editable view: 'Neue', copy, Storno, the distribution modal. */
  editable: z.boolean(),
  isInternal: z.boolean(),
  /** The booking-number link, Prov. Eingang and Status (spec §6 special permission). */
  specialPermission: z.boolean(),
  bemerkung: z.object({ value: z.string(), label: z.string(), locked: z.boolean(), version: z.number().int() }),
  produktbez: z.string(),
  /** Internal only (spec §2.3 the two checkboxes). */
  vergleichsrechner: z.boolean().nullable(),
  angebotserstellung: z.boolean().nullable(),
});
export type Abrechnungen = z.infer<typeof AbrechnungenSchema>;

export const BuchungParamsSchema = z.object({ id: IdSchema, buchungsnr: idSchema(COURTAGE_MESSAGES.notFound) });
export const BuchungsnrParamsSchema = z.object({ buchungsnr: idSchema(COURTAGE_MESSAGES.notFound) });

export const SaveBuchungBodySchema = z.object({
  buchungsnr: IdSchema.optional(),
  version: versionSchema().optional(),
  zeichnungsdatum: isoDateSchema(),
  courtageeingDatum: isoDateSchema().nullable().default(null),
  courtageart: z.enum(courtagearten),
  provisionsSatzProzent: rateSchema(-100, 100),
  bewertungssumme: CentsSchema,
  /** Empty: computed from Bew.Summe and the rate. */
  courtagesumme: CentsSchema.nullable().default(null),
  status: z.number().int().min(1).max(4).default(1),
  automatisch: z.boolean().default(false),
  rechDatum: isoDateSchema().nullable().default(null),
  istOverhead: z.boolean().default(false),
  bemerkung: textInput().trim().max(2000).default(''),
});
export type SaveBuchungBody = z.input<typeof SaveBuchungBodySchema>;

export const BemerkungBodySchema = z.object({
  version: versionSchema(),
  bemerkung: textInput().trim().max(4000),
  vergleichsrechner: z.boolean().optional(),
  angebotserstellung: z.boolean().optional(),
});

/** A line of the distribution over the structure (spec §3.8). */
export const VerteilungszeileSchema = z.object({
  lfdNr: z.number().int(),
  maklernr: z.string(),
  name: z.string(),
  /** The stored rate (4 decimals), as entered: the form shows and sends it back unrounded. */
  provSatz: z.number(),
  betrag: z.number().int(),
  /** Share of the Courtagesumme in percent (4 decimals). */
  prozentsatz: z.number(),
  /** The stored MwSt percentage of the line (4 decimals); `mwst` is its amount in cents. */
  mwstProzent: z.number(),
  mwst: z.number().int(),
  /** The stored Stornoreserve percentage of the line (4 decimals); `stornoReserve` is its amount in cents. */
  stornoReserveProzent: z.number(),
  stornoReserve: z.number().int(),
  versicherungseinbehalt: z.number().int(),
  buchungId: z.number().int(),
  vertragId: z.number().int(),
});
export type Verteilungszeile = z.infer<typeof VerteilungszeileSchema>;
export const VerteilungSchema = z.object({
  buchungsnr: z.number().int(),
  title: z.string(),
  lines: z.array(VerteilungszeileSchema),
  /** Sums of the lines (they add up to the cent). */
  sums: z.object({
    betrag: z.number().int(),
    mwst: z.number().int(),
    stornoReserve: z.number().int(),
    provSatz: z.number(),
  }),
  editable: z.boolean(),
});
export type Verteilung = z.infer<typeof VerteilungSchema>;

export const SaveVerteilungszeileBodySchema = z.object({
  /** Set: the line is changed; missing: a new line after `previousLfdNr` (0: at the top). */
  lfdNr: z.number().int().min(1).optional(),
  previousLfdNr: z.number({ message: COURTAGE_MESSAGES.lfdNrRequired }).int().min(0, COURTAGE_MESSAGES.lfdNrRequired),
  maklernr: MaklernrSchema,
  provSatz: rateSchema(-100, 100, COURTAGE_MESSAGES.satzRequired),
  mwstProzent: rateSchema(0, MWST_MAX, COURTAGE_MESSAGES.mwstRange).default(0),
  stornoReserveProzent: rateSchema(0, 100).default(0),
  versicherungseinbehalt: CentsSchema.default(0),
});
export type SaveVerteilungszeileBody = z.input<typeof SaveVerteilungszeileBodySchema>;
export const VerteilungszeileParamsSchema = z.object({
  buchungsnr: idSchema(COURTAGE_MESSAGES.notFound),
  lfdNr: idSchema('Die Zeile wurde nicht gefunden.'),
});

export const MaklerLookupQuerySchema = z.object({ maklernr: MaklernrSchema });
export const MaklerLookupSchema = z.object({ maklernr: z.string(), fullName: z.string() });

/** A referrer commission (Zubringercourtage, spec §3.9). */
export const ZubringerSchema = z.object({
  id: z.number().int(),
  zubringer: z.string(),
  zubringerFullName: z.string(),
  absolut: z.boolean(),
  bereich: z.string(),
  provAbschluss: z.number(),
  provBestand: z.number(),
  mwst: z.number(),
  vertragId: z.number().int(),
  version: z.number().int(),
});
export type Zubringer = z.infer<typeof ZubringerSchema>;
export const ZubringerListSchema = z.object({
  items: z.array(ZubringerSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  editable: z.boolean(),
  isInternal: z.boolean(),
  /** Courtage config: MwSt may be entered only for referrers without MwSt. */
  hatZubringerOhneMwSt: z.boolean(),
  /** The customer data config's MwSt (default of a new entry). */
  mwstValue: z.number(),
});
export type ZubringerList = z.infer<typeof ZubringerListSchema>;
export const SaveZubringerBodySchema = z.object({
  id: IdSchema.optional(),
  version: versionSchema().optional(),
  bereich: textInput('Bitte geben Sie einen Bereich ein.')
    .trim()
    .min(1, 'Bitte geben Sie einen Bereich ein.')
    .max(100)
    .default('Versicherungen'),
  zubringer: MaklernrSchema,
  absolut: z.boolean().default(false),
  provAbschluss: rateSchema(0, 100).default(0),
  provBestand: rateSchema(0, 100).default(0),
  mwst: rateSchema(0, MWST_MAX, COURTAGE_MESSAGES.mwstRange),
});
export type SaveZubringerBody = z.input<typeof SaveZubringerBodySchema>;
export const ZubringerParamsSchema = z.object({ courtageId: idSchema('Der Eintrag wurde nicht gefunden.') });

export const CourtageDeletedSchema = z.object({ deleted: z.literal(true) });
