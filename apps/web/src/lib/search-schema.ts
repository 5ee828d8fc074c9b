/**
 * The search params of a route, read without zod (docs/decisions/0030). A route's `validateSearch` is
 * not split off with its page: every route's reader is part of the first page, and zod's classic API
 * (about 26 KiB gzip) cannot be tree-shaken. Each field reads one value as the router parsed it from
 * the URL (string, number, boolean or list) and, like zod's `.optional().catch(undefined)`, answers
 * `undefined` for anything it does not accept: a hand-typed URL falls back instead of failing.
 *
 * `searchSchema({ … })` is used like the `z.object` it replaces: `validateSearch: schema`,
 * `schema.parse(value)`, `schema.extend({ … })`, `SearchOutput<typeof schema>` for `z.infer`.
 * lib/search-schema.test.ts holds every field against the zod schema it stands for.
 */

/** The largest id (PostgreSQL `integer`): the domain's INT4_MAX, which lives beside zod schemas (id.schema.ts). */
const INT4_MAX = 2_147_483_647;

/** Reads one search value. `In` is what a link may pass for it (the router's input type). */
export type SearchField<Out, In = Exclude<Out, undefined>> = ((value: unknown) => Out) & {
  readonly '~input'?: In;
};

// biome-ignore lint/suspicious/noExplicitAny: any field, whatever its types
type AnyField = SearchField<any, any>;
type Shape = Record<string, AnyField>;
type FieldOutput<F> = F extends (value: unknown) => infer O ? O : never;
type FieldInput<F> = F extends { readonly '~input'?: infer I } ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What the route's search is: keys whose field may answer `undefined` are optional. */
export type SearchShapeOutput<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends FieldOutput<S[K]> ? K : never]?: FieldOutput<S[K]> } & {
    [K in keyof S as undefined extends FieldOutput<S[K]> ? never : K]: FieldOutput<S[K]>;
  }
>;
/** What a link may pass: every key optional (a field answers for a missing one). */
export type SearchShapeInput<S extends Shape> = Simplify<{ [K in keyof S]?: FieldInput<S[K]> }>;

export type SearchSchema<S extends Shape> = {
  readonly shape: S;
  /** The search as the route sees it; any object (or none) in. */
  parse(value: unknown): SearchShapeOutput<S>;
  /** This schema with more (or replaced) fields, like zod's `.extend`. */
  extend<E extends Shape>(more: E): SearchSchema<Simplify<Omit<S, keyof E> & E>>;
  /** Standard Schema, which TanStack Router reads: the output, and the input for typed links. */
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'maklerwerk';
    validate(value: unknown): { value: SearchShapeOutput<S> };
    readonly types?: { readonly input: SearchShapeInput<S>; readonly output: SearchShapeOutput<S> };
  };
};

// biome-ignore lint/suspicious/noExplicitAny: any schema, whatever its shape
export type SearchOutput<T extends SearchSchema<any>> = ReturnType<T['parse']>;

/**
 * The route's search from its fields. As with `z.object`: unknown keys are dropped; a key that is
 * missing stays missing unless its field answers a value for nothing (a default); a key that is there
 * with a value the field refuses is kept as `undefined`.
 */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  const parse = (value: unknown): SearchShapeOutput<S> => {
    const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const read = field(input[key]);
      if (key in input || read !== undefined) {
        output[key] = read;
      }
    }
    return output as SearchShapeOutput<S>;
  };
  return {
    shape,
    parse,
    extend: (more) => searchSchema({ ...shape, ...more }) as never,
    '~standard': { version: 1, vendor: 'maklerwerk', validate: (value) => ({ value: parse(value) }) },
  };
}

const field = <Out, In = Exclude<Out, undefined>>(read: (value: unknown) => Out) => read as SearchField<Out, In>;

type NumberRange = { min?: number; max?: number };

/** zod's `z.number().int()` with `.min`/`.max`: a finite safe integer in the range. */
function wholeNumber(value: unknown, { min, max }: NumberRange): number | undefined {
  return typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max)
    ? value
    : undefined;
}

