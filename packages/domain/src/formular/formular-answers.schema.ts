import { z } from 'zod';

// Answers of a form as they are stored: one value per component id (formats in formular-storage.ts).

/** Text in its storage format, a ticked box, or nothing. */
export const FormularScalarSchema = z.union([z.string().max(100_000), z.boolean(), z.null()]);
export type FormularScalar = z.infer<typeof FormularScalarSchema>;

/** One row of a repeat group: child id → value. */
export const FormularRowSchema = z.record(z.string().max(60), FormularScalarSchema);
export type FormularRow = z.infer<typeof FormularRowSchema>;

export const FormularValueSchema = z.union([FormularScalarSchema, z.array(FormularRowSchema).max(100)]);
export type FormularValue = z.infer<typeof FormularValueSchema>;

export const FormularAnswersSchema = z.record(z.string().max(60), FormularValueSchema);
export type FormularAnswers = z.infer<typeof FormularAnswersSchema>;

/** Saved answers name the definition and the version they were made with, and are read with that version. */
export const SavedFormularAnswersSchema = z.strictObject({
  definitionId: z.string().min(1).max(100),
  definitionVersion: z.number().int().min(1).max(2_147_483_647),
  answers: FormularAnswersSchema,
});
export type SavedFormularAnswers = z.infer<typeof SavedFormularAnswersSchema>;
