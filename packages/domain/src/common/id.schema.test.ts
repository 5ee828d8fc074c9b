import { describe, expect, it } from 'vitest';
import { ID_MESSAGE, IdSchema, INT4_MAX, idSchema, OptionalIdSchema, versionSchema } from './id.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('IdSchema', () => {
  it('takes a whole number 1 … 2147483647 as number or as decimal digits', () => {
    for (const [input, id] of [
      [1, 1],
      ['1', 1],
      ['42', 42],
      ['007', 7],
      [INT4_MAX, INT4_MAX],
      [String(INT4_MAX), INT4_MAX],
    ] as const) {
      expect(IdSchema.parse(input), String(input)).toBe(id);
    }
  });

  it('refuses what is no id, always with the German message', () => {
    for (const input of [
      INT4_MAX + 1,
      String(INT4_MAX + 1),
      '99999999999999999999999',
      '9'.repeat(400),
      '0x10',
      '1e3',
      '+5',
      ' 5',
      '5 ',
      '5.0',
      '-1',
      '0',
      '',
      '１２',
      0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      true,
      [1],
    ]) {
      const result = IdSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(new Set(messages(result)), JSON.stringify(input)).toEqual(new Set([ID_MESSAGE]));
    }
  });

  it('carries a field message of its own', () => {
    expect(messages(idSchema('Bitte wählen Sie eine Person aus.').safeParse('x'))).toEqual([
      'Bitte wählen Sie eine Person aus.',
    ]);
  });
});

describe('OptionalIdSchema', () => {
  it('reads a missing or empty query value as none', () => {
    expect(OptionalIdSchema.parse(undefined)).toBeUndefined();
    expect(OptionalIdSchema.parse('')).toBeUndefined();
    expect(OptionalIdSchema.parse('12')).toBe(12);
  });

  it('refuses a wrong id', () => {
    for (const input of ['0x10', '2147483648', '0', 'abc']) {
      expect(messages(OptionalIdSchema.safeParse(input)), input).toEqual([ID_MESSAGE]);
    }
  });
});

describe('versionSchema', () => {
  it('stays inside the database integer', () => {
    expect(versionSchema(1).safeParse(INT4_MAX).success).toBe(true);
    expect(versionSchema(1).safeParse(INT4_MAX + 1).success).toBe(false);
    expect(versionSchema(1).safeParse(0).success).toBe(false);
    expect(versionSchema(0).safeParse(0).success).toBe(true);
    expect(versionSchema(1).safeParse('3').success).toBe(false);
  });
});
