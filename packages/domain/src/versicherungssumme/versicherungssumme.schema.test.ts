import { describe, expect, it } from 'vitest';
import { describeVersicherungssumme, SaveVersicherungssummeBodySchema } from './versicherungssumme.schema';

const messages = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (SaveVersicherungssummeBodySchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('sum insured', () => {
  it('requires Sparte, Bezeichnung and Betrag (not negative, 2 decimals)', () => {
    expect(messages({ bezeichnung: '  ' })).toEqual({
      sparteId: 'Bitte wählen Sie eine Sparte aus.',
      bezeichnung: 'Bezeichnung ist erforderlich!',
      betrag: 'Betrag ist erforderlich!',
    });
    expect(messages({ sparteId: 1, bezeichnung: 'Wohngebäude', betrag: -5 })).toEqual({
      betrag: 'Der Betrag darf nicht negativ sein.',
    });
    expect(messages({ sparteId: 1, bezeichnung: 'Wohngebäude', betrag: 0 })).toEqual({});
  });

  it('describes an entry for the change log', () => {
    const text = describeVersicherungssumme({ sparte: 'Hausrat', bezeichnung: 'Wohngebäude', betrag: 6_500_000 });
    expect(text.replace(/\u00a0/g, ' ')).toBe('Hausrat: Wohngebäude 65.000,00 €');
    expect(
      describeVersicherungssumme({ sparte: null, bezeichnung: 'Tod', betrag: 100, personOderObjekt: 'Erika' }).replace(
        /\u00a0/g,
        ' ',
      ),
    ).toBe('Tod 1,00 € (Erika)');
  });
});
