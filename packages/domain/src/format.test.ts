import { describe, expect, it } from 'vitest';
import { diffFields } from './aenderungslog/aenderungslog-verlauf.schema';
import { formatCents, formatDate, formatDateTime, parseEuroToCents } from './format';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('German formats', () => {
  it('formats money from cents', () => {
    expect(nbsp(formatCents(123456))).toBe('1.234,56 €');
    expect(nbsp(formatCents(5))).toBe('0,05 €');
    expect(formatCents(null)).toBe('');
  });
  it('formats dates and date-times', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.2024');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2024-03-01T13:05:00Z')).toBe('01.03.2024 14:05');
  });
  it('parses euro input exactly, without floats', () => {
    expect(parseEuroToCents('1.234,56')).toBe(123456);
    expect(parseEuroToCents('0,1')).toBe(10);
    expect(parseEuroToCents('19.99')).toBe(1999);
    expect(parseEuroToCents('-3,50 €')).toBe(-350);
    expect(parseEuroToCents('abc')).toBeNull();
    expect(parseEuroToCents('1,234')).toBeNull();
  });
});

describe('diffFields', () => {
  it('returns only changed fields as text', () => {
    const before: Record<string, unknown> = { a: 'x', b: 1, c: null };
    const changes = diffFields(before, { a: 'x', b: 2, c: 'neu' }, ['a', 'b', 'c']);
    expect(changes).toEqual([
      { field: 'b', oldValue: '1', newValue: '2' },
      { field: 'c', oldValue: null, newValue: 'neu' },
    ]);
  });
  it('ignores fields missing from the update', () => {
    expect(diffFields({ a: 'x', b: 'y' }, { a: 'z' }, ['a', 'b'])).toEqual([
      { field: 'a', oldValue: 'x', newValue: 'z' },
    ]);
  });
});
