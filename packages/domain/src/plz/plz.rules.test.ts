import { describe, expect, it } from 'vitest';
import {
  postalCodeError,
  postalFormatMessage,
  postalLandOf,
  postalNotFoundMessage,
  postalSearchMessage,
  postalSearchTerm,
  postalSuggestionHint,
} from './plz.rules';
import { GetCityQuerySchema } from './plz.schema';

const DE_FORMAT = "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.";
const AT_FORMAT = "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.";

describe('postal code rules', () => {
  it('has the spec texts verbatim', () => {
    expect(postalFormatMessage('Deutschland')).toBe(DE_FORMAT);
    expect(postalFormatMessage('Österreich')).toBe(AT_FORMAT);
    expect(postalNotFoundMessage('Deutschland')).toBe('Die Postleitzahl scheint in Deutschland nicht zu existieren.');
    expect(postalNotFoundMessage('Österreich')).toBe('Die Postleitzahl scheint in Österreich nicht zu existieren.');
  });

  it('knows Deutschland and Österreich by name or code, and no other country', () => {
    expect(['Deutschland', 'DE', 'de', ' D ', 'DEU'].map(postalLandOf)).toEqual(Array(5).fill('Deutschland'));
    expect(['Österreich', 'oesterreich', 'AT', 'A', 'aut'].map(postalLandOf)).toEqual(Array(5).fill('Österreich'));
    expect(['Schweiz', 'CH', '', null, undefined].map(postalLandOf)).toEqual(Array(5).fill(null));
  });

  it('wants exactly 5 digits in Deutschland and 4 in Österreich', () => {
    expect(postalCodeError('10115', 'Deutschland')).toBeNull();
    expect(postalCodeError(' 10115 ', 'DE')).toBeNull();
    for (const wrong of ['1011', '101155', '1O115', '10 115', 'abcde']) {
      expect(postalCodeError(wrong, 'Deutschland'), wrong).toBe(DE_FORMAT);
    }
    expect(postalCodeError('1010', 'Österreich')).toBeNull();
    for (const wrong of ['101', '10100', 'A-1010']) {
      expect(postalCodeError(wrong, 'Österreich'), wrong).toBe(AT_FORMAT);
    }
  });

  it('checks neither an empty field nor other countries', () => {
    expect(postalCodeError('', 'Deutschland')).toBeNull();
    expect(postalCodeError('CH-8001', 'Schweiz')).toBeNull();
    expect(postalCodeError('SW1A 1AA', 'Vereinigtes Königreich')).toBeNull();
    expect(postalSearchMessage('SW1A', 'Vereinigtes Königreich', 0)).toBeNull();
  });

  it('searches from 2 characters, only what can still become a code', () => {
    expect(postalSearchTerm('1', 'Deutschland')).toBeNull();
    expect(postalSearchTerm('10', 'Deutschland')).toBe('10');
    expect(postalSearchTerm(' 10115 ', 'Deutschland')).toBe('10115');
    expect(postalSearchTerm('101155', 'Deutschland')).toBeNull();
    expect(postalSearchTerm('10a', 'Deutschland')).toBeNull();
    expect(postalSearchTerm('10100', 'Österreich')).toBeNull();
    expect(postalSearchTerm('8001', 'Schweiz')).toBeNull();
  });

  it('says a complete code without results does not exist, and a wrong format at once', () => {
    expect(postalSearchMessage('00000', 'Deutschland', 0)).toBe(
      'Die Postleitzahl scheint in Deutschland nicht zu existieren.',
    );
    expect(postalSearchMessage('0000', 'AT', 0)).toBe('Die Postleitzahl scheint in Österreich nicht zu existieren.');
    expect(postalSearchMessage('000', 'Deutschland', 0)).toBeNull();
    expect(postalSearchMessage('00000', 'Deutschland', undefined)).toBeNull();
    expect(postalSearchMessage('10115', 'Deutschland', 1)).toBeNull();
    expect(postalSearchMessage('1011x', 'Deutschland', undefined)).toBe(DE_FORMAT);
    expect(postalSearchMessage('101155', 'Deutschland', undefined)).toBe(DE_FORMAT);
  });

  it('reads the getCity query: Deutschland by default, no NUL, bounded length', () => {
    expect(GetCityQuerySchema.parse({ zip: ' 80 ' })).toEqual({ zip: '80', land: 'Deutschland' });
    expect(GetCityQuerySchema.parse({ zip: '1010', land: 'Österreich' })).toEqual({ zip: '1010', land: 'Österreich' });
    expect(GetCityQuerySchema.safeParse({ zip: '1\u0000' }).success).toBe(false);
    expect(GetCityQuerySchema.safeParse({ zip: '12345678901' }).success).toBe(false);
    expect(GetCityQuerySchema.safeParse({}).success).toBe(false);
  });

  it('hints that suggestions exist only for Deutschland and Österreich when another country is named', () => {
    const hint = 'Ortsvorschläge gibt es nur für Deutschland und Österreich.';
    expect(postalSuggestionHint('Schweiz')).toBe(hint);
    expect(postalSuggestionHint('Frankreich')).toBe(hint);
    for (const land of ['Deutschland', 'DE', 'Österreich', 'AT', '', null, undefined]) {
      expect(postalSuggestionHint(land)).toBeNull();
    }
  });
});
