// fast-check properties of the IBAN and BIC normalisers and checks (issue 39 item 8): normalising is
// idempotent, print and electronic format convert into each other, an IBAN built from a country's BBAN
// with check digits computed here (ISO 7064 MOD 97-10, independent of ibantools) is accepted, and any
// change of one digit is refused.
import fc from 'fast-check';
import { countrySpecs } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { bicError, isValidBic, normalizeBic } from './bic.rules';
import { isValidIban, normalizeIban, printFormatIban } from './iban.rules';
import { ibanRegistryCountries } from './iban-registry';

/** The MOD 97-10 remainder of an IBAN's digits (letters A=10 … Z=35), check digits moved to the end. */
function mod97(iban: string): number {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) {
      rest = (rest * 10 + Number(digit)) % 97;
    }
  }
  return rest;
}

function withCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${country}00${bban}`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

// Countries of the registry whose BBAN has no national check digit that ibantools tests: for those any
// BBAN of the right shape is a valid account.
const countries = [...ibanRegistryCountries]
  .filter((c) => countrySpecs[c]?.bban_regexp && !countrySpecs[c]?.bban_validation_func)
  .sort();

const classes: Record<string, string> = {
  '0-9': '0123456789',
  'A-Z': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'A-Z0-9': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  '0-9A-Z': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
};

/** A BBAN of the country's structure: ibantools writes it as `[class]{n}` parts (some without anchors). */
function bbanOf(country: string): fc.Arbitrary<string> {
  const parts = [...(countrySpecs[country]?.bban_regexp ?? '').matchAll(/\[([^\]]+)\]\{(\d+)\}/g)].map(
    ([, cls = '', n]) => {
      const chars = classes[cls];
      if (!chars) {
        throw new Error(`BBAN class ${cls} of ${country}`);
      }
      return fc.array(fc.constantFrom(...chars), { minLength: Number(n), maxLength: Number(n) }).map((a) => a.join(''));
    },
  );
  return fc.tuple(...parts).map((p) => p.join(''));
}

const validIban = fc
  .constantFrom(...countries)
  .chain((country) => bbanOf(country).map((bban) => withCheckDigits(country, bban)));

/** The ways people write an IBAN: groups of any size, spaces, hyphens, dots, lower case, a label. */
const writtenAs = (iban: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom('', ' ', '  ', '-', '.', '\t'), { minLength: iban.length, maxLength: iban.length }),
      fc.array(fc.boolean(), { minLength: iban.length, maxLength: iban.length }),
      fc.constantFrom('', 'IBAN ', 'iban:', 'IBAN: '),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(
      ([gaps, lower, label, end]) =>
        `${label}${[...iban].map((ch, i) => `${lower[i] ? ch.toLowerCase() : ch}${gaps[i]}`).join('')}${end}`,
    );

describe('IBAN (properties)', () => {
  it(`accepts every IBAN built from a BBAN of its country and MOD 97 check digits (${countries.length} countries)`, () => {
    expect(countries.length).toBeGreaterThan(50);
    expect(countries).toContain('DE');
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(mod97(iban)).toBe(1);
        expect(isValidIban(iban)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses the IBAN when any one digit is changed (check digits included)', () => {
    fc.assert(
      fc.property(
        validIban.chain((iban) =>
          fc.tuple(
            fc.constant(iban),
            fc.constantFrom(...[...iban].flatMap((ch, i) => (/\d/.test(ch) ? [i] : []))),
            fc.integer({ min: 1, max: 9 }),
          ),
        ),
        ([iban, at, plus]) => {
          const digit = (Number(iban[at]) + plus) % 10;
          const changed = `${iban.slice(0, at)}${digit}${iban.slice(at + 1)}`;
          expect(isValidIban(changed)).toBe(false);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('normalises any written form to the electronic format; print and electronic format convert into each other', () => {
    fc.assert(
      fc.property(
        validIban.chain((iban) => fc.tuple(fc.constant(iban), writtenAs(iban))),
        ([iban, written]) => {
          expect(normalizeIban(written)).toBe(iban);
          expect(isValidIban(written)).toBe(true);
          const print = printFormatIban(written);
          expect(print).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
          expect(print.replaceAll(' ', '')).toBe(iban);
          expect(normalizeIban(print)).toBe(iban);
          expect(printFormatIban(iban)).toBe(print);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('normalising is idempotent for any text, valid or not', () => {
    const label = fc.constantFrom('IBAN', 'iban:', 'Iban ', 'IB-AN', 'i.b.a.n:', ' ');
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .tuple(fc.array(label, { maxLength: 3 }), fc.oneof(validIban, fc.string({ maxLength: 30 })))
        .map(([labels, rest]) => `${labels.join('')}${rest}`),
    );
    fc.assert(
      fc.property(text, (text) => {
        const once = normalizeIban(text);
        expect(normalizeIban(once)).toBe(once);
        expect(printFormatIban(printFormatIban(text))).toBe(printFormatIban(text));
        expect(isValidIban(printFormatIban(text))).toBe(isValidIban(text));
      }),
      { numRuns: 2_000 },
    );
  });
});

const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const bic = fc
  .tuple(
    fc.array(letters, { minLength: 4, maxLength: 4 }),
    fc.constantFrom(...ibanRegistryCountries),
    fc.array(alnum, { minLength: 2, maxLength: 2 }),
    fc.option(fc.array(alnum, { minLength: 3, maxLength: 3 }), { nil: undefined }),
  )
  .map(([bank, country, place, branch]) => `${bank.join('')}${country}${place.join('')}${branch?.join('') ?? ''}`);

describe('BIC (properties)', () => {
  it('accepts every BIC of 8 or 11 characters with a known country, however spaced and cased', () => {
    fc.assert(
      fc.property(
        bic.chain((b) =>
          fc.tuple(
            fc.constant(b),
            fc.array(fc.constantFrom('', ' ', '\t'), { minLength: b.length, maxLength: b.length }),
            fc.boolean(),
          ),
        ),
        ([b, gaps, lower]) => {
          const written = [...(lower ? b.toLowerCase() : b)].map((ch, i) => `${ch}${gaps[i]}`).join('');
          expect(normalizeBic(written)).toBe(b);
          expect(bicError(written)).toBeNull();
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('refuses a BIC with a wrong length, a digit in the bank code or country, or a hyphen or dot', () => {
    fc.assert(
      fc.property(
        bic,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('0', '7', '-', '.', 'Ä'),
        fc.integer({ min: 1, max: 7 }),
        (b, at, wrong, cut) => {
          expect(isValidBic(`${b.slice(0, at)}${wrong}${b.slice(at + 1)}`)).toBe(false);
          fc.pre(b.length - cut !== 8);
          expect(isValidBic(b.slice(0, b.length - cut))).toBe(false);
          expect(isValidBic(`${b}X`)).toBe(false);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('normalising is idempotent for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        expect(normalizeBic(normalizeBic(text))).toBe(normalizeBic(text));
        expect(isValidBic(normalizeBic(text))).toBe(isValidBic(text));
      }),
      { numRuns: 2_000 },
    );
  });
});
