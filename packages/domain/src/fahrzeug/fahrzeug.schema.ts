import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { emptyToNull, numberInput } from '../vertrag/field-definition.schema';

/** '' / null / missing key → null (spec 5: empty values are allowed everywhere); else the field's schema. */
function orEmpty<T extends z.ZodType>(schema: T) {
  return emptyToNull(schema)
    .optional()
    .transform((v) => v ?? null);
}

function positiveInt(below: number, message: string) {
  return orEmpty(numberInput(message).pipe(z.number().int({ message }).positive({ message }).lt(below, { message })));
}

function maxText(max: number, message: string) {
  return orEmpty(
    textInput(message)
      .trim()
      .max(max, { message })
      .transform((v) => (v === '' ? null : v)),
  );
}

const optionalText = maxText(200, 'Höchstens 200 Zeichen.');
const dateMessage = 'Bitte geben Sie ein gültiges Datum ein.';
const optionalDate = orEmpty(isoDateSchema(dateMessage));
const optionalBool = z
  .union([z.boolean(), z.null()], { message: 'Bitte wählen Sie Ja oder Nein.' })
  .optional()
  .transform((v) => v ?? null);

/** The vehicle data of a motor contract with the limits and messages of spec 5. */
export const FahrzeugDatenSchema = z.object({
  kennzeichen: maxText(12, 'Das Kennzeichen darf höchstens 12 Zeichen lang sein.'),
  fzgart: optionalText,
  marke: maxText(50, 'Die Marke darf höchstens 50 Zeichen lang sein.'),
  handelsbez: maxText(50, 'Die Handelsbezeichnung darf höchstens 50 Zeichen lang sein.'),
  leistung: positiveInt(10_000, 'Die Leistung (kW) muss eine positive ganze Zahl sein'),
  hubraum: positiveInt(1_000_000_000, 'Der Hubraum (cm³) muss eine positive ganze Zahl sein'),
  plaetze: positiveInt(1_000, 'Die Anzahl der Plätze muss eine positive ganze Zahl sein'),
  nutzlast: positiveInt(1_000_000_000, 'Die Nutzlast muss eine positive ganze Zahl sein'),
  verwendzweck: optionalText,
  nutzerkreis: optionalText,
  antriebsart: optionalText,
  erstzulassdat: optionalDate,
  zulassung_vn_seit: optionalDate,
  kilometerstand: positiveInt(1_000_000_000, 'Der Kilometerstand muss eine positive ganze Zahl sein'),
  kilometerstand_am: optionalDate,
  kilometerleistung: positiveInt(1_000_000_000, 'Die Kilometerleistung muss eine positive ganze Zahl sein'),
  leasing: optionalBool,
  kat: optionalBool,
  abs: optionalBool,
  neuwert: positiveInt(100_000_000, 'Der Neuwert muss eine positive ganze Zahl sein'),
  zeitwert: positiveInt(1_000_000_000, 'Der Zeitwert muss eine positive ganze Zahl sein'),
  zeitwert_vom: optionalDate,
  motornr: maxText(20, 'Die Motornummer darf höchstens 20 Zeichen lang sein.'),
  stellplatz: optionalText,
  wegfahrsperre: optionalBool,
  fahrgestnr: maxText(17, 'Die Fahrgestellnummer darf höchstens 17 Zeichen lang sein.'),
  schluesselnr_fzg: optionalText,
  schluesselnr_herst: maxText(4, 'Die Herstellerschlüsselnummer (HSN) hat höchstens 4 Zeichen.'),
  schluesselnr_typ: maxText(3, 'Die Typschlüsselnummer (TSN) hat höchstens 3 Zeichen.'),
});
export type FahrzeugDatenInput = z.input<typeof FahrzeugDatenSchema>;
export type FahrzeugDaten = z.output<typeof FahrzeugDatenSchema>;

/** Vehicle fields by kind: the form picks its inputs from these, the response schema its types. */
export const fahrzeugNumberKeys = [
  'leistung',
  'hubraum',
  'plaetze',
  'nutzlast',
  'kilometerstand',
  'kilometerleistung',
  'neuwert',
  'zeitwert',
] as const;
export const fahrzeugBoolKeys = ['leasing', 'kat', 'abs', 'wegfahrsperre'] as const;
export const fahrzeugDateKeys = ['erstzulassdat', 'zulassung_vn_seit', 'kilometerstand_am', 'zeitwert_vom'] as const;

/** The stored values as plain types (response schemas must not transform). */
export const FahrzeugDatenValuesSchema = z.object(
  Object.fromEntries(
    Object.keys(FahrzeugDatenSchema.shape).map((key) => [
      key,
      (fahrzeugNumberKeys as readonly string[]).includes(key)
        ? z.number().int().nullable()
        : (fahrzeugBoolKeys as readonly string[]).includes(key)
          ? z.boolean().nullable()
          : z.string().nullable(),
    ]),
  ) as unknown as { [K in keyof FahrzeugDaten]: z.ZodType<FahrzeugDaten[K]> },
);

/** What the server answers: the stored data plus whether this viewer may edit it. */
export const FahrzeugDatenResponseSchema = z.object({
  vertragId: z.number().int(),
  version: z.number().int(),
  canEdit: z.boolean(),
  daten: FahrzeugDatenValuesSchema,
});
export type FahrzeugDatenResponse = z.infer<typeof FahrzeugDatenResponseSchema>;

export const SaveFahrzeugDatenBodySchema = z.object({ version: versionSchema(0), daten: FahrzeugDatenSchema });

/** The message the whole form answers when invalid (spec 5 / 8). */
export const FORM_INVALID_MESSAGE = 'Form invalid';

export const fahrzeugLabels: Record<keyof FahrzeugDaten, string> = {
  kennzeichen: 'Kennzeichen',
  fzgart: 'Fahrzeugart',
  marke: 'Marke',
  handelsbez: 'Handelsbezeichnung',
  leistung: 'Leistung (kW)',
  hubraum: 'Hubraum (cm³)',
  plaetze: 'Plätze',
  nutzlast: 'Nutzlast (kg)',
  verwendzweck: 'Verwendungszweck',
  nutzerkreis: 'Nutzerkreis',
  antriebsart: 'Antriebsart',
  erstzulassdat: 'Erstzulassung',
  zulassung_vn_seit: 'Zulassung auf VN seit',
  kilometerstand: 'Kilometerstand',
  kilometerstand_am: 'Kilometerstand am',
  kilometerleistung: 'Jährliche Kilometerleistung',
  leasing: 'Leasing',
  kat: 'Katalysator',
  abs: 'ABS',
  neuwert: 'Neuwert (€)',
  zeitwert: 'Zeitwert (€)',
  zeitwert_vom: 'Zeitwert vom',
  motornr: 'Motornummer',
  stellplatz: 'Stellplatz',
  wegfahrsperre: 'Wegfahrsperre',
  fahrgestnr: 'Fahrgestellnummer (FIN)',
  schluesselnr_fzg: 'Schlüsselnummer Fahrzeug',
  schluesselnr_herst: 'HSN (Herstellerschlüssel)',
  schluesselnr_typ: 'TSN (Typschlüssel)',
};
