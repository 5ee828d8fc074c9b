import { describe, expect, it } from 'vitest';
import { describeRueckkaufswert, SaveRueckkaufswertBodySchema } from './rueckkaufswert.schema';

const messages = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (SaveRueckkaufswertBodySchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('buy-back value (spec §5.2)', () => {
  it('takes a year strictly between 1900 and 2100', () => {
    expect(messages({ jahr: 1900, betrag: 100 })).toEqual({ jahr: 'Das Jahr sollte größer sein als 1900' });
    expect(messages({ jahr: 2100, betrag: 100 })).toEqual({ jahr: 'Das Jahr sollte weniger als 2100 sein' });
    expect(messages({ jahr: 1901, betrag: 100 })).toEqual({});
    expect(messages({ jahr: 2099, betrag: 100 })).toEqual({});
    expect(messages({ jahr: 2025.5, betrag: 100 })).toEqual({ jahr: 'Das Jahr muss eine ganze Zahl sein.' });
  });

  it('requires year and amount with the spec messages', () => {
    expect(messages({})).toEqual({ jahr: 'Jahr ist erforderlich!', betrag: 'Betrag ist erforderlich!' });
    expect(messages({ jahr: '', betrag: null })).toEqual({
      jahr: 'Jahr ist erforderlich!',
      betrag: 'Betrag ist erforderlich!',
    });
    expect(messages({ jahr: 2030, betrag: -1 })).toEqual({ betrag: 'Der Betrag darf nicht negativ sein.' });
    expect(messages({ jahr: 2030, betrag: 10.5 })).toEqual({
      betrag: 'Bitte geben Sie einen gültigen Betrag mit höchstens 2 Nachkommastellen ein.',
    });
  });

  it('needs the version to change an entry', () => {
    expect(messages({ id: 3, jahr: 2030, betrag: 0 }).version).toMatch(/Version des Rückkaufswerts fehlt/);
  });

  it('describes an entry for the change log', () => {
    expect(describeRueckkaufswert({ jahr: 2027, betrag: 1_234_567 }).replace(/\u00a0/g, ' ')).toBe('2027: 12.345,67 €');
  });
});
