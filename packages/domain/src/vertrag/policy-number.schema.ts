import { z } from 'zod';
import { IdSchema, OptionalIdSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { OptionSchema } from './field-definition.schema';

/** Company-specific policy-number check (spec 5, 7). */
export const PolicyNumberCheckQuerySchema = z.object({
  gesellschaftId: IdSchema,
  polNummer: textInput().max(100),
});
export const PolicyNumberCheckSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable(),
});
export type PolicyNumberCheck = z.infer<typeof PolicyNumberCheckSchema>;

/** 'Historische VSNR' (spec 7: GET /insurances/police_nr_history?vertragId=). */
export const PoliceNrHistoryQuerySchema = z.object({ vertragId: IdSchema });
export const PoliceNrHistoryRowSchema = z.object({
  polNr: z.string(),
  /** ISO date (YYYY-MM-DD). */
  dateChanged: z.string(),
  /** Another contract visible to the viewer carries this number. */
  newVertragExists: z.boolean(),
});
export type PoliceNrHistoryRow = z.infer<typeof PoliceNrHistoryRowSchema>;
export const PoliceNrHistorySchema = z.array(PoliceNrHistoryRowSchema);

/** GET /insurances/police_nr_another_vertr?vertragId=&polNr= → { "<customerId>": <contractId> }. */
export const PoliceNrAnotherQuerySchema = z.object({
  vertragId: IdSchema,
  polNr: textInput().trim().min(1, 'Bitte geben Sie eine Versicherungsnummer an.').max(100),
});
export const PoliceNrAnotherSchema = z.record(z.string(), z.number().int());

/** Combo values of the general form (spec 7: broker company number and Anbindung). */
export const ContractCombosQuerySchema = z.object({
  gesellschaftId: OptionalIdSchema,
});
export const ContractCombosSchema = z.object({
  maklerGesellNr: z.array(OptionSchema),
  anbindung: z.array(OptionSchema),
});
export type ContractCombos = z.infer<typeof ContractCombosSchema>;
