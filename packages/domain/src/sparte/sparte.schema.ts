import { z } from 'zod';
import { IdSchema, idSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import {
  emptyToNull,
  OptionSchema,
  optionalCents,
  optionalDate,
  optionalText,
} from '../vertrag/field-definition.schema';

/** 'Sichtbar für' of a tariff (decision 0026): all brokers, or only its owner (and his structure with 'inclusive Struktur'). */
export const tarifSichtbarkeiten = ['ALLE', 'NUR_ICH'] as const;
export type TarifSichtbarkeit = (typeof tarifSichtbarkeiten)[number];
export const tarifSichtbarkeitLabels: Record<TarifSichtbarkeit, string> = {
  ALLE: 'Alle Vermittler',
  NUR_ICH: 'Nur mich',
};

export const SPARTE_PARAMETER_MAX = 30;

/** One branch of the contract as the overview (sparteUbersicht) and the branch selection show it. */
export const SparteRowSchema = z.object({
  id: z.number().int(),
  sparteId: z.number().int(),
  name: z.string(),
  isPrimary: z.boolean(),
  tarif: z.string().nullable(),
  /** Cents. */
  praemieBtoZahlweise: z.number().int().nullable(),
  praemieNtoZahlweise: z.number().int().nullable(),
  beginn: z.string().nullable(),
  /** Damage reports of this branch on the contract (not removed). */
  schadenCount: z.number().int(),
  version: z.number().int(),
});
export type SparteRow = z.infer<typeof SparteRowSchema>;

export const SpartenListSchema = z.object({
  items: z.array(SparteRowSchema),
  /** Toggles may be switched off (canEditContract). */
  canEdit: z.boolean(),
  /** 'Sparte hinzufügen' (canAddNewSparten). */
  canAdd: z.boolean(),
  /** Catalogue branches not yet on the contract (empty without canAdd). */
  available: z.array(OptionSchema),
});
export type SpartenList = z.infer<typeof SpartenListSchema>;

export const DeactivateSpartenBodySchema = z.object({
  deaktivieren: z
    .array(z.object({ id: IdSchema, version: versionSchema(1) }))
    .min(1, 'Bitte wählen Sie eine Sparte aus.')
    .max(50),
});
export type DeactivateSpartenBody = z.infer<typeof DeactivateSpartenBodySchema>;

export const AddSparteBodySchema = z.object({
  sparteId: idSchema('Bitte wählen Sie eine Sparte aus.'),
});
export type AddSparteBody = z.infer<typeof AddSparteBodySchema>;

export const SparteParamsSchema = z.object({ id: IdSchema, sparteId: IdSchema });

const PARAM_KEY_MESSAGE = 'Der Parametername darf höchstens 100 Zeichen lang sein.';
const PARAM_VALUE_MESSAGE = 'Der Parameterwert darf höchstens 500 Zeichen lang sein.';

export const SparteParameterSchema = z.object({
  key: textInput(PARAM_KEY_MESSAGE)
    .trim()
    .min(1, 'Bitte geben Sie einen Parameternamen ein.')
    .max(100, PARAM_KEY_MESSAGE),
  value: textInput(PARAM_VALUE_MESSAGE).trim().max(500, PARAM_VALUE_MESSAGE),
});
export type SparteParameter = z.infer<typeof SparteParameterSchema>;

/** Branch main data (spec 3.6); money in cents, begin as ISO date. */
export const SparteDatenSchema = z.object({
  praemieBtoZahlweise: optionalCents,
  praemieNtoZahlweise: optionalCents,
  tarifId: emptyToNull(idSchema('Bitte wählen Sie einen Tarif aus.')),
  onlyActivTarif: z.boolean(),
  versichertePerson: optionalText(200, 'Die versicherte Person darf höchstens 200 Zeichen lang sein.'),
  begin: optionalDate,
  parameters: z.array(SparteParameterSchema).max(SPARTE_PARAMETER_MAX, `Höchstens ${SPARTE_PARAMETER_MAX} Parameter.`),
});
export type SparteDaten = z.infer<typeof SparteDatenSchema>;

export const SaveSparteBodySchema = z.object({ version: versionSchema(1), daten: SparteDatenSchema });
export type SaveSparteBody = z.infer<typeof SaveSparteBodySchema>;

export const TarifOptionSchema = z.object({ value: z.string(), label: z.string(), inaktiv: z.boolean() });

export const SparteDetailSchema = z.object({
  id: z.number().int(),
  sparteId: z.number().int(),
  name: z.string(),
  isPrimary: z.boolean(),
  gesellschaftId: z.number().int(),
  version: z.number().int(),
  canEdit: z.boolean(),
  /** The tariff form may be opened (not for customers). */
  canOpenTarif: z.boolean(),
  daten: z.object({
    praemieBtoZahlweise: z.number().int().nullable(),
    praemieNtoZahlweise: z.number().int().nullable(),
    tarifId: z.string().nullable(),
    onlyActivTarif: z.boolean(),
    versichertePerson: z.string().nullable(),
    begin: z.string().nullable(),
    parameters: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
  /** The chosen tariff's name (also when it is not offered any more). */
  tarifName: z.string().nullable(),
  /** Tariffs of the contract's Gesellschaft and this Sparte the viewer may see (inactive ones marked). */
  tarife: z.array(TarifOptionSchema),
});
export type SparteDetail = z.infer<typeof SparteDetailSchema>;

// Tariff form (spec 3.6: bezeichnung, gesellschaft, sparteTarif, visibility, struktur, inactive)

export const TarifFormQuerySchema = z.object({
  tarifId: IdSchema.optional(),
  /** The contract the form was opened from: its Gesellschaft is the default. */
  versId: IdSchema.optional(),
  /** insuranceStep: the Sparte. */
  insuranceStep: IdSchema.optional(),
});

export const TarifValuesSchema = z.object({
  bezeichnung: z.string(),
  gesellschaftId: z.string().nullable(),
  sparteId: z.string().nullable(),
  sichtbarFuer: z.enum(tarifSichtbarkeiten),
  inklusiveStruktur: z.boolean(),
  inaktiv: z.boolean(),
});
export type TarifValues = z.infer<typeof TarifValuesSchema>;

export const TarifFormSchema = z.object({
  id: z.number().int().nullable(),
  version: z.number().int(),
  values: TarifValuesSchema,
  /** 'Sichtbar für' and 'inclusive Struktur' are shown (internal and broker users). */
  showExtra: z.boolean(),
  /** … and may be changed (internal staff). */
  extraEditable: z.boolean(),
  canEdit: z.boolean(),
  gesellschaften: z.array(OptionSchema),
  sparten: z.array(OptionSchema),
  sichtbarkeiten: z.array(OptionSchema),
});
export type TarifForm = z.infer<typeof TarifFormSchema>;

const BEZEICHNUNG_MESSAGE = 'Die Bezeichnung darf höchstens 200 Zeichen lang sein.';

export const SaveTarifBodySchema = z.object({
  version: versionSchema(0),
  bezeichnung: textInput(BEZEICHNUNG_MESSAGE)
    .trim()
    .min(1, 'Bitte geben Sie eine Bezeichnung ein.')
    .max(200, BEZEICHNUNG_MESSAGE),
  gesellschaftId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idSchema('Bitte wählen Sie eine Gesellschaft aus.'),
  ),
  sparteId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idSchema('Bitte wählen Sie eine Sparte aus.'),
  ),
  /** Only internal staff may send another value than the stored one (403 otherwise). */
  sichtbarFuer: z
    .enum(tarifSichtbarkeiten, { message: 'Bitte wählen Sie aus, für wen der Tarif sichtbar ist.' })
    .optional(),
  inklusiveStruktur: z.boolean().optional(),
  inaktiv: z.boolean(),
});
export type SaveTarifBody = z.infer<typeof SaveTarifBodySchema>;

export const TarifParamsSchema = z.object({ tarifId: IdSchema });

export const TarifSavedSchema = z.object({ id: z.number().int(), version: z.number().int() });