/** zod's coercion: `Number(value)` (a symbol stays what it was). */
function coerceNumber(value: unknown): unknown {
  try {
    return Number(value);
  } catch {
    return value;
  }
}

/** `z.string()` (`.max(n)`, `.regex(pattern)`, `.refine(accept)`). */
export const text = (options: { max?: number; pattern?: RegExp; accept?: (value: string) => boolean } = {}) =>
  field<string | undefined>((value) =>
    typeof value === 'string' &&
    (options.max === undefined || value.length <= options.max) &&
    (options.pattern === undefined || options.pattern.test(value)) &&
    (options.accept === undefined || options.accept(value))
      ? value
      : undefined,
  );

/** A text the router may have read as a number (`?search=123`): `z.union([z.string(), z.number().transform(String)])`. */
export const textOrNumber = () =>
  field<string | undefined, string | number>((value) =>
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined,
  );

/** `z.number().int()` with `.min`/`.max` (`.positive()` is `min: 1`). */
export const int = (range: NumberRange = {}) => field<number | undefined>((value) => wholeNumber(value, range));

/** `z.coerce.number().int()` with `.min`/`.max`: also digits as text (`.positive()` is `min: 1`). */
export const coercedInt = (range: NumberRange = {}) =>
  field<number | undefined, number | string>((value) => wholeNumber(coerceNumber(value), range));

/** The domain's OptionalIdSchema: an id 1 … INT4_MAX as a number or as digits; '' is none. */
export const optionalId = () =>
  field<number | undefined, number | string>((value) =>
    typeof value === 'string'
      ? /^\d+$/.test(value)
        ? wholeNumber(Number(value), { min: 1, max: INT4_MAX })
        : undefined
      : wholeNumber(value, { min: 1, max: INT4_MAX }),
  );

/** `z.enum(values)` / `z.literal(value)`. */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  field<T[number] | undefined>((value) =>
    (values as readonly unknown[]).includes(value) ? (value as T[number]) : undefined,
  );

/** `key:asc` or `key:desc` with one of the list's sort keys: the domain's `listSortSchema(keys)`. */
export const listSort = (keys: readonly string[]) => text({ pattern: new RegExp(`^(${keys.join('|')}):(asc|desc)$`) });

/** `z.boolean()`. */
export const bool = () => field<boolean | undefined>((value) => (typeof value === 'boolean' ? value : undefined));

/**
 * A flag written as `?x=true` that also reads the quoted `'true'`/`'false'` of older links:
 * `z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])`.
 */
export const flag = () =>
  field<boolean | undefined, boolean | 'true' | 'false'>((value) =>
    typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined,
  );

/** Several values of one key (`?a=1&a=2`; a single one reads as a list of one); any refused item refuses the list. */
export const list = <T>(item: (value: unknown) => T | undefined) =>
  field<T[] | undefined, T[] | T>((value) => {
    if (value === undefined) {
      return undefined;
    }
    const items = (Array.isArray(value) ? value : [value]).map(item);
    return items.every((read) => read !== undefined) ? (items as T[]) : undefined;
  });

/** A pair of values (`?a=X&a=7`): `z.tuple([first, second])`. */
export const pair = <A, B>(first: (value: unknown) => A | undefined, second: (value: unknown) => B | undefined) =>
  field<[A, B] | undefined>((value) => {
    if (!Array.isArray(value) || value.length > 2) {
      return undefined;
    }
    const a = first(value[0]);
    const b = second(value[1]);
    return a === undefined || b === undefined ? undefined : [a, b];
  });

/** The field's value, or `fallback()` for a missing or refused one (zod's `.default(fn).catch(fn)`). */
export const orElse = <Out, In>(read: SearchField<Out | undefined, In>, fallback: () => Out) =>
  field<Out, In>((value) => read(value) ?? fallback());

/** The field's value mapped, also when it was missing or refused (zod's `.catch(undefined).transform(map)`). */
export const mapped = <Out, In, T>(read: SearchField<Out, In>, map: (value: Out) => T) =>
  field<T, In>((value) => map(read(value)));
