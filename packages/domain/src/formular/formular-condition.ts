import { z } from 'zod';

// Conditions that hide or disable a form component: plain JSON data, evaluated here — never code.

export const conditionOps = ['eq', 'ne', 'in', 'empty', 'notEmpty'] as const;
export type ConditionOp = (typeof conditionOps)[number];

export type ConditionScalar = string | number | boolean | null;

/** `{ field, op, value }` compares one answer; `all`, `any` and `not` combine conditions. */
export type FormularCondition =
  | { field: string; op: 'eq' | 'ne'; value: ConditionScalar }
  | { field: string; op: 'in'; value: ConditionScalar[] }
  | { field: string; op: 'empty' | 'notEmpty' }
  | { all: FormularCondition[] }
  | { any: FormularCondition[] }
  | { not: FormularCondition };

/** Deepest nesting of all/any/not a definition may use. */
export const CONDITION_MAX_DEPTH = 8;

const ScalarSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const FieldSchema = z.string().min(1).max(60);
const message = 'Die Bedingung ist ungültig.';

export const FormularConditionSchema: z.ZodType<FormularCondition> = z.lazy(() =>
  z.union(
    [
      z.strictObject({ field: FieldSchema, op: z.enum(['eq', 'ne']), value: ScalarSchema }),
      z.strictObject({ field: FieldSchema, op: z.literal('in'), value: z.array(ScalarSchema).max(200) }),
      z.strictObject({ field: FieldSchema, op: z.enum(['empty', 'notEmpty']) }),
      z.strictObject({ all: z.array(FormularConditionSchema).min(1).max(50) }),
      z.strictObject({ any: z.array(FormularConditionSchema).min(1).max(50) }),
      z.strictObject({ not: FormularConditionSchema }),
    ],
    { message },
  ),
);

/** Depth of a condition (a comparison is 1). */
export function conditionDepth(condition: FormularCondition): number {
  if ('all' in condition) {
    return 1 + Math.max(...condition.all.map(conditionDepth));
  }
  if ('any' in condition) {
    return 1 + Math.max(...condition.any.map(conditionDepth));
  }
  if ('not' in condition) {
    return 1 + conditionDepth(condition.not);
  }
  return 1;
}

/** Every component id a condition reads. */
export function conditionFields(condition: FormularCondition): string[] {
  if ('all' in condition) {
    return condition.all.flatMap(conditionFields);
  }
  if ('any' in condition) {
    return condition.any.flatMap(conditionFields);
  }
  if ('not' in condition) {
    return conditionFields(condition.not);
  }
  return [condition.field];
}

/** Empty as a form sees it: nothing, '', an empty chips list '[]', an empty list, or an unticked box. */
export function isEmptyAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    value === '[]' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Numbers in a condition match their text ('3' eq 3), as form values are stored as text. */
const same = (answer: unknown, expected: ConditionScalar): boolean =>
  answer === expected || (typeof expected === 'number' && typeof answer === 'string' && answer === String(expected));

/**
 * Whether a condition holds for the answers `lookup` reads (a component id → its stored value).
 * @example evaluateCondition({ field: 'art', op: 'eq', value: 'KFZ' }, (id) => answers[id])
 */
export function evaluateCondition(condition: FormularCondition, lookup: (id: string) => unknown): boolean {
  if ('all' in condition) {
    return condition.all.every((c) => evaluateCondition(c, lookup));
  }
  if ('any' in condition) {
    return condition.any.some((c) => evaluateCondition(c, lookup));
  }
  if ('not' in condition) {
    return !evaluateCondition(condition.not, lookup);
  }
  const answer = lookup(condition.field);
  switch (condition.op) {
    case 'eq':
      return same(answer, condition.value);
    case 'ne':
      return !same(answer, condition.value);
    case 'in':
      return condition.value.some((v) => same(answer, v));
    case 'empty':
      return isEmptyAnswer(answer);
    case 'notEmpty':
      return !isEmptyAnswer(answer);
  }
}
