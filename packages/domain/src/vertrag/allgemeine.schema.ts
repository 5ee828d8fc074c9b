import { z } from 'zod';
import { idSchema, versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { PRODUKTBEZ_MAX } from '../constants';
import {
  emptyToNull,
  FieldFormSchema,
  numberInput,
  optionalCents,
  optionalChoice,
  optionalDate,
  optionalInt,
  optionalText,
} from './field-definition.schema';
import { ContractStatusSchema } from './vertrag-status.schema';

export const durationModes = ['ENDE', 'LAUFZEIT'] as const;
export type DurationMode = (typeof durationModes)[number];

export const ZAHLWEISE_SONSTIGES = 'Sonstiges';
export const zahlweisen = ['jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich', 'einmalig', ZAHLWEISE_SONSTIGES];
export const zahlungsarten = ['Lastschrift', 'Überweisung', 'Rechnung', 'Dauerauftrag', 'Barzahlung'];
export const betreuungsstufen = ['Basis', 'Standard', 'Premium', 'Exklusiv'];

/** The general contract data as the form shows it (spec 3); select values as strings, money in cents. */
export type AllgemeineValues = {
  gesellschaft: string | null;
  description: string | null;
  status: string | null;
  nummer: string | null;
  druckPolNr: string | null;
  produktbez: string | null;
  beginn: string | null;
  anzeigeModusDauer: DurationMode;
  ende: string | null;
  laufzeit: number | null;
  hauptfaelligkeit: string | null;
  praemiebto_zahlweise: number | null;
  praemiento_zahlweise: number | null;
  zahlrhythm: string | null;
  zahlweiseBemerkung: string | null;
  zahlungsart: string | null;
  bankverbindung: string | null;
  externeKennung: string | null;
  isEigenerVertrag: boolean;
  fremdanlage: boolean;
  kundeEingelesen: boolean;
  provisionsfrei: boolean;
  teilung: number | null;
  anbindung: string | null;
  betreuungsstufe: string | null;
  konvertierung: boolean;
  kennzeichen: string | null;
  beitragszahlungsdauer: number | null;
  letzteAenderungGueltigAb: string | null;
  aenderungsGrund: string | null;
  displayFremdges: string | null;
  maklerGesellNr: string | null;
  einlesenUpdaten: boolean;
};

const teilungMessage = 'Die Teilung muss zwischen 0 und 100 % liegen.';

/**
 * What a save may send. Every key is optional (only sent keys change); kennzeichen is read-only
 * here and is not accepted (it follows the vehicle data).
 */
export const AllgemeineInputSchema = z.object({
  gesellschaft: idSchema('Bitte wählen Sie eine Gesellschaft aus.').optional(),
  description: idSchema('Bitte wählen Sie eine Vertragssparte aus.').optional(),
  status: ContractStatusSchema.optional(),
  nummer: textInput()
    .trim()
    .min(1, 'Bitte geben Sie die Versicherungsnummer an.')
    .max(50, 'Die Versicherungsnummer darf höchstens 50 Zeichen lang sein.')
    .optional(),
  druckPolNr: optionalText(50, 'Die Druck-Policennummer darf höchstens 50 Zeichen lang sein.').optional(),
  produktbez: optionalText(PRODUKTBEZ_MAX, 'Die Produktbezeichnung darf höchstens 300 Zeichen lang sein.').optional(),
  beginn: optionalDate.optional(),
  anzeigeModusDauer: z.enum(durationModes, { message: 'Bitte wählen Sie Ende oder Laufzeit.' }).optional(),
  ende: optionalDate.optional(),
  laufzeit: optionalInt(1, 99, 'Die Laufzeit muss eine ganze Zahl zwischen 1 und 99 Jahren sein.').optional(),
  hauptfaelligkeit: optionalDate.optional(),
  praemiebto_zahlweise: optionalCents.optional(),
  praemiento_zahlweise: optionalCents.optional(),
  zahlrhythm: optionalChoice(zahlweisen, 'Bitte wählen Sie eine gültige Zahlweise.').optional(),
  zahlweiseBemerkung: optionalText(200, 'Die Bemerkung zur Zahlweise darf höchstens 200 Zeichen lang sein.').optional(),
  zahlungsart: optionalChoice(zahlungsarten, 'Bitte wählen Sie eine gültige Zahlungsart.').optional(),
  bankverbindung: optionalText(100, 'Die Bankverbindung darf höchstens 100 Zeichen lang sein.').optional(),
  externeKennung: optionalText(100, 'Die externe Kennung darf höchstens 100 Zeichen lang sein.').optional(),
  isEigenerVertrag: z.boolean().optional(),
  fremdanlage: z.boolean().optional(),
  kundeEingelesen: z.boolean().optional(),
  provisionsfrei: z.boolean().optional(),
  teilung: emptyToNull(
    numberInput(teilungMessage).pipe(
      z
        .number()
        .min(0, teilungMessage)
        .max(100, teilungMessage)
        .refine((v) => Math.round(v * 100) === v * 100, 'Die Teilung hat höchstens 2 Nachkommastellen.'),
    ),
  ).optional(),
  anbindung: optionalText(100, 'Die Anbindung darf höchstens 100 Zeichen lang sein.').optional(),
  betreuungsstufe: optionalChoice(betreuungsstufen, 'Bitte wählen Sie eine gültige Betreuungsstufe.').optional(),
  konvertierung: z.boolean().optional(),
  beitragszahlungsdauer: optionalInt(
    1,
    99,
    'Die Beitragszahlungsdauer muss eine ganze Zahl zwischen 1 und 99 Jahren sein.',
  ).optional(),
  letzteAenderungGueltigAb: optionalDate.optional(),
  aenderungsGrund: optionalText(200, 'Der Änderungsgrund darf höchstens 200 Zeichen lang sein.').optional(),
  displayFremdges: optionalText(100, 'Die Fremdgesellschaft darf höchstens 100 Zeichen lang sein.').optional(),
  maklerGesellNr: optionalText(50, 'Die Courtagenummer darf höchstens 50 Zeichen lang sein.').optional(),
  einlesenUpdaten: z.boolean().optional(),
});
export type AllgemeineInput = z.input<typeof AllgemeineInputSchema>;
export type AllgemeineParsed = z.output<typeof AllgemeineInputSchema>;

export const SaveAllgemeineBodySchema = z.object({
  version: versionSchema(1),
  values: AllgemeineInputSchema,
});
export type SaveAllgemeineBody = z.input<typeof SaveAllgemeineBodySchema>;

export const AllgemeineFormSchema = FieldFormSchema;
