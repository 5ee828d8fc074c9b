import { describe, expect, it } from 'vitest';
import { isFaxNumber } from './phone.rules';

describe('fax number format', () => {
  it('takes digits, spaces and + / - ( )', () => {
    expect(isFaxNumber('030 23125-199')).toBe(true);
    expect(isFaxNumber('+49 (30) 231 251 99')).toBe(true);
    expect(isFaxNumber('030/231251')).toBe(true);
  });
  it('refuses letters, an address, too few digits and overlong numbers', () => {
    expect(isFaxNumber('fax@example.de')).toBe(false);
    expect(isFaxNumber('030 abc')).toBe(false);
    expect(isFaxNumber('12')).toBe(false);
    expect(isFaxNumber('')).toBe(false);
    expect(isFaxNumber('0'.repeat(31))).toBe(false);
  });
});
