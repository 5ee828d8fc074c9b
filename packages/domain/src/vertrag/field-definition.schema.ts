import { z } from 'zod';
import { isoDateSchema } from '../common/date.schema';
import { textInput } from '../common/text.schema';

/**
 * `autocomplete`: free text with the options as suggestions (the text is stored, not an option key).
 * `plz`: a postal code with suggestions; picking one fills the form's `ort` (checked for the form's `land`).
 */
export const fieldTypes = [
  'text',
  'textarea',
  'number',
  'currency',
  'date',
  'select',
  'autocomplete',
  'plz',
  'checkbox',
] as const;
export const FieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof FieldTypeSchema>;

export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** A field value: text, ISO date, select value → string; number and currency (cents) → number; checkbox → boolean. */
export const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof FieldValueSchema>;

/** One field of a server-defined form (spec 2.2): visible, disabled, value with options, validationMessage. */
export const FieldDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: FieldTypeSchema,
  group: z.string(),
  visible: z.boolean(),
  disabled: z.boolean(),
  value: FieldValueSchema,
  options: z.array(OptionSchema).nullable(),
  validationMessage: z.string().nullable(),
  maxLength: z.number().int().nullable(),
  required: z.boolean(),
});
export type FieldDefinition = z.infer<typeof FieldDefinitionSchema>;

/** A form as the server defines it, with the version the save must send back. */
export const FieldFormSchema = z.object({
  version: z.number().int(),
  fields: z.array(FieldDefinitionSchema),
});
export type FieldForm = z.infer<typeof FieldFormSchema>;

// Input helpers: '' and null mean "not given"; each helper's own German message names a wrong type too.

/** '' and null become null; anything else must pass `schema` (whose precise messages stay intact). */
export function emptyToNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? null : v), schema.nullable()) as unknown as z.ZodType<
    z.output<T> | null,
    z.input<T> | '' | null
  >;
}

/** A number, or a string holding one (form inputs); never a boolean or an array (z.coerce alone would take them). */
export function numberInput(message: string) {
  return z.union([z.number(), z.string()], { message }).pipe(z.coerce.number({ message }));
}

export function optionalText(max: number, message: string) {
  return emptyToNull(
    textInput(message)
      .trim()
      .max(max, message)
      .transform((v) => (v === '' ? null : v)),
  );
}

const dateMessage = 'Bitte geben Sie ein gültiges Datum ein.';
export const optionalDate = emptyToNull(isoDateSchema(dateMessage));

export function optionalInt(min: number, max: number, message: string) {
  return emptyToNull(numberInput(message).pipe(z.number().int(message).min(min, message).max(max, message)));
}

/** Money in integer cents (2 decimals, spec 9). */
export const optionalCents = emptyToNull(
  numberInput('Bitte geben Sie einen gültigen Betrag ein.').pipe(
    z
      .number()
      .int('Bitte geben Sie einen gültigen Betrag mit höchstens 2 Nachkommastellen ein.')
      .min(0, 'Der Betrag darf nicht negativ sein.')
      .max(99_999_999_999, 'Der Betrag ist zu groß.'),
  ),
);

export function optionalChoice(values: readonly string[], message: string) {
  return emptyToNull(textInput(message).refine((v) => values.includes(v), message));
}
