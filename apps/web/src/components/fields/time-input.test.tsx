import { TIME_MESSAGE } from '@maklerwerk/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/fetch';
import { renderWithMantine } from '../../test/render';
import { controlled } from './field-test-harness';
import { TimeInput } from './time-input';

const inPopup = { hidden: true };

function renderField(initial = '', quarterMode?: boolean) {
  const { Harness, onChange } = controlled(TimeInput, initial);
  renderWithMantine(<Harness label="Uhrzeit" quarterMode={quarterMode} />);
  return { input: screen.getByLabelText('Uhrzeit') as HTMLInputElement, onChange };
}

/** Types like a user: one character after the other. */
function typeInto(input: HTMLInputElement, keys: string) {
  for (const key of keys) {
    fireEvent.change(input, { target: { value: input.value + key } });
  }
}

const openPopup = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Uhrzeit auswählen' }));
  return {
    hours: await screen.findByRole('group', { name: 'Stunde', ...inPopup }),
    minutes: screen.getByRole('group', { name: 'Minute', ...inPopup }),
  };
};

describe('TimeInput', () => {
  it('inserts the colon after two digits while typing', () => {
    const { input, onChange } = renderField();
    typeInto(input, '08');
    expect(input.value).toBe('08:');
    typeInto(input, '30');
    expect(input.value).toBe('08:30');
    expect(onChange).toHaveBeenLastCalledWith('08:30');
  });

  it('takes any non-digit as separator and writes the normal form when the field is left', () => {
    const { input, onChange } = renderField();
    fireEvent.change(input, { target: { value: '8.30' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('08:30');
    expect(input.value).toBe('08:30');
    expect(errorOf(input)).toBeNull();
  });

  it('refuses an hour above 23 or minutes above 59 once the field is left', () => {
    const { input } = renderField();
    fireEvent.change(input, { target: { value: '24:00' } });
    expect(errorOf(input)).toBeNull();
    fireEvent.blur(input);
    expect(errorOf(input)).toBe(TIME_MESSAGE);
    fireEvent.change(input, { target: { value: '23:59' } });
    fireEvent.blur(input);
    expect(errorOf(input)).toBeNull();
  });

  it('emits an empty value when cleared', () => {
    const { input, onChange } = renderField('10:15');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.blur(input);
    expect(errorOf(input)).toBeNull();
  });

  it('opens at 08:00 without a value and lists the quarters; picking sets the time', async () => {
    const { input, onChange } = renderField();
    const { hours, minutes } = await openPopup();
    expect(within(hours).getAllByRole('button', inPopup)).toHaveLength(24);
    expect(within(hours).getByRole('button', { name: '08', pressed: true, ...inPopup })).toBeTruthy();
    expect(
      within(minutes)
        .getAllByRole('button', inPopup)
        .map((b) => b.textContent),
    ).toEqual(['00', '15', '30', '45']);
    expect(within(minutes).getByRole('button', { name: '00', pressed: true, ...inPopup })).toBeTruthy();

    fireEvent.click(within(hours).getByRole('button', { name: '14', ...inPopup }));
    expect(onChange).toHaveBeenLastCalledWith('14:00');
    fireEvent.click(within(minutes).getByRole('button', { name: '45', ...inPopup }));
    expect(onChange).toHaveBeenLastCalledWith('14:45');
    expect(input.value).toBe('14:45');
  });

  it('lists all 60 minutes when quarter mode is off, and marks the current value', async () => {
    renderField('09:07', false);
    const { hours, minutes } = await openPopup();
    expect(within(minutes).getAllByRole('button', inPopup)).toHaveLength(60);
    expect(within(hours).getByRole('button', { name: '09', pressed: true, ...inPopup })).toBeTruthy();
    expect(within(minutes).getByRole('button', { name: '07', pressed: true, ...inPopup })).toBeTruthy();
  });
});
