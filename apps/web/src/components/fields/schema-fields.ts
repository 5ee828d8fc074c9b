import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';

export type FieldLimits = { maxLength: number | undefined; required: boolean };

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: readonly z.ZodType[] };

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The longest text a field's schema takes, looking through optional, nullable, transforms and unions. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength ?? undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? maxLengthOf(def.innerType) : undefined;
    case 'pipe':
      // z.preprocess puts its transform in front of the schema, .transform() behind it.
      if (def.in && defOf(def.in).type !== 'transform') {
        return maxLengthOf(def.in);
      }
      return def.out ? maxLengthOf(def.out) : undefined;
    case 'union': {
      const found = (def.options ?? []).map(maxLengthOf).filter((n): n is number => n !== undefined);
      return found.length > 0 ? Math.max(...found) : undefined;
    }
    default:
      return undefined;
  }
}

/** A field must be filled when its schema takes neither a missing value, null nor ''. */
export function isRequired(schema: z.ZodType): boolean {
  return ![undefined, null, ''].some((empty) => schema.safeParse(empty).success);
}

/** Max length and required flag of every field of an object schema, for the inputs' attributes. */
export function fieldLimits(schema: z.ZodObject): Record<string, FieldLimits> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      { maxLength: maxLengthOf(field as z.ZodType), required: isRequired(field as z.ZodType) },
    ]),
  );
}

/** The schema's first German message per field; empty when the values pass. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors = schemaResolver(schema, { sync: true })(values);
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, String(message)]));
}
