import { describe, expect, it } from 'vitest';
import { formatAnteile, formatWaehrung, isValidIsin, normalizeIsin, WAEHRUNG_SYMBOL } from './wertpapier.rules';
import { describeWertpapier, IsinSchema, SaveWertpapierBodySchema } from './wertpapier.schema';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('ISIN check digit (ISO 6166)', () => {
  it.each(['DE0008474503', 'US0378331005', 'IE00B4L5Y983', 'IE00B5BMR087', 'DE0009848119'])('accepts %s', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
  });

  it('refuses a changed check digit, a wrong length and a bad shape', () => {
    expect(isValidIsin('DE0008474504')).toBe(false);
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('IE00B4L5Y984')).toBe(false);
    expect(isValidIsin('DE000847450')).toBe(false);
    expect(isValidIsin('DE00084745033')).toBe(false);
    expect(isValidIsin('1E0008474503')).toBe(false);
    // Only the normalised form is checked: lower case is the schema's job.
    expect(isValidIsin('de0008474503')).toBe(false);
  });

  it('normalises lower case and spaces to upper case in the schema, with the German message otherwise', () => {
    expect(normalizeIsin(' de 0008 4745 03 ')).toBe('DE0008474503');
    expect(IsinSchema.parse('us0378331005')).toBe('US0378331005');
    expect(IsinSchema.safeParse('DE0008474504').error?.issues[0]?.message).toBe('Die ISIN ist ungültig.');
    expect(IsinSchema.safeParse('DE00084745').error?.issues[0]?.message).toBe('Die ISIN ist ungültig.');
    expect(IsinSchema.safeParse('').error?.issues[0]?.message).toBe('ISIN ist erforderlich!');
  });
});

describe('currencies and shares', () => {
  it('shows EUR as € and USD as $, two decimals in German', () => {
    expect(WAEHRUNG_SYMBOL).toEqual({ EUR: '€', USD: '$' });
    expect(nbsp(formatWaehrung(1_234_567, 'EUR'))).toBe('12.345,67 €');
    expect(nbsp(formatWaehrung(1_234_567, 'USD'))).toBe('12.345,67 $');
    expect(formatWaehrung(null, 'USD')).toBe('');
    expect(formatAnteile(12_050)).toBe('120,50');
  });

  it('describes an entry for the change log', () => {
    expect(
      nbsp(
        describeWertpapier({
          isin: 'DE0009848119',
          wertpapiername: 'DWS Top Dividende',
          anlageart: 'Aktienfonds',
          anteile: 12_050,
          anteileDatum: '2025-12-31',
          fondswert: 1_650_000,
          waehrung: 'EUR',
        }),
      ),
    ).toBe('DE0009848119 DWS Top Dividende, Aktienfonds, 120,50 Anteile am 31.12.2025, Fondswert 16.500,00 €');
  });

  it('takes shares and amounts in hundredths only, and EUR or USD', () => {
    const base = { isin: 'DE0008474503', wertpapiername: 'Fonds', waehrung: 'EUR' };
    expect(SaveWertpapierBodySchema.safeParse({ ...base, anteile: 120.5 }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie die Anteile mit höchstens 2 Nachkommastellen ein.',
    );
    expect(SaveWertpapierBodySchema.safeParse({ ...base, waehrung: 'CHF' }).error?.issues[0]?.message).toBe(
      'Bitte wählen Sie eine Währung aus.',
    );
    expect(SaveWertpapierBodySchema.parse({ ...base, anteile: 12_050, fondswert: '' })).toMatchObject({
      anteile: 12_050,
      fondswert: null,
    });
  });
});
