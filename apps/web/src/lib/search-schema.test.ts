import {
  ContractSortSchema,
  CustomerSortSchema,
  contractSortKeys,
  customerSortKeys,
  DokumentNodeIdSchema,
  dokumentNodeIds,
  OptionalIdSchema,
} from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bool,
  coercedInt,
  flag,
  int,
  list,
  listSort,
  mapped,
  oneOf,
  optionalId,
  orElse,
  pair,
  type SearchField,
  searchSchema,
  text,
  textOrNumber,
} from './search-schema';

/** Values the router can hand a route (JSON-parsed query values, repeated keys as lists) and some odd ones. */
const samples: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  '5',
  ' 5',
  '007',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+5',
  '2147483648',
  'true',
  'false',
  'ja',
  0,
  1,
  -1,
  1.5,
  5,
  2024,
  2147483647,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  [5],
  ['5'],
  ['a', 'b'],
  ['a', 7],
  ['VERTRAGSUNTERLAGEN'],
  ['VERTRAGSUNTERLAGEN', 7],
  ['VERTRAGSUNTERLAGEN', '7'],
  ['VERTRAGSUNTERLAGEN', 7, 3],
  [7, 'VERTRAGSUNTERLAGEN'],
  {},
  { a: 1 },
  'x'.repeat(60),
  'x'.repeat(61),
  '/home/versicherungen',
  '/communication/kalender',
  '//evil.example',
  'https://evil.example',
  'kunde:asc',
  'name:desc',
  'kunde:up',
  'drop table',
  '2024-01-31',
  '2024-1-31',
  'dayGridMonth',
  'vertrag',
];

/** The field reads every sample as the zod schema did, inside an object (missing key included). */
function expectSame(field: SearchField<unknown, unknown>, schema: z.ZodType) {
  const ours = searchSchema({ v: field });
  const theirs = z.object({ v: schema });
  expect(ours.parse({})).toStrictEqual(theirs.parse({}));
  for (const value of samples) {
    expect([value, ours.parse({ v: value })]).toStrictEqual([value, theirs.parse({ v: value })]);
  }
}

const safe = (v: string | undefined) => (v?.startsWith('/') ? v : '/fallback');

describe('search fields read like the zod schemas they replace', () => {
  it('text', () => {
    expectSame(text(), z.string().optional().catch(undefined));
    expectSame(text({ max: 60 }), z.string().max(60).optional().catch(undefined));
    expectSame(
      text({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional()
        .catch(undefined),
    );
    const inApp = (v: string) => v.startsWith('/home/') && !v.startsWith('//');
    expectSame(text({ max: 40, accept: inApp }), z.string().max(40).refine(inApp).optional().catch(undefined));
    expectSame(
      textOrNumber(),
      z
        .union([z.string(), z.number().transform(String)])
        .optional()
        .catch(undefined),
    );
  });

  it('numbers', () => {
    expectSame(int({ min: 1 }), z.number().int().min(1).optional().catch(undefined));
    expectSame(int({ min: 1 }), z.number().int().positive().optional().catch(undefined));
    expectSame(int({ min: 2000, max: 2100 }), z.number().int().min(2000).max(2100).optional().catch(undefined));
    expectSame(coercedInt({ min: 1 }), z.coerce.number().int().positive().optional().catch(undefined));
    expectSame(coercedInt(), z.coerce.number().int().optional().catch(undefined));
    expectSame(optionalId(), OptionalIdSchema.catch(undefined));
    expectSame(
      orElse(int({ min: 2000, max: 2100 }), () => 2024),
      z
        .number()
        .int()
        .min(2000)
        .max(2100)
        .default(() => 2024)
        .catch(() => 2024),
    );
  });

  it('choices and flags', () => {
    expectSame(oneOf(['dayGridMonth', 'listWeek']), z.enum(['dayGridMonth', 'listWeek']).optional().catch(undefined));
    expectSame(oneOf(['vertrag']), z.literal('vertrag').optional().catch(undefined));
    expectSame(listSort(contractSortKeys), ContractSortSchema.optional().catch(undefined));
    expectSame(listSort(customerSortKeys), CustomerSortSchema.optional().catch(undefined));
    expectSame(bool(), z.boolean().optional().catch(undefined));
    expectSame(
      flag(),
      z
        .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
        .optional()
        .catch(undefined),
    );
    expectSame(
      mapped(flag(), (v) => v === true),
      z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .optional()
        .transform((v) => v === true || v === 'true')
        .catch(false),
    );
    expectSame(mapped(text(), safe), z.string().optional().catch(undefined).transform(safe));
  });

  it('lists and pairs', () => {
    const zodList = <T extends z.ZodType>(item: T) =>
      z
        .preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional())
        .catch(undefined);
    expectSame(list(text({ max: 254 })), zodList(z.string().max(254)));
    expectSame(list(coercedInt({ min: 1 })), zodList(z.coerce.number().int().positive()));
    expectSame(
      pair(oneOf(dokumentNodeIds), coercedInt({ min: 1 })),
      z.tuple([DokumentNodeIdSchema, z.coerce.number().int().positive()]).optional().catch(undefined),
    );
  });

  it('keeps only its keys, and extends like z.object', () => {
    const base = searchSchema({ a: text(), b: int() });
    expect(base.parse({ a: 'x', c: 1 })).toStrictEqual({ a: 'x' });
    expect(base.parse({ b: 'x' })).toStrictEqual({ b: undefined });
    expect(base.parse(undefined)).toStrictEqual({});
    const more = base.extend({ b: text(), d: bool() });
    expect(more.parse({ a: 'x', b: 'y', d: true })).toStrictEqual({ a: 'x', b: 'y', d: true });
    expect(more['~standard'].validate({ d: 'no' })).toStrictEqual({ value: { d: undefined } });
  });
});
