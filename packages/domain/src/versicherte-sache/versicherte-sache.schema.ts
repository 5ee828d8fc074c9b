import { z } from 'zod';
import { versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { checkPostalCode } from '../kunde/anschrift.schema';
import { emptyToNull, OptionSchema, optionalChoice, optionalText } from '../vertrag/field-definition.schema';

/** Kinds of insured objects (spec 2.3: verssache with an option list of key/value). */
export const verssacheOptions = [
  { value: 'WOHNUNG', label: 'Wohnung' },
  { value: 'EINFAMILIENHAUS', label: 'Einfamilienhaus' },
  { value: 'MEHRFAMILIENHAUS', label: 'Mehrfamilienhaus' },
  { value: 'FERIENHAUS', label: 'Ferienhaus' },
  { value: 'GEWERBEOBJEKT', label: 'Gewerbeobjekt' },
  { value: 'BETRIEB', label: 'Betrieb' },
  { value: 'PKW', label: 'Pkw' },
  { value: 'KRAFTRAD', label: 'Kraftrad' },
  { value: 'WOHNMOBIL', label: 'Wohnmobil' },
  { value: 'PERSON', label: 'Person' },
  { value: 'TIER', label: 'Tier' },
  { value: 'SONSTIGES', label: 'Sonstiges' },
] as const;
const verssacheValues: readonly string[] = verssacheOptions.map((o) => o.value);

export const VersicherteSacheValuesSchema = z.object({
  verssache: z.string().nullable(),
  zusatz: z.string().nullable(),
  strasse: z.string().nullable(),
  hausnr: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  land: z.string().nullable(),
});
export type VersicherteSacheValues = z.infer<typeof VersicherteSacheValuesSchema>;

export const VersicherteSacheResponseSchema = z.object({
  vertragId: z.number().int(),
  /** 0 while nothing is stored yet. */
  version: z.number().int(),
  canEdit: z.boolean(),
  values: VersicherteSacheValuesSchema,
  verssacheOptions: z.array(OptionSchema),
});
export type VersicherteSacheResponse = z.infer<typeof VersicherteSacheResponseSchema>;

export const VersicherteSacheInputSchema = z
  .object({
    verssache: optionalChoice(verssacheValues, 'Bitte wählen Sie eine gültige versicherte Sache.').optional(),
    zusatz: optionalText(200, 'Der Zusatz darf höchstens 200 Zeichen lang sein.').optional(),
    strasse: optionalText(100, 'Die Straße darf höchstens 100 Zeichen lang sein.').optional(),
    hausnr: optionalText(10, 'Die Hausnummer darf höchstens 10 Zeichen lang sein.').optional(),
    plz: emptyToNull(textInput().trim().max(10, 'Die Postleitzahl darf höchstens 10 Zeichen lang sein.')).optional(),
    ort: optionalText(100, 'Der Ort darf höchstens 100 Zeichen lang sein.').optional(),
    land: optionalText(60, 'Das Land darf höchstens 60 Zeichen lang sein.').optional(),
  })
  // Spec dokumente-formulare §5: Deutschland 5 digits, Österreich 4, other countries unchecked (no land: Deutschland).
  .superRefine(checkPostalCode);
export type VersicherteSacheInput = z.input<typeof VersicherteSacheInputSchema>;

export const SaveVersicherteSacheBodySchema = z.object({
  version: versionSchema(0),
  values: VersicherteSacheInputSchema,
});
