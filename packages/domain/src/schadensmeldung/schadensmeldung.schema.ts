import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, INT4_MAX, idSchema, versionSchema } from '../common/id.schema';
import { PageOffsetSchema, pageLimitSchema } from '../common/page.schema';
import { textInput } from '../common/text.schema';
import { PAGE_SIZE } from '../constants';
import { OptionSchema } from '../vertrag/field-definition.schema';

/**
 * Bearbeitungsstand of a damage report: stored as the code, shown as the label of the list the
 * server delivers (spec vertrag-details.md 2.5, 7). The order is the usual course of a claim.
 */
export const bearbeitungsstaende = [
  { value: 'GEMELDET', label: 'gemeldet' },
  { value: 'IN_BEARBEITUNG', label: 'in Bearbeitung' },
  { value: 'UNTERLAGEN_ANGEFORDERT', label: 'Unterlagen angefordert' },
  { value: 'REGULIERT', label: 'reguliert' },
  { value: 'ABGELEHNT', label: 'abgelehnt' },
  { value: 'ABGESCHLOSSEN', label: 'abgeschlossen' },
] as const;
export const bearbeitungsstandCodes = bearbeitungsstaende.map((s) => s.value) as [
  (typeof bearbeitungsstaende)[number]['value'],
  ...(typeof bearbeitungsstaende)[number]['value'][],
];
export type Bearbeitungsstand = (typeof bearbeitungsstaende)[number]['value'];
export const BearbeitungsstandSchema = z.enum(bearbeitungsstandCodes, {
  message: 'Bitte wählen Sie einen Bearbeitungsstand aus.',
});

/** Limits of the damage report's texts; the messages are the ones the forms show. */
export const SCHADEN_LIMITS = {
  schadennr: 40,
  schadensursache: 200,
  schadenort: 200,
  schilderung: 4000,
  empfaenger: 200,
  vermerk: 500,
  /** 1 Mrd. € in cents: more than any single claim of a private or commercial customer. */
  maxCents: 100_000_000_000,
} as const;

const requiredText = (label: string, max: number) =>
  textInput().trim().min(1, `${label} ist erforderlich.`).max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);
const optionalText = (label: string, max: number) =>
  textInput()
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const cents = (label: string) =>
  z
    .number({ message: `${label}: Bitte geben Sie einen gültigen Betrag ein.` })
    .int(`${label}: Bitte geben Sie einen gültigen Betrag mit höchstens 2 Nachkommastellen ein.`)
    .min(0, `${label} darf nicht negativ sein.`)
    .max(SCHADEN_LIMITS.maxCents, `${label} ist zu groß.`);

export const SchadenParamsSchema = z.object({ schadenId: IdSchema });
export const SchadenZahlungParamsSchema = z.object({ schadenId: IdSchema, zahlungId: IdSchema });

/** One row of the table in the step 'Schadensmeldungen' (spec 3: Damage report). */
export const DamageReportRowSchema = z.object({
  schadenId: z.number().int(),
  meldedatum: z.string(),
  schadennr: z.string(),
  sparte: z.string().nullable(),
  ereignisdatum: z.string().nullable(),
  schadensursacheText: z.string(),
  bearbstand: z.string(),
  /** Reported by the customer himself (the office sees it on its start page). */
  gemeldetVonKunde: z.boolean(),
});
export type DamageReportRow = z.infer<typeof DamageReportRowSchema>;

export const damageReportSortKeys = ['meldedatum', 'ereignisdatum'] as const;
export const DamageReportListQuerySchema = z.object({
  offset: PageOffsetSchema,
  limit: pageLimitSchema(PAGE_SIZE.damageReports),
  sort: z.enum(damageReportSortKeys, { message: 'Ungültige Sortierung.' }).default('meldedatum'),
  dir: z.enum(['asc', 'desc'], { message: 'Ungültige Sortierung.' }).default('desc'),
});

