import type { FieldDefinition } from '@maklerwerk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { DynamicFieldForm } from './dynamic-field-form';

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, 'key' | 'label' | 'type'>): FieldDefinition => ({
  group: 'Vertrag',
  visible: true,
  disabled: false,
  value: null,
  options: null,
  validationMessage: null,
  maxLength: null,
  required: false,
  ...over,
});

const fields: FieldDefinition[] = [
  field({ key: 'nummer', label: 'Versicherungsnummer', type: 'text', value: 'KF-1' }),
  field({ key: 'produktbez', label: 'Produktbezeichnung', type: 'textarea', value: 'Classic', maxLength: 300 }),
  field({ key: 'laufzeit', label: 'Laufzeit (Jahre)', type: 'number', value: 5, group: 'Laufzeit' }),
  field({ key: 'praemie', label: 'Beitrag brutto', type: 'currency', value: 123456, group: 'Beitrag' }),
  field({ key: 'beginn', label: 'Beginn', type: 'date', value: '2024-03-01', group: 'Laufzeit' }),
  field({
    key: 'zahlrhythm',
    label: 'Zahlweise',
    type: 'select',
    value: 'monatlich',
    options: [
      { value: 'jährlich', label: 'jährlich' },
      { value: 'monatlich', label: 'monatlich' },
    ],
    group: 'Beitrag',
  }),
  field({ key: 'provisionsfrei', label: 'Provisionsfrei', type: 'checkbox', value: true, group: 'Beitrag' }),
];
const values = Object.fromEntries(fields.map((f) => [f.key, f.value]));

describe('DynamicFieldForm', () => {
  it('renders every field type in its group with German formats', () => {
    renderWithMantine(<DynamicFieldForm fields={fields} values={values} onChange={() => {}} />);
    expect(screen.getByRole('region', { name: 'Vertrag' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Beitrag' })).toBeTruthy();
    expect((screen.getByLabelText('Versicherungsnummer') as HTMLInputElement).value).toBe('KF-1');
    expect((screen.getByLabelText('Produktbezeichnung') as HTMLTextAreaElement).value).toBe('Classic');
    expect(screen.getByText('7 / 300 Zeichen')).toBeTruthy();
    expect((screen.getByLabelText('Laufzeit (Jahre)') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Beitrag brutto') as HTMLInputElement).value).toBe('1.234,56 €');
    expect((screen.getByLabelText('Beginn') as HTMLInputElement).value).toBe('01.03.2024');
    expect((screen.getAllByLabelText('Zahlweise')[0] as HTMLInputElement).value).toBe('monatlich');
    expect((screen.getByLabelText('Provisionsfrei') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the validation message on its field; an edit error wins over it', () => {
    const withMessage = fields.map((f) =>
      f.key === 'nummer' ? { ...f, validationMessage: 'Die Nummer entspricht nicht dem Format der Gesellschaft.' } : f,
    );
    const { rerender } = renderWithMantine(
      <DynamicFieldForm fields={withMessage} values={values} onChange={() => {}} />,
    );
    expect(screen.getByText('Die Nummer entspricht nicht dem Format der Gesellschaft.')).toBeTruthy();
    rerender(
      <DynamicFieldForm fields={withMessage} values={values} errors={{ nummer: 'Pflichtfeld.' }} onChange={() => {}} />,
    );
    expect(screen.getByText('Pflichtfeld.')).toBeTruthy();
  });

  it('leaves hidden fields out, locks disabled ones and reports edits by key', () => {
    const onChange = vi.fn();
    const shaped = fields.map((f) =>
      f.key === 'laufzeit' ? { ...f, visible: false } : f.key === 'nummer' ? { ...f, disabled: true } : f,
    );
    renderWithMantine(<DynamicFieldForm fields={shaped} values={values} onChange={onChange} />);
    expect(screen.queryByLabelText('Laufzeit (Jahre)')).toBeNull();
    expect((screen.getByLabelText('Versicherungsnummer') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Produktbezeichnung'), { target: { value: 'Komfort' } });
    expect(onChange).toHaveBeenCalledWith('produktbez', 'Komfort');
    fireEvent.click(screen.getByLabelText('Provisionsfrei'));
    expect(onChange).toHaveBeenCalledWith('provisionsfrei', false);
  });
});
