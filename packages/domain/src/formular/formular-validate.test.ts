import { describe, expect, it } from 'vitest';
import type { FormularComponent } from './formular-component.schema';
import type { FormularDefinition } from './formular-definition.schema';
import { exampleFormular } from './formular-example';
import { FORMULAR_ERROR_KEY, HIDDEN_FIELD_MESSAGE, UNKNOWN_FIELD_MESSAGE, validateFormular } from './formular-validate';

const one = (component: FormularComponent, value: unknown) => {
  const definition = { id: 't', version: 1, title: 'T', components: [component] };
  const result = validateFormular(definition, { [component.id]: value });
  return { error: result.errors[component.id] ?? null, stored: result.cleaned[component.id] };
};
const c = (type: FormularComponent['type'], extra: Partial<FormularComponent> = {}): FormularComponent => ({
  id: 'f',
  type,
  label: 'F',
  ...extra,
});

describe('validateFormular: types', () => {
  it('TEXT and password: text without NUL, within maxLength', () => {
    expect(one(c('TEXT'), 'Erika')).toEqual({ error: null, stored: 'Erika' });
    expect(one(c('TEXT'), 'a\u0000b').error).toBe('Die Eingabe enthält ungültige Zeichen.');
    expect(one(c('TEXT', { config: { maxLength: 3 } }), 'abcd').error).toBe('Bitte geben Sie höchstens 3 Zeichen ein.');
    expect(one(c('TEXT'), 12).error).toBe('Der Wert hat nicht das erwartete Format.');
    expect(one(c('password'), 'geheim123').stored).toBe('geheim123');
  });

  it('textarea: URL-encoded when configured; the length counts the typed text', () => {
    const area = c('textarea', { config: { urlEncoded: true, maxLength: 5 } });
    expect(one(area, encodeURIComponent('ä ö ü')).error).toBeNull();
    expect(one(area, encodeURIComponent('ä ö ü!')).error).toBe('Bitte geben Sie höchstens 5 Zeichen ein.');
    expect(one(area, '%E0%A4%A').error).toBe('Der Text ist nicht korrekt URL-kodiert.');
    expect(one(c('textarea'), '100 %').stored).toBe('100 %');
  });

  it('number, currency, percent: German format with the precision, stored normalised', () => {
    expect(one(c('currency'), '1234,5')).toEqual({ error: null, stored: '1.234,50' });
    expect(one(c('currency'), '1.234,50').stored).toBe('1.234,50');
    expect(one(c('currency'), '1.234,567').error).toBe('Bitte geben Sie höchstens 2 Nachkommastellen ein.');
    expect(one(c('currency'), '1234.50').error).toBe('Bitte geben Sie eine Zahl ein (z. B. 1.234,50).');
    expect(one(c('number'), '12,5').error).toBe('Bitte geben Sie eine ganze Zahl ein.');
    expect(one(c('number'), '1000000').stored).toBe('1.000.000');
    expect(one(c('percent', { config: { precision: 1 } }), '3').stored).toBe('3,0');
    expect(one(c('number'), '1234567890123456').error).toBe('Die Zahl ist zu groß.');
  });

  it('date: an ISO calendar date', () => {
    expect(one(c('date'), '2026-02-28').stored).toBe('2026-02-28');
    expect(one(c('date'), '2026-02-30').error).toBe('Bitte geben Sie ein gültiges Datum ein.');
    expect(one(c('date'), '28.02.2026').error).toBe('Bitte geben Sie ein gültiges Datum ein.');
  });

  it('month and a date with monthPicker: month index, a dot, the year', () => {
    expect(one(c('month'), '0.2027').stored).toBe('0.2027');
    expect(one(c('month'), '12.2027').error).toBe('Bitte wählen Sie einen gültigen Monat.');
    expect(one(c('date', { config: { monthPicker: true } }), '11.2026').stored).toBe('11.2026');
    expect(one(c('date', { config: { monthPicker: true } }), '2026-11-01').error).toBe(
      'Bitte wählen Sie einen gültigen Monat.',
    );
  });

  it('combo, radio, person, bank: one of the options', () => {
    const options = [{ value: 'A', label: 'Eins' }];
    for (const type of ['combo', 'radio', 'person', 'bank'] as const) {
      expect(one(c(type, { options }), 'A').stored).toBe('A');
      expect(one(c(type, { options }), 'B').error).toBe('Bitte wählen Sie einen Eintrag aus der Liste.');
    }
  });

  it('checkbox: a boolean', () => {
    expect(one(c('checkbox'), true).stored).toBe(true);
    expect(one(c('checkbox'), 'true').error).toBe('Bitte setzen oder entfernen Sie das Häkchen.');
    expect(one(c('checkbox', { validators: [{ type: 'required' }] }), false).error).toBe(
      'Bitte bestätigen Sie dieses Feld.',
    );
  });

  it('chips: a JSON list of strings', () => {
    expect(one(c('chips'), '["Haus","Auto"]').stored).toBe('["Haus","Auto"]');
    expect(one(c('chips'), 'Haus,Auto').error).toBe('Die Einträge sind ungültig.');
    expect(one(c('chips'), '[""]').error).toBe('Die Einträge sind ungültig.');
    expect(one(c('chips', { validators: [{ type: 'required' }] }), '[]').error).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
  });

  it('IBAN and BIC: the bank rules of the domain, stored in the electronic format', () => {
    expect(one(c('IBAN'), 'DE89 3704 0044 0532 0130 00').stored).toBe('DE89370400440532013000');
    expect(one(c('IBAN'), 'DE90370400440532013000').error).toBe(
      'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    );
    expect(one(c('BIC'), 'coba de ff xxx').stored).toBe('COBADEFFXXX');
    expect(one(c('BIC'), 'COBADEFFX').error).toBe('Die BIC ist ungültig: Sie muss 8 oder 11 Zeichen lang sein.');
  });

  it('plz: the format of the land field (Deutschland when none)', () => {
    expect(one(c('plz'), '80331').stored).toBe('80331');
    expect(one(c('plz'), '8033').error).toBe("Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen.");
    const definition = {
      id: 't',
      version: 1,
      title: 'T',
      components: [c('plz', { config: { landField: 'land' } }), { id: 'land', type: 'TEXT', label: 'Land' } as const],
    };
    expect(validateFormular(definition, { f: '80331', land: 'Österreich' }).errors.f).toBe(
      "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.",
    );
    expect(validateFormular(definition, { f: '1010', land: 'AT' }).errors).toEqual({});
  });

  it('heading: takes no value', () => {
    expect(one(c('heading'), 'x').error).toBe('Dieses Element nimmt keinen Wert an.');
    expect(one(c('heading'), null)).toEqual({ error: null, stored: undefined });
  });

  it('an empty value passes the type check and is kept', () => {
    expect(one(c('IBAN'), '')).toEqual({ error: null, stored: '' });
    expect(one(c('currency'), null)).toEqual({ error: null, stored: null });
  });
});

describe('validateFormular: validators', () => {
  it('required, min, max, minLength, maxLength, pattern, with German defaults or the own message', () => {
    expect(one(c('TEXT', { validators: [{ type: 'required' }] }), '').error).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(one(c('TEXT', { validators: [{ type: 'required' }] }), undefined).error).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(one(c('combo', { options: [], validators: [{ type: 'required' }] }), null).error).toBe(
      'Bitte wählen Sie einen Eintrag aus.',
    );
    expect(one(c('currency', { validators: [{ type: 'min', value: 100 }] }), '99,99').error).toBe(
      'Der Wert muss mindestens 100,00 betragen.',
    );
    expect(one(c('number', { validators: [{ type: 'max', value: 5 }] }), '6').error).toBe(
      'Der Wert darf höchstens 5 betragen.',
    );
    expect(one(c('TEXT', { validators: [{ type: 'minLength', value: 3 }] }), 'ab').error).toBe(
      'Bitte geben Sie mindestens 3 Zeichen ein.',
    );
    expect(one(c('TEXT', { validators: [{ type: 'maxLength', value: 2 }] }), 'abc').error).toBe(
      'Bitte geben Sie höchstens 2 Zeichen ein.',
    );
    expect(one(c('TEXT', { validators: [{ type: 'pattern', value: '^[A-Z]+$' }] }), 'abc').error).toBe(
      'Die Eingabe hat nicht das erwartete Format.',
    );
    expect(
      one(c('TEXT', { validators: [{ type: 'pattern', value: '^[A-Z]+$', message: 'Nur Großbuchstaben.' }] }), 'abc')
        .error,
    ).toBe('Nur Großbuchstaben.');
    expect(one(c('TEXT', { validators: [{ type: 'minLength', value: 3 }] }), '').error).toBeNull();
  });
});

describe('validateFormular: what the server must not accept', () => {
  const valid = { name: 'Erika Mustermann', summe: '50.000,00', art: 'WOHNUNG', etage: '2' };

  it('takes a valid answer set and stores only what it knows', () => {
    expect(validateFormular(exampleFormular, valid)).toEqual({ errors: {}, cleaned: valid });
  });

  it('refuses unknown ids', () => {
    expect(validateFormular(exampleFormular, { ...valid, admin: true }).errors).toEqual({
      admin: UNKNOWN_FIELD_MESSAGE,
    });
    expect(validateFormular(exampleFormular, { ...valid, READ_ONLY: false }).errors.READ_ONLY).toBe(
      UNKNOWN_FIELD_MESSAGE,
    );
  });

  it('refuses values for hidden components and leaves them out of the stored answers', () => {
    const result = validateFormular(exampleFormular, { ...valid, art: 'HAUS' });
    expect(result.errors).toEqual({ etage: HIDDEN_FIELD_MESSAGE });
    expect(result.cleaned).not.toHaveProperty('etage');
    const empty = validateFormular(exampleFormular, { ...valid, art: 'HAUS', etage: '' });
    expect(empty.errors).toEqual({});
    expect(empty.cleaned).not.toHaveProperty('etage');
  });

  it('refuses every answer of a locked form: READ_ONLY, or isSigniert equal to 1', () => {
    expect(validateFormular(exampleFormular, valid, { readOnly: true })).toEqual({
      errors: { [FORMULAR_ERROR_KEY]: 'Das Formular ist schreibgeschützt und kann nicht geändert werden.' },
      cleaned: {},
    });
    expect(validateFormular(exampleFormular, valid, { isSigniert: '1' }).errors[FORMULAR_ERROR_KEY]).toBe(
      'Das Formular ist bereits unterschrieben und kann nicht mehr geändert werden.',
    );
  });

  it('checks repeat-group rows: child validators, hidden children, unknown keys, the row limit', () => {
    const rows = [
      { gesellschaft: 'HUK-COBURG', gekuendigt: true, kuendigungsdatum: '2025-12-31' },
      { gesellschaft: '', gekuendigt: false, kuendigungsdatum: '2025-12-31', extra: 'x' },
    ];
    const result = validateFormular(exampleFormular, { ...valid, vorversicherungen: rows });
    expect(result.errors).toEqual({
      'vorversicherungen.1.gesellschaft': 'Bitte füllen Sie dieses Feld aus.',
      'vorversicherungen.1.kuendigungsdatum': HIDDEN_FIELD_MESSAGE,
      'vorversicherungen.1.extra': UNKNOWN_FIELD_MESSAGE,
    });
    expect(result.cleaned.vorversicherungen).toEqual([rows[0], { gesellschaft: '', gekuendigt: false }]);
    const four = Array.from({ length: 4 }, () => ({ gesellschaft: 'X' }));
    expect(validateFormular(exampleFormular, { ...valid, vorversicherungen: four }).errors.vorversicherungen).toBe(
      'Es sind höchstens 3 Einträge möglich.',
    );
    expect(validateFormular(exampleFormular, { ...valid, vorversicherungen: 'x' }).errors.vorversicherungen).toBe(
      'Die Einträge haben nicht das erwartete Format.',
    );
  });

  it('hides the children of a hidden heading', () => {
    const definition: FormularDefinition = {
      id: 't',
      version: 1,
      title: 'T',
      components: [
        { id: 'mit', type: 'checkbox', label: 'Mit' },
        {
          id: 'abschnitt',
          type: 'heading',
          label: 'Abschnitt',
          hideCondition: { field: 'mit', op: 'ne', value: true },
          children: [{ id: 'x', type: 'TEXT', label: 'X', validators: [{ type: 'required' }] }],
        },
      ],
    };
    expect(validateFormular(definition, { mit: false, x: 'a' }).errors).toEqual({ x: HIDDEN_FIELD_MESSAGE });
    expect(validateFormular(definition, { mit: false }).errors).toEqual({});
    expect(validateFormular(definition, { mit: true }).errors).toEqual({ x: 'Bitte füllen Sie dieses Feld aus.' });
  });
});
