import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { IdSchema, OptionalIdSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { formatDate } from '../format';
import { emptyToNull, optionalCents, optionalText } from '../vertrag/field-definition.schema';
import {
  formatAnteile,
  formatWaehrung,
  ISIN_MESSAGE,
  isValidIsin,
  normalizeIsin,
  waehrungen,
} from './wertpapier.rules';

// Embedded securities of a Vorsorge contract (spec termine-courtage-aenderungslog.md §2.2, §3.6, §7.2, §9).

export const WERTPAPIER_LIMITS = { wertpapiername: 200, anlageart: 100 } as const;

export const WERTPAPIER_MESSAGES = {
  isinRequired: 'ISIN ist erforderlich!',
  isin: ISIN_MESSAGE,
  wertpapiername: 'Wertpapiername ist erforderlich!',
  waehrung: 'Bitte wählen Sie eine Währung aus.',
  anteile: 'Bitte geben Sie die Anteile mit höchstens 2 Nachkommastellen ein.',
  notVorsorge: 'Eingebundene Wertpapiere gibt es nur bei Verträgen der Gruppe Vorsorge.',
  sparteFremd: 'Die Sparte gehört nicht zu diesem Vertrag.',
  notFound: 'Das Wertpapier wurde nicht gefunden.',
} as const;

/** Suggestions for the free-text Anlageart. */
export const anlagearten = ['Aktienfonds', 'ETF', 'Rentenfonds', 'Mischfonds', 'Immobilienfonds', 'Geldmarktfonds'];

export const deleteWertpapierQuestion = (name: string) => `Soll das Wertpapier ${name} wirklich gelöscht werden?`;

export const WaehrungSchema = z.enum(waehrungen, { message: WERTPAPIER_MESSAGES.waehrung });

/** The ISIN as entered: spaces dropped, upper case, check digit verified (ISO 6166). */
export const IsinSchema = z.preprocess(
  (v) => (v === null ? '' : v),
  textInput(WERTPAPIER_MESSAGES.isinRequired)
    .transform(normalizeIsin)
    .pipe(z.string().min(1, WERTPAPIER_MESSAGES.isinRequired).max(12, ISIN_MESSAGE).refine(isValidIsin, ISIN_MESSAGE)),
);

export const WertpapierSchema = z.object({
  id: z.number().int(),
  sparteId: z.number().int().nullable(),
  isin: z.string(),
  wertpapiername: z.string(),
  anlageart: z.string().nullable(),
  /** ISO date; shown DD.MM.YYYY. */
  anteileDatum: z.string().nullable(),
  /** Shares in hundredths (2 decimals). */
  anteile: z.number().int().nullable(),
  /** Cents (EUR). */
  anlagesumme: z.number().int().nullable(),
  /** Cents in the fund's currency (`waehrung`). */
  fondswert: z.number().int().nullable(),
  /** Cents (EUR). */
  fondswertEuro: z.number().int().nullable(),
  waehrung: WaehrungSchema,
  version: z.number().int(),
});
export type Wertpapier = z.infer<typeof WertpapierSchema>;

export const WertpapiereQuerySchema = z.object({ sparteId: OptionalIdSchema });

export const WertpapiereSchema = z.object({
  items: z.array(WertpapierSchema),
  isVorsorge: z.boolean(),
  canEdit: z.boolean(),
  /** The Sparte the list shows (the page's, else the Vertragssparte) and its name. */
  sparte: z.object({ id: z.number().int(), name: z.string() }),
});
export type Wertpapiere = z.infer<typeof WertpapiereSchema>;

const anteile = emptyToNull(
  z
    .union([z.number(), z.string()], { message: WERTPAPIER_MESSAGES.anteile })
    .pipe(z.coerce.number({ message: WERTPAPIER_MESSAGES.anteile }))
    .pipe(
      z
        .number()
        .int(WERTPAPIER_MESSAGES.anteile)
        .min(0, 'Die Anteile dürfen nicht negativ sein.')
        .max(99_999_999_999, 'Die Anteile sind zu groß.'),
    ),
);

export const SaveWertpapierBodySchema = z
  .object({
    id: IdSchema.nullable().optional(),
    version: versionSchema(1).nullable().optional(),
    /** The Sparte of the page; missing: the Vertragssparte. */
    sparteId: IdSchema.nullable().optional(),
    isin: IsinSchema,
    wertpapiername: textInput(WERTPAPIER_MESSAGES.wertpapiername)
      .trim()
      .min(1, WERTPAPIER_MESSAGES.wertpapiername)
      .max(WERTPAPIER_LIMITS.wertpapiername, `Höchstens ${WERTPAPIER_LIMITS.wertpapiername} Zeichen.`),
    anlageart: optionalText(
      WERTPAPIER_LIMITS.anlageart,
      `Höchstens ${WERTPAPIER_LIMITS.anlageart} Zeichen.`,
    ).optional(),
    anteileDatum: emptyToNull(isoDateSchema()).optional(),
    /** Hundredths. */
    anteile: anteile.optional(),
    anlagesumme: optionalCents.optional(),
    fondswert: optionalCents.optional(),
    fondswertEuro: optionalCents.optional(),
    waehrung: WaehrungSchema,
  })
  .refine((b) => b.id == null || b.version != null, {
    path: ['version'],
    message: 'Die Version des Wertpapiers fehlt. Bitte laden Sie die Wertpapiere neu.',
  });
export type SaveWertpapierBody = z.infer<typeof SaveWertpapierBodySchema>;

export const WertpapierParamsSchema = z.object({ id: IdSchema, wertpapierId: IdSchema });

/** Depot positions of a policy number (spec §7.2): per currency the count and the totals. */
export const DepotpositionenSchema = z.object({
  vertragsNr: z.string(),
  anzahl: z.number().int(),
  summen: z.array(
    z.object({
      waehrung: WaehrungSchema,
      anzahl: z.number().int(),
      /** Cents (EUR). */
      anlagesumme: z.number().int(),
      /** Cents in `waehrung`. */
      fondswert: z.number().int(),
      /** Cents (EUR). */
      fondswertEuro: z.number().int(),
    }),
  ),
  /** All positions in euros (cents). */
  fondswertEuroGesamt: z.number().int(),
});
export type Depotpositionen = z.infer<typeof DepotpositionenSchema>;

/** The whole entry as the change log shows it: 'DE0008474503 DWS Top Dividende, 120,50 Anteile …'. */
export function describeWertpapier(w: {
  isin: string;
  wertpapiername: string;
  anlageart?: string | null;
  anteile?: number | null;
  anteileDatum?: string | null;
  anlagesumme?: number | null;
  fondswert?: number | null;
  fondswertEuro?: number | null;
  waehrung: (typeof waehrungen)[number];
}): string {
  const parts = [
    w.anlageart,
    w.anteile == null
      ? null
      : `${formatAnteile(w.anteile)} Anteile${w.anteileDatum ? ` am ${formatDate(w.anteileDatum)}` : ''}`,
    w.anlagesumme == null ? null : `Anlagesumme ${formatWaehrung(w.anlagesumme, 'EUR')}`,
    w.fondswert == null ? null : `Fondswert ${formatWaehrung(w.fondswert, w.waehrung)}`,
    w.fondswertEuro == null || w.waehrung === 'EUR'
      ? null
      : `Fondswert in Euro ${formatWaehrung(w.fondswertEuro, 'EUR')}`,
  ].filter((p): p is string => Boolean(p));
  return [`${w.isin} ${w.wertpapiername}`, ...parts].join(', ');
}
