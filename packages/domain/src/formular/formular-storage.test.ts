import { describe, expect, it } from 'vitest';
import {
  decodeChips,
  decodeTextarea,
  encodeChips,
  encodeTextarea,
  formatGermanNumber,
  formatMonthValue,
  isoDateToMonthValue,
  monthValueToIsoDate,
  parseGermanNumber,
  parseMonthValue,
  precisionOf,
} from './formular-storage';

describe('German numbers (spec §5)', () => {
  it('stores comma decimals and dot thousands with the configured precision', () => {
    expect(formatGermanNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatGermanNumber(1234567.891, 3)).toBe('1.234.567,891');
    expect(formatGermanNumber(-0.5, 2)).toBe('-0,50');
    expect(formatGermanNumber(12, 0)).toBe('12');
    expect(formatGermanNumber(2.345, 2)).toBe('2,35');
  });

  it('parses them back exactly', () => {
    for (const [value, precision] of [
      [1234.5, 2],
      [0, 2],
      [-98765.4321, 4],
      [1000000, 0],
      [99.9, 1],
    ] as const) {
      const stored = formatGermanNumber(value, precision);
      expect(parseGermanNumber(stored)).toBe(value);
      expect(formatGermanNumber(parseGermanNumber(stored) ?? Number.NaN, precision)).toBe(stored);
    }
    expect(parseGermanNumber('1234,5')).toBe(1234.5);
  });

  it('refuses what is no German number', () => {
    for (const text of ['', '1.234.5', '1,2,3', '12.5', '1.23', 'abc', '1e3', '1.234,']) {
      expect(parseGermanNumber(text)).toBeNull();
    }
  });

  it('defaults the precision: number 0, currency and percent 2', () => {
    expect(precisionOf({ type: 'number' })).toBe(0);
    expect(precisionOf({ type: 'currency' })).toBe(2);
    expect(precisionOf({ type: 'percent', config: { precision: 3 } })).toBe(3);
  });
});

describe('month values (spec §5)', () => {
  it("stores the zero-based month index, a dot and the year: '0.2027' is January 2027", () => {
    expect(formatMonthValue({ monthIndex: 0, year: 2027 })).toBe('0.2027');
    expect(parseMonthValue('0.2027')).toEqual({ monthIndex: 0, year: 2027 });
    expect(parseMonthValue('11.2026')).toEqual({ monthIndex: 11, year: 2026 });
    expect(monthValueToIsoDate('0.2027')).toBe('2027-01-01');
    expect(isoDateToMonthValue('2027-01-15')).toBe('0.2027');
    expect(isoDateToMonthValue('2026-12-01')).toBe('11.2026');
  });

  it('round-trips every month', () => {
    for (let monthIndex = 0; monthIndex < 12; monthIndex++) {
      const stored = formatMonthValue({ monthIndex, year: 2030 });
      expect(parseMonthValue(stored)).toEqual({ monthIndex, year: 2030 });
      expect(isoDateToMonthValue(monthValueToIsoDate(stored) ?? '')).toBe(stored);
    }
  });

  it('refuses a month index outside 0–11, a leading zero or a wrong year', () => {
    for (const text of ['12.2027', '01.2027', '-1.2027', '1.27', '1.1799', '1/2027', '']) {
      expect(parseMonthValue(text)).toBeNull();
    }
  });
});

describe('text areas (spec §5)', () => {
  it('are URL-encoded when configured, both ways', () => {
    const text = 'Hausrat & Glas: 100 % — „ja“?\nZeile 2';
    const stored = encodeTextarea(text, true);
    expect(stored).toBe(encodeURIComponent(text));
    expect(stored).not.toContain(' ');
    expect(decodeTextarea(stored, true)).toBe(text);
  });

  it('stay as typed otherwise, and a broken encoding does not decode', () => {
    expect(encodeTextarea('a b%', false)).toBe('a b%');
    expect(decodeTextarea('a b%', false)).toBe('a b%');
    expect(decodeTextarea('%E0%A4%A', true)).toBeNull();
  });
});

describe('text chips (spec §5)', () => {
  it('are a JSON list, both ways', () => {
    const chips = ['Haus', 'Auto', 'Sonder "zeichen", ja'];
    expect(encodeChips(chips)).toBe('["Haus","Auto","Sonder \\"zeichen\\", ja"]');
    expect(decodeChips(encodeChips(chips))).toEqual(chips);
    expect(encodeChips([])).toBe('[]');
    expect(decodeChips('[]')).toEqual([]);
    expect(decodeChips('')).toEqual([]);
  });

  it('refuse what is no list of strings', () => {
    for (const text of ['Haus', '{"a":1}', '[1,2]', '["a",null]', '[']) {
      expect(decodeChips(text)).toBeNull();
    }
  });
});
