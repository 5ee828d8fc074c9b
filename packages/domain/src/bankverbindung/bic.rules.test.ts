import { describe, expect, it } from 'vitest';
import { bicError, normalizeBic } from './bic.rules';
import { BicSchema, OptionalBicSchema } from './iban-bic.schema';
import { vectors } from './test-vectors/vectors';

const accepted = (input: string) => bicError(input) === null;

describe('BIC vectors (test-vectors/README.md)', () => {
  it('accepts every BIC of bic-valid.txt', () => {
    const lines = vectors('bic-valid.txt');
    expect(lines).toHaveLength(410);
    expect(lines.filter((bic) => !accepted(bic))).toEqual([]);
  });

  it('refuses every BIC of bic-invalid.txt and bic-invalid.tsv', () => {
    const lines = vectors('bic-invalid.txt');
    expect(lines).toHaveLength(19);
    expect(lines.filter(accepted)).toEqual([]);
    const tsv = vectors('bic-invalid.tsv')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '');
    expect(tsv).toEqual(lines);
  });
});

describe('BIC rules', () => {
  it('takes out spaces and raises letters; hyphens stay and are refused', () => {
    expect(normalizeBic(' coba de ff xxx ')).toBe('COBADEFFXXX');
    expect(accepted('cobadeffxxx')).toBe(true);
    expect(accepted('DEUTDEFF-500')).toBe(false);
  });

  it('gives the reason in German', () => {
    expect(bicError('')).toBe('Bitte geben Sie eine BIC ein.');
    expect(bicError('DEUTDEF!')).toBe('Die BIC ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten.');
    expect(bicError('DEUTDÄFF')).toBe('Die BIC ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten.');
    expect(bicError('DEUTDEFF50')).toBe('Die BIC ist ungültig: Sie muss 8 oder 11 Zeichen lang sein.');
    expect(bicError('1EUTDEFF')).toBe(
      'Die BIC ist ungültig: Die ersten vier Stellen (Bankkennung) müssen Buchstaben sein.',
    );
    expect(bicError('DEUTD3FF')).toBe(
      'Die BIC ist ungültig: Die Stellen 5 und 6 müssen das Länderkennzeichen sein (z. B. DE).',
    );
    expect(bicError('DEUTZZFF')).toBe('Die BIC ist ungültig: Das Länderkennzeichen „ZZ“ ist unbekannt.');
  });

  it('BicSchema gives the upper-case BIC; OptionalBicSchema lets an empty one be null', () => {
    expect(BicSchema.parse('cobadeffxxx')).toBe('COBADEFFXXX');
    expect(BicSchema.safeParse('').error?.issues[0]?.message).toBe('Bitte geben Sie eine BIC ein.');
    expect(OptionalBicSchema.parse('')).toBeNull();
    expect(OptionalBicSchema.parse(null)).toBeNull();
    expect(OptionalBicSchema.parse(undefined)).toBeNull();
    expect(OptionalBicSchema.parse('markdeff')).toBe('MARKDEFF');
    expect(OptionalBicSchema.safeParse('DEUTZZFF').success).toBe(false);
  });
});
