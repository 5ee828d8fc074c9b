import { z } from 'zod';
import { IdSchema, versionSchema } from '../common/id.schema';
import { requiredCents } from '../common/money.schema';
import { formatCents } from '../format';

// Buy-back values of a Vorsorge contract (spec termine-courtage-aenderungslog.md §3.6, §5.2, §8, §9).

/** The year lies strictly between these bounds (spec §9: above 1900 and below 2100). */
export const RUECKKAUFSWERT_JAHR = { after: 1900, before: 2100 } as const;

export const RUECKKAUFSWERT_MESSAGES = {
  jahrRequired: 'Jahr ist erforderlich!',
  jahrInteger: 'Das Jahr muss eine ganze Zahl sein.',
  jahrMin: 'Das Jahr sollte größer sein als 1900',
  jahrMax: 'Das Jahr sollte weniger als 2100 sein',
  betragRequired: 'Betrag ist erforderlich!',
  duplicate: 'Für dieses Jahr ist bereits ein Rückkaufswert erfasst.',
  notVorsorge: 'Rückkaufswerte gibt es nur bei Verträgen der Gruppe Vorsorge.',
  notFound: 'Der Rückkaufswert wurde nicht gefunden.',
} as const;

export const deleteRueckkaufswertQuestion = (jahr: number) =>
  `Soll der Rückkaufswert für das Jahr ${jahr} wirklich gelöscht werden?`;

const m = RUECKKAUFSWERT_MESSAGES;

/** Jahr: required, whole, 1901 … 2099. An empty input ('' or null) is a missing year. */
export const RueckkaufswertJahrSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .number({ message: m.jahrRequired })
    .int(m.jahrInteger)
    .gt(RUECKKAUFSWERT_JAHR.after, m.jahrMin)
    .lt(RUECKKAUFSWERT_JAHR.before, m.jahrMax),
);

export const RueckkaufswertSchema = z.object({
  id: z.number().int(),
  jahr: z.number().int(),
  /** Cents. */
  betrag: z.number().int(),
  version: z.number().int(),
});
export type Rueckkaufswert = z.infer<typeof RueckkaufswertSchema>;

export const RueckkaufswerteSchema = z.object({
  items: z.array(RueckkaufswertSchema),
  /** The contract belongs to the group Vorsorge: only then are buy-back values kept. */
  isVorsorge: z.boolean(),
  canEdit: z.boolean(),
});
export type Rueckkaufswerte = z.infer<typeof RueckkaufswerteSchema>;

export const SaveRueckkaufswertBodySchema = z
  .object({
    id: IdSchema.nullable().optional(),
    version: versionSchema(1).nullable().optional(),
    jahr: RueckkaufswertJahrSchema,
    betrag: requiredCents(m.betragRequired),
  })
  .refine((b) => b.id == null || b.version != null, {
    path: ['version'],
    message: 'Die Version des Rückkaufswerts fehlt. Bitte laden Sie die Rückkaufswerte neu.',
  });
export type SaveRueckkaufswertBody = z.infer<typeof SaveRueckkaufswertBodySchema>;

export const RueckkaufswertParamsSchema = z.object({ id: IdSchema, rueckkaufswertId: IdSchema });

/** The whole entry as the change log shows it: '2027: 12.345,67 €'. */
export const describeRueckkaufswert = (r: { jahr: number; betrag: number }) => `${r.jahr}: ${formatCents(r.betrag)}`;
