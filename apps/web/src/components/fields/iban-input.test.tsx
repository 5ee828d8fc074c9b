import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { controlled, stubGets } from './field-test-harness';
import { IbanInput } from './iban-input';

const WRONG = 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server as the format check answers: a wrong check digit of the demo IBAN. */
const server = () => stubGets((url) => ({ body: { text: url.includes('DE90370400440532013000') ? WRONG : '' } }));

function renderField(initial = '') {
  const { Harness, onChange } = controlled(IbanInput, initial);
  renderWithProviders(<Harness label="IBAN" />);
  return { input: screen.getByLabelText('IBAN') as HTMLInputElement, onChange };
}

describe('IbanInput', () => {
  it('emits the electronic format and shows groups of four once the field is left', async () => {
    const { urls } = server();
    const { input, onChange } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'de89-3704.0044 0532 0130 00' } });
    expect(onChange).toHaveBeenLastCalledWith('DE89370400440532013000');
    expect(input.value).toBe('de89-3704.0044 0532 0130 00');
    fireEvent.blur(input);
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
    await waitFor(() =>
      expect(urls()).toEqual(['/MSC3/restful/../mrscheckformat?type=IBAN&value=DE89370400440532013000']),
    );
    expect(errorOf(input)).toBeNull();
  });

  it('checks on the server 300 ms after the last change and shows the returned text', async () => {
    const { urls } = server();
    const { input } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'DE90 3704 0044 0532 0130 0' } });
    fireEvent.change(input, { target: { value: 'DE90 3704 0044 0532 0130 00' } });
    expect(urls()).toEqual([]);
    await waitFor(() => expect(errorOf(input)).toBe(WRONG));
    expect(urls()).toEqual(['/MSC3/restful/../mrscheckformat?type=IBAN&value=DE90370400440532013000']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message of a stored value only once the field was left', async () => {
    const { urls } = server();
    const { input } = renderField('DE90370400440532013000');
    expect(input.value).toBe('DE90 3704 0044 0532 0130 00');
    await waitFor(() => expect(urls()).toHaveLength(1));
    expect(errorOf(input)).toBeNull();
    fireEvent.focus(input);
    fireEvent.blur(input);
    await waitFor(() => expect(errorOf(input)).toBe(WRONG));
  });

  it('clears the error and emits the change when the field is emptied', async () => {
    const { urls } = server();
    const { input, onChange } = renderField('DE90370400440532013000');
    fireEvent.focus(input);
    fireEvent.blur(input);
    await waitFor(() => expect(errorOf(input)).toBe(WRONG));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(errorOf(input)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(urls()).toHaveLength(1);
    expect(errorOf(input)).toBeNull();
  });

  it("lets the form's error win and marks a required field", () => {
    stubGets(() => ({ body: { text: '' } }));
    renderWithProviders(
      <IbanInput label="IBAN" value="" onChange={() => {}} error="Bitte geben Sie eine IBAN ein." required />,
    );
    const input = screen.getByRole('textbox', { name: /IBAN/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(errorOf(input)).toBe('Bitte geben Sie eine IBAN ein.');
  });
});
