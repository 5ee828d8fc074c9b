// fast-check properties of the postal-code checks (issue 39 item 8): surrounding spaces and the way a
// country is named never change the answer, a code of the country's digits is accepted, anything else
// refused, and the search term is the trimmed input or nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCompletePostalCode,
  isPostalPrefix,
  POSTAL_SEARCH_MIN_CHARS,
  postalCodeError,
  postalFormatMessage,
  postalFormats,
  postalLandOf,
  postalLands,
  postalSearchTerm,
} from './plz.rules';

const namesOf = {
  Deutschland: ['Deutschland', 'DE', 'deu', 'D'],
  Österreich: ['Österreich', 'oesterreich', 'AT', 'a'],
};
const land = fc.constantFrom(...postalLands);
/** A checked country as a user or an import may name it: any case, spaces around. */
const landName = land.chain((l) =>
  fc
    .tuple(fc.constantFrom(...namesOf[l]), fc.boolean(), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '\t'))
    .map(([name, upper, before, after]) => ({
      land: l,
      name: `${before}${upper ? name.toUpperCase() : name}${after}`,
    })),
);
const space = fc.constantFrom('', ' ', '  ', '\t', '\n');
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('postal codes (properties)', () => {
  it('names a checked country however it is written', () => {
    fc.assert(
      fc.property(landName, ({ land: l, name }) => {
        expect(postalLandOf(name)).toBe(l);
      }),
    );
  });

  it('accepts exactly the codes of the country’s digits, with spaces around or not', () => {
    fc.assert(
      fc.property(landName, digits(0, 8), space, space, ({ land: l, name }, code, before, after) => {
        const error = postalCodeError(`${before}${code}${after}`, name);
        if (code === '') {
          expect(error).toBeNull();
        } else if (code.length === postalFormats[l].digits) {
          expect(error).toBeNull();
          expect(isCompletePostalCode(code, l)).toBe(true);
        } else {
          expect(error).toBe(postalFormatMessage(l));
        }
        expect(postalCodeError(code, l)).toBe(error);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a code with anything but digits for a checked country, and never checks another country', () => {
    fc.assert(
      fc.property(
        landName,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((s) => /[^\d\s]/.test(s.trim())),
        fc.string({ maxLength: 12 }).filter((s) => postalLandOf(s) === null),
        ({ land: l, name }, code, other) => {
          expect(postalCodeError(code, name)).toBe(postalFormatMessage(l));
          expect(postalCodeError(code, other)).toBeNull();
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('searches for the trimmed input of 2 characters and more that can still become a code, else not at all', () => {
    fc.assert(
      fc.property(
        landName,
        fc.oneof(digits(0, 7), fc.string({ maxLength: 7 })),
        space,
        ({ land: l, name }, zip, pad) => {
          const term = postalSearchTerm(`${pad}${zip}${pad}`, name);
          const value = `${pad}${zip}${pad}`.trim();
          const expected = value.length >= POSTAL_SEARCH_MIN_CHARS && isPostalPrefix(value, l) ? value : null;
          expect(term).toBe(expected);
          if (term !== null) {
            expect(postalSearchTerm(term, name)).toBe(term);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
