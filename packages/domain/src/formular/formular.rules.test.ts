import { describe, expect, it } from 'vitest';
import {
  formularLockMessage,
  isDisabled,
  isHalfWidth,
  isHidden,
  lookupIn,
  shouldShowError,
  shownError,
} from './formular.rules';
import type { FormularComponent } from './formular-component.schema';
import { evaluateCondition } from './formular-condition';

const field: FormularComponent = { id: 'name', type: 'TEXT', label: 'Name' };
const conditional: FormularComponent = {
  ...field,
  disabledCondition: { field: 'art', op: 'eq', value: 'HAUS' },
  hideCondition: { field: 'art', op: 'empty' },
};
const lookup = lookupIn({ art: 'WOHNUNG' });

describe('isDisabled (spec §4)', () => {
  it('is enabled without a reason', () => {
    expect(isDisabled(field, { lookup })).toBe(false);
    expect(isDisabled(field, { lookup, readOnly: false, isSigniert: '0' })).toBe(false);
  });

  it('is disabled when the data READ_ONLY is true', () => {
    expect(isDisabled(field, { lookup, readOnly: true })).toBe(true);
    expect(isDisabled(field, { lookup, readOnly: 'true' })).toBe(true);
  });

  it("is disabled when isSigniert equals '1'", () => {
    expect(isDisabled(field, { lookup, isSigniert: '1' })).toBe(true);
    expect(isDisabled(field, { lookup, isSigniert: '' })).toBe(false);
  });

  it('is disabled when its disable condition holds', () => {
    expect(isDisabled(conditional, { lookup: lookupIn({ art: 'HAUS' }) })).toBe(true);
    expect(isDisabled(conditional, { lookup })).toBe(false);
  });

  it('is disabled when its parent is disabled', () => {
    expect(isDisabled(field, { lookup, parentDisabled: true })).toBe(true);
  });
});

describe('form lock message', () => {
  it('names why a locked form refuses changes', () => {
    expect(formularLockMessage({ isSigniert: '1' })).toBe(
      'Das Formular ist bereits unterschrieben und kann nicht mehr geändert werden.',
    );
    expect(formularLockMessage({ readOnly: true })).toBe(
      'Das Formular ist schreibgeschützt und kann nicht geändert werden.',
    );
    expect(formularLockMessage({ readOnly: false, isSigniert: '0' })).toBeNull();
  });
});

describe('isHidden and conditions', () => {
  it('hides by condition or by a hidden parent', () => {
    expect(isHidden(conditional, lookupIn({}))).toBe(true);
    expect(isHidden(conditional, lookup)).toBe(false);
    expect(isHidden(field, lookup, true)).toBe(true);
  });

  it('evaluates eq, ne, in, empty, notEmpty, all, any, not', () => {
    const read = lookupIn({ a: 'x', n: '3', box: true, chips: '[]' });
    expect(evaluateCondition({ field: 'a', op: 'eq', value: 'x' }, read)).toBe(true);
    expect(evaluateCondition({ field: 'n', op: 'eq', value: 3 }, read)).toBe(true);
    expect(evaluateCondition({ field: 'a', op: 'ne', value: 'x' }, read)).toBe(false);
    expect(evaluateCondition({ field: 'a', op: 'in', value: ['y', 'x'] }, read)).toBe(true);
    expect(evaluateCondition({ field: 'chips', op: 'empty' }, read)).toBe(true);
    expect(evaluateCondition({ field: 'missing', op: 'empty' }, read)).toBe(true);
    expect(evaluateCondition({ field: 'box', op: 'notEmpty' }, read)).toBe(true);
    const both = {
      all: [{ field: 'a', op: 'eq', value: 'x' } as const, { field: 'box', op: 'eq', value: false } as const],
    };
    expect(evaluateCondition(both, read)).toBe(false);
    expect(evaluateCondition({ any: both.all }, read)).toBe(true);
    expect(evaluateCondition({ not: both }, read)).toBe(true);
  });

  it('reads a repeat row before the form', () => {
    const read = lookupIn({ a: 'form' }, { a: 'row' });
    expect(read('a')).toBe('row');
    expect(lookupIn({ a: 'form' }, {})('a')).toBe('form');
  });
});

describe('error display (spec §5)', () => {
  it('shows validator errors after touch, or at once with validateUntouched', () => {
    expect(shouldShowError({ touched: false })).toBe(false);
    expect(shouldShowError({ touched: true })).toBe(true);
    expect(shouldShowError({ touched: false, validateUntouched: true })).toBe(true);
    expect(shownError({ touched: false, error: 'Pflicht' })).toBeNull();
    expect(shownError({ touched: true, error: 'Pflicht' })).toBe('Pflicht');
  });

  it('shows a server warning as the error of an untouched field', () => {
    expect(shownError({ touched: false, serverWarning: 'Bitte prüfen', error: null })).toBe('Bitte prüfen');
    expect(
      shownError({ touched: false, validateUntouched: true, serverWarning: 'Bitte prüfen', error: 'Pflicht' }),
    ).toBe('Bitte prüfen');
    expect(shownError({ touched: true, serverWarning: 'Bitte prüfen', error: null })).toBeNull();
  });
});

describe('half-width layout (spec §9)', () => {
  it('gives half a row to the listed types, the whole row to the others', () => {
    for (const type of [
      'TEXT',
      'currency',
      'percent',
      'number',
      'IBAN',
      'BIC',
      'date',
      'combo',
      'person',
      'bank',
      'password',
    ] as const) {
      expect(isHalfWidth(type)).toBe(true);
    }
    for (const type of ['textarea', 'checkbox', 'radio', 'chips', 'heading', 'repeatGroup'] as const) {
      expect(isHalfWidth(type)).toBe(false);
    }
  });
});
