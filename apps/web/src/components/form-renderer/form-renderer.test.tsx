import { encodeChips, type FormularDefinition } from '@maklerwerk/domain';
import { exampleFormular } from '@maklerwerk/domain/formular/formular-example';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGets } from '../fields/field-test-harness';
import { renderForm } from './form-renderer-harness';

beforeEach(() => {
  stubGets(() => ({ body: { text: '' } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const inDropdown = { hidden: true };
const single = (component: FormularDefinition['components'][number]): FormularDefinition => ({
  id: 't',
  version: 1,
  title: 'T',
  components: [component],
});

describe('FormRenderer: every component type', () => {
  it('renders each type of the example with its label', () => {
    renderForm({ definition: exampleFormular, values: { art: 'WOHNUNG', vorversicherungen: [{}] } });
    for (const label of ['Name', 'Ort', 'Wohnfläche (m²)', 'Rabatt', 'Hinweise', 'Gesellschaft']) {
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /Versicherungssumme/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Versicherungsbeginn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ablauf' })).toBeTruthy();
    for (const label of ['Versicherungsnehmer', 'Land', 'Bankverbindung', 'Wertsachen']) {
      expect(screen.getByRole('combobox', { name: label })).toBeTruthy();
    }
    expect((screen.getByLabelText('Kennwort') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'BIC' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Wohnung' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Fahrraddiebstahl mitversichern' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Antragsteller' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Vorversicherungen' })).toBeTruthy();
  });

  it('gives the half-width types half a row from sm up, the others the whole row (spec §9)', () => {
    renderForm({ definition: exampleFormular });
    const colOf = (input: HTMLElement) => input.closest('.mantine-Grid-col') as HTMLElement;
    const half = colOf(screen.getByRole('textbox', { name: 'Name' }));
    const whole = colOf(screen.getByRole('textbox', { name: 'Hinweise' }));
    const styles = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('\n');
    const rule = (col: HTMLElement) => {
      const id = Array.from(col.classList).find((c) => c.startsWith('__m__'));
      return styles
        .split('}')
        .filter((r) => id && r.includes(id))
        .join('}');
    };
    expect(rule(half)).toContain('50%');
    expect(rule(whole)).not.toContain('50%');
  });

  it('hides a component by its condition', () => {
    renderForm({ definition: exampleFormular, values: { art: 'HAUS' } });
    expect(screen.queryByRole('textbox', { name: 'Etage' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Wohnung' }));
    expect(screen.getByRole('textbox', { name: 'Etage' })).toBeTruthy();
  });
});

describe('FormRenderer: storage formats (spec §5)', () => {
  it('stores numbers in German format with the configured precision', () => {
    const { last } = renderForm({ definition: exampleFormular });
    fireEvent.change(screen.getByRole('textbox', { name: /Versicherungssumme/ }), { target: { value: '1.234,5' } });
    expect(last().summe).toBe('1.234,50');
    fireEvent.change(screen.getByRole('textbox', { name: 'Rabatt' }), { target: { value: '3' } });
    expect(last().rabatt).toBe('3,0');
    fireEvent.change(screen.getByRole('textbox', { name: 'Wohnfläche (m²)' }), { target: { value: '85' } });
    expect(last().flaeche).toBe('85');
  });

  it('shows a stored German number and a stored month', () => {
    renderForm({ definition: exampleFormular, values: { summe: '50.000,00', ablauf: '0.2027' } });
    expect((screen.getByRole('textbox', { name: /Versicherungssumme/ }) as HTMLInputElement).value).toBe('50.000,00 €');
    expect(screen.getByRole('button', { name: 'Ablauf' }).textContent).toBe('01.2027');
  });

  it('stores a picked month as zero-based month index, a dot and the year', async () => {
    const { last } = renderForm({ definition: exampleFormular, values: { ablauf: '0.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablauf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'März', ...inDropdown }));
    expect(last().ablauf).toBe('2.2027');
  });

  it('stores a configured text area URL-encoded and shows it decoded', () => {
    const { last } = renderForm({ definition: exampleFormular, values: { hinweise: 'Glas%20%26%20Rahmen' } });
    const area = screen.getByRole('textbox', { name: 'Hinweise' }) as HTMLTextAreaElement;
    expect(area.value).toBe('Glas & Rahmen');
    fireEvent.change(area, { target: { value: 'Fahrrad & E-Bike 100 %' } });
    expect(last().hinweise).toBe(encodeURIComponent('Fahrrad & E-Bike 100 %'));
  });

  it('stores text chips as a JSON list', () => {
    const { last } = renderForm({ definition: exampleFormular, values: { wertsachen: encodeChips(['Schmuck']) } });
    expect(screen.getByText('Schmuck')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Wertsachen' });
    // Mantine takes typing only in the focused input (other writes count as autofill).
    input.focus();
    fireEvent.change(input, { target: { value: 'Gemälde' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(last().wertsachen).toBe('["Schmuck","Gemälde"]');
  });

  it('stores a checkbox as a boolean, radio and IBAN as text', () => {
    const { last } = renderForm({ definition: exampleFormular });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fahrraddiebstahl mitversichern' }));
    expect(last().fahrrad).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Haus' }));
    expect(last().art).toBe('HAUS');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    fireEvent.focus(iban);
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 00' } });
    expect(last().iban).toBe('DE89370400440532013000');
  });

  it('copies a picked bank account into IBAN and BIC (componentFields)', async () => {
    const { last } = renderForm({ definition: exampleFormular });
    fireEvent.click(screen.getByRole('combobox', { name: 'Bankverbindung' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sparkasse', ...inDropdown }));
    expect(last()).toMatchObject({ bank: '3', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('adds and removes rows of a repeat group', () => {
    const { last } = renderForm({ definition: exampleFormular });
    const group = screen.getByRole('group', { name: 'Vorversicherungen' });
    fireEvent.click(within(group).getByRole('button', { name: 'Vorversicherungen: Eintrag hinzufügen' }));
    fireEvent.change(within(group).getByRole('textbox', { name: /Gesellschaft/ }), { target: { value: 'HUK-COBURG' } });
    expect(last().vorversicherungen).toEqual([{ gesellschaft: 'HUK-COBURG' }]);
    fireEvent.click(within(group).getByRole('button', { name: 'Vorversicherungen: Eintrag hinzufügen' }));
    expect(last().vorversicherungen).toEqual([{ gesellschaft: 'HUK-COBURG' }, {}]);
    fireEvent.click(within(group).getByRole('button', { name: 'Vorversicherungen: Eintrag 1 entfernen' }));
    expect(last().vorversicherungen).toEqual([{}]);
  });

  it('keeps a date as an ISO date', () => {
    renderForm({
      definition: single({ id: 'beginn', type: 'date', label: 'Beginn' }),
      values: { beginn: '2026-03-01' },
    });
    expect((screen.getByRole('textbox', { name: 'Beginn' }) as HTMLInputElement).value).toBe('01.03.2026');
  });
});
