import { describe, expect, it } from 'vitest';
import { germanBankCode, ibanError, normalizeIban, printFormatIban } from './iban.rules';
import { IbanSchema } from './iban-bic.schema';
import { ibanRegistryCountries } from './iban-registry';
import { vectors } from './test-vectors/vectors';

const accepted = (input: string) => ibanError(input) === null;

describe('IBAN vectors (test-vectors/README.md)', () => {
  it.each([
    ['valid.txt', 191],
    ['valid-input-variants.txt', 120],
    ['valid-print-format.txt', 89],
  ])('accepts every IBAN of %s', (file, count) => {
    const lines = vectors(file);
    expect(lines).toHaveLength(count);
    expect(lines.filter((iban) => !accepted(iban))).toEqual([]);
  });

  it('refuses every IBAN of invalid.txt', () => {
    const lines = vectors('invalid.txt');
    expect(lines).toHaveLength(77);
    expect(lines.filter(accepted)).toEqual([]);
  });

  it('refuses every case of invalid.tsv, the empty string and the national-check cases included', () => {
    const values = vectors('invalid.tsv')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '');
    expect(values).toHaveLength(81);
    expect(values).toContain('');
    expect(values.filter(accepted)).toEqual([]);
  });

  it('refuses the Spanish IBANs that only the national check digits reject (ibantools checks them)', () => {
    const lines = vectors('invalid-national-check-only.txt');
    expect(lines).toHaveLength(3);
    for (const iban of lines) {
      expect(ibanError(iban), iban).toBe(
        'Die IBAN ist ungültig: Die nationale Prüfziffer der Bankverbindung stimmt nicht.',
      );
    }
  });

  it('refuses the experimental IBANs of countries outside the SWIFT registry', () => {
    const lines = vectors('valid-nonswift-experimental.txt');
    expect(lines).toHaveLength(22);
    expect(lines.filter(accepted)).toEqual([]);
    expect(ibanError('DZ580002100001113000000570')).toBe(
      'Die IBAN ist ungültig: Für das Länderkennzeichen „DZ“ gibt es keine IBAN im IBAN-Register.',
    );
  });
});

describe('IBAN rules', () => {
  it('normalises spaces, hyphens, dots, lower case and an IBAN label to the electronic format', () => {
    expect(normalizeIban(' de89 3704-0044.0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeIban('IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('de89\u00a03704\t0044')).toBe('DE8937040044');
    expect(normalizeIban('ß')).toBe('ß');
    // Found by the property test: a label written twice left one behind, so normalising again changed it.
    expect(normalizeIban('IBAN IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban(normalizeIban('ibaniban de89'))).toBe(normalizeIban('ibaniban de89'));
  });

  it('prints in groups of four', () => {
    expect(printFormatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(printFormatIban('de89-3704')).toBe('DE89 3704');
    expect(printFormatIban('')).toBe('');
  });

  it('gives the reason in German', () => {
    expect(ibanError('')).toBe('Bitte geben Sie eine IBAN ein.');
    expect(ibanError('DE89 3704 0044 0532 0130 0!')).toBe(
      'Die IBAN ist ungültig: Sie darf nur Buchstaben und Ziffern enthalten.',
    );
    expect(ibanError('D889370400440532013000')).toBe(
      'Die IBAN ist ungültig: Sie muss mit dem Länderkennzeichen beginnen (z. B. DE).',
    );
    expect(ibanError('US88370400440532013000')).toBe(
      'Die IBAN ist ungültig: Für das Länderkennzeichen „US“ gibt es keine IBAN im IBAN-Register.',
    );
    expect(ibanError('DEXX370400440532013000')).toBe(
      'Die IBAN ist ungültig: Auf das Länderkennzeichen müssen zwei Prüfziffern folgen.',
    );
    expect(ibanError('DE5137040044053201300')).toBe(
      'Die IBAN ist ungültig: Eine IBAN mit dem Länderkennzeichen DE hat 22 Stellen, eingegeben sind 21.',
    );
    expect(ibanError('DE0537040044053201300A')).toBe(
      'Die IBAN ist ungültig: Bank- und Kontoangaben passen nicht zum Aufbau einer IBAN mit dem Länderkennzeichen DE.',
    );
    expect(ibanError('DE90370400440532013000')).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
    expect(ibanError('DE00370400440532013000')).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
  });

  it('reads Bankleitzahl and account number of a German IBAN', () => {
    expect(germanBankCode('DE89 3704 0044 0532 0130 00')).toEqual({ blz: '37040044', kontonummer: '0532013000' });
    expect(germanBankCode('AT61 1904 3002 3457 3201')).toBeNull();
    expect(germanBankCode('DE90370400440532013000')).toBeNull();
  });
});

describe('IbanSchema', () => {
  it('turns any accepted input into the electronic format', () => {
    expect(IbanSchema.parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    for (const iban of vectors('valid-input-variants.txt')) {
      expect(IbanSchema.safeParse(iban).success, iban).toBe(true);
    }
  });

  it('refuses a wrong check digit, an empty value, NUL and a non-string, with the German message', () => {
    const wrong = IbanSchema.safeParse('DE90 3704 0044 0532 0130 00');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
    expect(IbanSchema.safeParse('').error?.issues[0]?.message).toBe('Bitte geben Sie eine IBAN ein.');
    expect(IbanSchema.safeParse(null).error?.issues[0]?.message).toBe('Bitte geben Sie eine IBAN ein.');
    expect(IbanSchema.safeParse('DE89370400440532013000\u0000').success).toBe(false);
    expect(IbanSchema.safeParse('D'.repeat(65)).success).toBe(false);
  });
});

describe('IBAN registry', () => {
  it('holds the 89 countries of the SWIFT examples', () => {
    const countries = new Set(vectors('valid-print-format.txt').map((iban) => iban.slice(0, 2)));
    expect([...ibanRegistryCountries].sort()).toEqual([...countries].sort());
    expect(ibanRegistryCountries.size).toBe(89);
  });
});
