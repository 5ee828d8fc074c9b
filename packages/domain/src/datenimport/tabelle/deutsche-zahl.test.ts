import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BETRAG_NACHKOMMA,
  BETRAG_UNGUELTIG,
  BETRAG_ZU_GROSS,
  formatGermanCents,
  parseGermanCents,
} from './deutsche-zahl';

const cents = (wert: string | number) => {
  const r = parseGermanCents(wert);
  return r.ok ? r.wert : r.fehler;
};

describe('parseGermanCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56 €', 123456],
    ['€ 1.234,56', 123456],
    ['1 234,56 EUR', 123456],
    ['-12,5', -1250],
    ['12,50-', -1250],
    ['+7', 700],
    ['7', 700],
    ['0,99', 99],
    [',5', 50],
    ['1.234', 123400],
    ['1.234.567,8', 123456780],
    ['12.5', 1250],
    ['1234.56', 123456],
    ['0,000', 0],
    ['-0,00', 0],
    ['12,340', 1234],
  ])('„%s“ → %i cents', (text, erwartet) => {
    expect(cents(text)).toBe(erwartet);
  });

  it('takes Excel number cells as they are, binary fractions included', () => {
    expect(cents(12.34)).toBe(1234);
    expect(cents(1234.56)).toBe(123456);
    expect(cents(0.1 + 0.2)).toBe(30);
    expect(cents(-5)).toBe(-500);
  });

  it.each([
    ['abc', BETRAG_UNGUELTIG],
    ['', BETRAG_UNGUELTIG],
    ['-', BETRAG_UNGUELTIG],
    ['1,2,3', BETRAG_UNGUELTIG],
    ['1.23.4', BETRAG_UNGUELTIG],
    ['12,3a', BETRAG_UNGUELTIG],
    ['1,234', BETRAG_NACHKOMMA],
    ['0,001', BETRAG_NACHKOMMA],
    ['9.999.999.999.999,00', BETRAG_ZU_GROSS],
  ])('„%s“ is refused: %s', (text, fehler) => {
    expect(cents(text)).toBe(fehler);
  });

  it('refuses numbers with more than 2 decimals, NaN and Infinity', () => {
    expect(cents(12.345)).toBe(BETRAG_NACHKOMMA);
    expect(cents(Number.NaN)).toBe(BETRAG_UNGUELTIG);
    expect(cents(Number.POSITIVE_INFINITY)).toBe(BETRAG_UNGUELTIG);
  });

  it('property: a German-formatted amount reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (c) => {
        const text = formatGermanCents(c);
        expect(parseGermanCents(text)).toEqual({ ok: true, wert: c });
        expect(parseGermanCents(`${text} €`)).toEqual({ ok: true, wert: c });
        expect(parseGermanCents(text.replace(/\./g, ''))).toEqual({ ok: true, wert: c });
      }),
    );
  });

  it('property: never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseGermanCents(text);
        expect(r.ok ? Number.isInteger(r.wert) : r.fehler.length > 0).toBe(true);
      }),
    );
  });
});
