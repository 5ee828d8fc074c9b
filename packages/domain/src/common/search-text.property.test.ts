// fast-check properties of the search normalisation (issue 39 item 8); its SQL twin is compared on the
// test database in apps/server/src/repositories/search-text.property.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactSearchText } from '../quicksearch/quicksearch.rules';
import { normalizeSearchText, searchWords } from './search-text';

const accented = [...'ÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑáàâãåéèêëíìîïóòôõúùûçñ'];
const text = fc.string({
  unit: fc.oneof(fc.constantFrom(...accented, ...'ÄÖÜäöüßẞ -./'), fc.string({ minLength: 1, maxLength: 1 })),
});

describe('search normalisation', () => {
  it('folds Núñez and François to their plain letters (the shifted accents the property test found)', () => {
    expect(normalizeSearchText('Núñez François')).toBe('nunez francois');
    expect(normalizeSearchText('Müller-Lüdenscheidt STRAẞE')).toBe('mueller-luedenscheidt strasse');
    expect(compactSearchText('B-EM 1234')).toBe('bem1234');
  });

  it('drops the accent of every accented letter it knows: its Unicode base letter, in lower case', () => {
    for (const ch of accented) {
      expect(normalizeSearchText(ch), ch).toBe(ch.normalize('NFD').charAt(0).toLowerCase());
    }
  });

  it('is idempotent and leaves no ASCII capital, umlaut or ß (property)', () => {
    fc.assert(
      fc.property(text, (s) => {
        const once = normalizeSearchText(s);
        expect(normalizeSearchText(once)).toBe(once);
        expect(once).not.toMatch(/[A-ZÄÖÜäöüßẞ]/);
        expect(compactSearchText(compactSearchText(s))).toBe(compactSearchText(s));
        expect(compactSearchText(s)).not.toMatch(/[ \t\n\v\f\r./-]/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('search words: at most eight, distinct, each normalised and without white space (property)', () => {
    fc.assert(
      fc.property(text, (s) => {
        const words = searchWords(s);
        expect(words.length).toBeLessThanOrEqual(8);
        expect(new Set(words).size).toBe(words.length);
        for (const w of words) {
          expect(w).not.toBe('');
          expect(w).not.toMatch(/\s/);
          expect(normalizeSearchText(w)).toBe(w);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
