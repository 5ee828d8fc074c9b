import { z } from 'zod';
import { type FormularCondition, FormularConditionSchema } from './formular-condition';

// One component of a form definition (spec dokumente-formulare.md §3 'Form component'); the rules
// across components (unique ids, known references) live in formular-definition.schema.ts.

export const formularComponentTypes = [
  'TEXT',
  'textarea',
  'number',
  'currency',
  'percent',
  'date',
  'month',
  'combo',
  'checkbox',
  'radio',
  'chips',
  'IBAN',
  'BIC',
  'plz',
  'person',
  'bank',
  'password',
  'heading',
  'repeatGroup',
] as const;
export type FormularComponentType = (typeof formularComponentTypes)[number];

export const formularNumericTypes: readonly FormularComponentType[] = ['number', 'currency', 'percent'];
export const formularTextTypes: readonly FormularComponentType[] = ['TEXT', 'textarea', 'password'];
/** Types that pick one of the component's `options`. */
export const formularChoiceTypes: readonly FormularComponentType[] = ['combo', 'radio', 'person', 'bank'];
/** Types that group other components (`children`) and hold no value of their own. */
export const formularContainerTypes: readonly FormularComponentType[] = ['heading', 'repeatGroup'];

export const ComponentIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'Die Id muss mit einem Buchstaben beginnen (Buchstaben, Ziffern, _).');

const optionalMessage = z.string().min(1).max(300).optional();

export const FormularValidatorSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('required'), message: optionalMessage }),
  z.strictObject({ type: z.enum(['min', 'max']), value: z.number().finite(), message: optionalMessage }),
  z.strictObject({
    type: z.enum(['minLength', 'maxLength']),
    value: z.number().int().min(0).max(100_000),
    message: optionalMessage,
  }),
  z.strictObject({ type: z.literal('pattern'), value: z.string().min(1).max(500), message: optionalMessage }),
]);
export type FormularValidator = z.infer<typeof FormularValidatorSchema>;

export const FormularOptionSchema = z.strictObject({
  value: z.string().min(1).max(200),
  label: z.string().min(1).max(300),
  /** Fields of a picked person or bank that `config.componentFields` copies into other components. */
  data: z.record(z.string(), z.string().max(500)).optional(),
});
export type FormularOption = z.infer<typeof FormularOptionSchema>;

export const FormularConfigSchema = z.strictObject({
  /** Decimals of number, currency and percent (defaults: number 0, currency and percent 2). */
  precision: z.number().int().min(0).max(6).optional(),
  maxLength: z.number().int().min(1).max(100_000).optional(),
  /** A date component that picks a month: stored as a month value ('0.2027'). */
  monthPicker: z.boolean().optional(),
  /** Postal code: the component the picked place (Ort) is written into. */
  linkedInputs: z.array(ComponentIdSchema).max(10).optional(),
  placeholder: z.string().max(200).optional(),
  /** The HTML autocomplete hint of the input ('postal-code', 'family-name' …). */
  autocomplete: z.string().max(60).optional(),
  /** Validator errors show at once, not only after the field was touched. */
  validateUntouched: z.boolean().optional(),
  /** Text area: stored URL-encoded (encodeURIComponent). */
  urlEncoded: z.boolean().optional(),
  /** Person or bank picker: option data key → component id filled when an option is picked. */
  componentFields: z.record(z.string().max(60), ComponentIdSchema).optional(),
  /** Postal code: the component holding the country; without it Deutschland is checked. */
  landField: ComponentIdSchema.optional(),
  /** Repeat group: the most rows (default REPEAT_GROUP_MAX_ROWS). */
  maxRows: z.number().int().min(1).max(100).optional(),
  /** Top-level heading of a dynamic document: a step the user may add, copy, remove and move (decision 0045). */
  repeatableStep: z.boolean().optional(),
});
export type FormularConfig = z.infer<typeof FormularConfigSchema>;

export type FormularComponent = {
  id: string;
  type: FormularComponentType;
  label: string;
  placeholder?: string;
  config?: FormularConfig;
  validators?: FormularValidator[];
  options?: FormularOption[];
  disabledCondition?: FormularCondition;
  hideCondition?: FormularCondition;
  children?: FormularComponent[];
};

export const FormularComponentSchema: z.ZodType<FormularComponent> = z.lazy(() =>
  z.strictObject({
    id: ComponentIdSchema,
    type: z.enum(formularComponentTypes, { message: 'Unbekannter Komponententyp.' }),
    label: z.string().max(500),
    placeholder: z.string().max(200).optional(),
    config: FormularConfigSchema.optional(),
    validators: z.array(FormularValidatorSchema).max(20).optional(),
    options: z.array(FormularOptionSchema).max(1000).optional(),
    disabledCondition: FormularConditionSchema.optional(),
    hideCondition: FormularConditionSchema.optional(),
    children: z.array(FormularComponentSchema).max(200).optional(),
  }),
);
