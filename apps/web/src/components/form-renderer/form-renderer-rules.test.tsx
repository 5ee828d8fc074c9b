import type { FormularDefinition } from '@maklerwerk/domain';
import { exampleFormular } from '@maklerwerk/domain/formular/formular-example';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/fetch';
import { stubGets } from '../fields/field-test-harness';
import { renderForm } from './form-renderer-harness';

beforeEach(() => {
  stubGets(() => ({ body: { text: '' } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUIRED = 'Bitte füllen Sie dieses Feld aus.';
const inputs = () =>
  [
    ...screen.getAllByRole('textbox'),
    ...screen.getAllByRole('combobox'),
    ...screen.getAllByRole('checkbox'),
    ...screen.getAllByRole('radio'),
    screen.getByLabelText('Kennwort'),
  ] as HTMLInputElement[];
const values = { art: 'WOHNUNG', vorversicherungen: [{ gesellschaft: 'HUK-COBURG' }] };

describe('FormRenderer: disabled (spec §4)', () => {
  it('disables every field when the data READ_ONLY is true', () => {
    renderForm({ definition: exampleFormular, values, ctx: { readOnly: true } });
    expect(inputs().length).toBeGreaterThan(20);
    expect(inputs().filter((input) => !input.disabled)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Ablauf' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /hinzufügen|entfernen/ })).toBeNull();
  });

  it("disables every field when isSigniert equals '1'", () => {
    renderForm({ definition: exampleFormular, values, ctx: { isSigniert: '1' } });
    expect(inputs().filter((input) => !input.disabled)).toEqual([]);
    expect(screen.queryByRole('button', { name: /hinzufügen/ })).toBeNull();
  });

  it("leaves the fields enabled otherwise (READ_ONLY false, isSigniert '0')", () => {
    renderForm({ definition: exampleFormular, values, ctx: { readOnly: false, isSigniert: '0' } });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Vorversicherungen: Eintrag hinzufügen' })).toBeTruthy();
  });

  it('disables a field while its disable condition holds', () => {
    renderForm({ definition: exampleFormular });
    const wert = () => screen.getByRole('textbox', { name: 'Wert der Fahrräder' }) as HTMLInputElement;
    expect(wert().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fahrraddiebstahl mitversichern' }));
    expect(wert().disabled).toBe(false);
  });

  it('disables the children of a disabled parent', () => {
    const definition: FormularDefinition = {
      id: 't',
      version: 1,
      title: 'T',
      components: [
        { id: 'gesperrt', type: 'checkbox', label: 'Abschnitt sperren' },
        {
          id: 'abschnitt',
          type: 'heading',
          label: 'Abschnitt',
          disabledCondition: { field: 'gesperrt', op: 'eq', value: true },
          children: [{ id: 'x', type: 'TEXT', label: 'Kind' }],
        },
        {
          id: 'gruppe',
          type: 'repeatGroup',
          label: 'Gruppe',
          disabledCondition: { field: 'gesperrt', op: 'eq', value: true },
          children: [{ id: 'y', type: 'TEXT', label: 'Zeile' }],
        },
      ],
    };
    renderForm({ definition, values: { gesperrt: true, gruppe: [{ y: 'a' }] } });
    expect((screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Zeile' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Abschnitt sperren' }));
    expect((screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Zeile' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('FormRenderer: errors (spec §5)', () => {
  it('shows a validator error only after the field was touched', () => {
    renderForm({ definition: exampleFormular });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(errorOf(name)).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(errorOf(name)).toBe(REQUIRED);
    fireEvent.change(name, { target: { value: 'x'.repeat(41) } });
    expect(errorOf(name)).toBe('Bitte geben Sie höchstens 40 Zeichen ein.');
    fireEvent.change(name, { target: { value: 'Erika Mustermann' } });
    expect(errorOf(name)).toBeNull();
  });

  it('shows a validator error at once with validateUntouched', () => {
    renderForm({ definition: exampleFormular });
    expect(errorOf(screen.getByRole('textbox', { name: /Versicherungssumme/ }))).toBe(REQUIRED);
  });

  it('shows a server warning as the error of an untouched field, and the own check once touched', () => {
    const warning = 'Bitte prüfen Sie die Wohnfläche.';
    renderForm({ definition: exampleFormular, values: { flaeche: '85' }, serverWarnings: { flaeche: warning } });
    const flaeche = screen.getByRole('textbox', { name: 'Wohnfläche (m²)' });
    expect(errorOf(flaeche)).toBe(warning);
    fireEvent.focus(flaeche);
    fireEvent.blur(flaeche);
    expect(errorOf(flaeche)).toBeNull();
    fireEvent.change(flaeche, { target: { value: '5' } });
    expect(errorOf(flaeche)).toBe('Der Wert muss mindestens 10 betragen.');
  });

  it('shows the errors of a repeat-group row at its field', () => {
    renderForm({ definition: exampleFormular, values: { vorversicherungen: [{}] } });
    const group = screen.getByRole('group', { name: 'Vorversicherungen' });
    const gesellschaft = within(group).getByRole('textbox', { name: /Gesellschaft/ });
    expect(errorOf(gesellschaft)).toBeNull();
    fireEvent.focus(gesellschaft);
    fireEvent.blur(gesellschaft);
    expect(errorOf(gesellschaft)).toBe(REQUIRED);
  });

  it('marks required fields, but not when disabled', () => {
    renderForm({ definition: exampleFormular });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).required).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Ort' }) as HTMLInputElement).required).toBe(false);
  });
});
