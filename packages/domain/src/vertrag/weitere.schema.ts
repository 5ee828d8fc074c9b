import { z } from 'zod';
import { versionSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { optionalCents, optionalDate, optionalText } from './field-definition.schema';

/** The further contract details (step weitere-vertragsdetails, spec 3). */
export type WeitereValues = {
  vermittlernummerBemerkung: string | null;
  bezug: string | null;
  bemerkungStatus: string | null;
  /** Read-only here; changed through PUT /insurances/:id/kundennr. */
  kundennr: string;
  geteiltMitKunde: boolean;
  erfassungsdatum: string | null;
  /** Set by the GDV/OMDS data import; read-only. */
  dateUpdatetdGDV: string | null;
  pramieBruttoJahr: number | null;
  pramieNettoJahr: number | null;
  bestandsubertragung: boolean;
  alleRechtePflichten: boolean;
  korrespondenz: boolean;
  buAbgelehnt: boolean;
  /** Last change of the contract (ISO timestamp); read-only. */
  letzteAnderung: string | null;
  vertragssumme: number | null;
  courtageBemerkung: string | null;
};

export const WeitereInputSchema = z.object({
  vermittlernummerBemerkung: optionalText(
    500,
    'Die Bemerkung zur Vermittlernummer darf höchstens 500 Zeichen lang sein.',
  ).optional(),
  bezug: optionalText(200, 'Der Bezug darf höchstens 200 Zeichen lang sein.').optional(),
  bemerkungStatus: optionalText(500, 'Die Bemerkung zum Status darf höchstens 500 Zeichen lang sein.').optional(),
  geteiltMitKunde: z.boolean().optional(),
  erfassungsdatum: optionalDate.optional(),
  pramieBruttoJahr: optionalCents.optional(),
  pramieNettoJahr: optionalCents.optional(),
  bestandsubertragung: z.boolean().optional(),
  alleRechtePflichten: z.boolean().optional(),
  korrespondenz: z.boolean().optional(),
  buAbgelehnt: z.boolean().optional(),
  vertragssumme: optionalCents.optional(),
  courtageBemerkung: optionalText(1000, 'Die Courtage-Bemerkung darf höchstens 1000 Zeichen lang sein.').optional(),
});
export type WeitereInput = z.input<typeof WeitereInputSchema>;
export type WeitereParsed = z.output<typeof WeitereInputSchema>;

export const SaveWeitereBodySchema = z.object({
  version: versionSchema(1),
  values: WeitereInputSchema,
});

/** Spec 6: the contract's customer changes through its customer number. */
export const ChangeKundennrBodySchema = z.object({
  version: versionSchema(1),
  kundennr: textInput()
    .trim()
    .min(1, 'Bitte geben Sie eine Kundennummer an.')
    .max(20, 'Die Kundennummer darf höchstens 20 Zeichen lang sein.'),
});
export type ChangeKundennrBody = z.infer<typeof ChangeKundennrBodySchema>;