export const DamageReportListSchema = z.object({
  items: z.array(DamageReportRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** The processing-state list the table maps `bearbstand` through. */
  bearbstaende: z.array(OptionSchema),
  canReport: z.boolean(),
  canDelete: z.boolean(),
  canMerge: z.boolean(),
});
export type DamageReportList = z.infer<typeof DamageReportListSchema>;

export const ZahlungSchema = z.object({
  id: z.number().int(),
  datum: z.string(),
  betragCents: z.number().int(),
  empfaenger: z.string(),
  vermerk: z.string().nullable(),
  version: z.number().int(),
});
export type Zahlung = z.infer<typeof ZahlungSchema>;

export const StatusEntrySchema = z.object({
  bearbstand: z.string(),
  label: z.string(),
  previous: z.string().nullable(),
  at: z.string(),
  userName: z.string().nullable(),
});

/** The damage report page: every field, the contract it belongs to, payments and history. */
export const DamageReportDetailsSchema = z.object({
  schadenId: z.number().int(),
  version: z.number().int(),
  contract: z.object({
    id: z.number().int(),
    nummer: z.string(),
    gesellschaftName: z.string(),
    bezeichnung: z.string(),
    kundeName: z.string(),
  }),
  meldedatum: z.string(),
  schadennr: z.string(),
  sparteId: z.number().int().nullable(),
  sparte: z.string().nullable(),
  ereignisdatum: z.string().nullable(),
  schadensursacheText: z.string(),
  bearbstand: z.string(),
  schadenort: z.string().nullable(),
  schilderung: z.string().nullable(),
  schadenhoeheCents: z.number().int().nullable(),
  reserveCents: z.number().int().nullable(),
  versichererSchadennr: z.string().nullable(),
  gemeldetVonKunde: z.boolean(),
  gemeldetVon: z.string().nullable(),
  zahlungen: z.array(ZahlungSchema),
  zahlungenSummeCents: z.number().int(),
  /** Schadenhöhe (geschätzt) minus the payments; null without an estimate (decision 0016). */
  offenCents: z.number().int().nullable(),
  statusHistory: z.array(StatusEntrySchema),
  /** The Sparten of the contract a report can belong to. */
  sparten: z.array(OptionSchema),
  bearbstaende: z.array(OptionSchema),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type DamageReportDetails = z.infer<typeof DamageReportDetailsSchema>;

/** The office edits every field of a report (versioned). */
export const SaveDamageReportBodySchema = z.object({
  version: versionSchema(1),
  meldedatum: isoDateSchema('Bitte geben Sie ein gültiges Meldedatum ein.'),
  ereignisdatum: isoDateSchema('Bitte geben Sie ein gültiges Ereignisdatum ein.').nullable(),
  schadennr: requiredText('Die Schadennummer', SCHADEN_LIMITS.schadennr),
  sparteId: idSchema('Bitte wählen Sie eine Sparte des Vertrags aus.').nullable(),
  schadensursacheText: requiredText('Die Schadensursache', SCHADEN_LIMITS.schadensursache),
  bearbstand: BearbeitungsstandSchema,
  schadenort: optionalText('Der Schadenort', SCHADEN_LIMITS.schadenort),
  schilderung: optionalText('Die Schilderung', SCHADEN_LIMITS.schilderung),
  schadenhoeheCents: cents('Die Schadenhöhe').nullable(),
  reserveCents: cents('Die Reserve').nullable(),
  versichererSchadennr: optionalText('Die Schadennummer des Versicherers', SCHADEN_LIMITS.schadennr),
});
export type SaveDamageReportBody = z.infer<typeof SaveDamageReportBodySchema>;

/** 'Schaden melden' (office and customers): Meldedatum is today, the state 'gemeldet'. */
export const ReportDamageBodySchema = z.object({
  ereignisdatum: isoDateSchema('Bitte geben Sie ein gültiges Ereignisdatum ein.'),
  schadensursacheText: requiredText('Die Schadensursache', SCHADEN_LIMITS.schadensursache),
  schilderung: optionalText('Die Schilderung', SCHADEN_LIMITS.schilderung),
  schadenort: optionalText('Der Schadenort', SCHADEN_LIMITS.schadenort),
});
export type ReportDamageBody = z.infer<typeof ReportDamageBodySchema>;

export const ReportedDamageSchema = z.object({ schadenId: z.number().int(), contractId: z.number().int() });

/** A payment of the insurer on a claim (new payment). */
export const SaveZahlungBodySchema = z.object({
  datum: isoDateSchema('Bitte geben Sie ein gültiges Zahlungsdatum ein.'),
  betragCents: cents('Der Betrag').min(1, 'Der Betrag muss größer als 0 sein.'),
  empfaenger: requiredText('Der Empfänger', SCHADEN_LIMITS.empfaenger),
  vermerk: optionalText('Der Vermerk', SCHADEN_LIMITS.vermerk),
});
export type SaveZahlungBody = z.infer<typeof SaveZahlungBodySchema>;

export const ZAHLUNG_VERSION_MISSING = 'Die Version der Zahlung fehlt. Bitte laden Sie die Schadensmeldung neu.';

/** A change of an existing payment carries the version it was read with (409 when another came first). */
export const ChangeZahlungBodySchema = SaveZahlungBodySchema.extend({
  version: z
    .number({ message: ZAHLUNG_VERSION_MISSING })
    .int(ZAHLUNG_VERSION_MISSING)
    .min(1, ZAHLUNG_VERSION_MISSING)
    .max(INT4_MAX, ZAHLUNG_VERSION_MISSING),
});
export type ChangeZahlungBody = z.infer<typeof ChangeZahlungBodySchema>;

/** Merge (spec 7): toRemove is the source (removed), toKeep receives everything. */
export const MergeDamageReportsBodySchema = z.object({
  toRemove: z.object({ schadenId: IdSchema }),
  toKeep: z.object({ schadenId: IdSchema }),
});
export type MergeDamageReportsBody = z.infer<typeof MergeDamageReportsBodySchema>;

export const MergedSchema = z.object({ kept: z.object({ schadenId: z.number().int(), contractId: z.number().int() }) });
export const BearbeitungsstaendeSchema = z.array(OptionSchema);
export const SchadenDeletedSchema = z.object({ deleted: z.literal(true) });
