import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { controlled, stubGets } from './field-test-harness';
import { PostalCodeInput } from './postal-code-input';

const muenchen = [
  { zip: '80331', city: 'München', state: 'Bayern', land: 'Deutschland' },
  { zip: '80333', city: 'München', state: 'Bayern', land: 'Deutschland' },
];
const debounce = { timeout: 3000 };
// Without a layout (happy-dom) Mantine's floating dropdown counts as detached and is display: none.
const inDropdown = { hidden: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderField(land?: string) {
  const { Harness, onChange } = controlled(PostalCodeInput);
  const onPick = vi.fn();
  renderWithProviders(<Harness label="PLZ" land={land} onPick={onPick} />);
  const input = screen.getByLabelText('PLZ') as HTMLInputElement;
  return { input, onChange, onPick };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('PostalCodeInput', () => {
  it('searches 1000 ms after typing, shows the suggestions and fills the form on a pick', async () => {
    const { urls } = stubGets(() => ({ body: muenchen }));
    const { input, onChange, onPick } = renderField();
    type(input, '8033');
    expect(screen.getByRole('status', { name: 'Orte werden gesucht' })).toBeTruthy();
    expect(urls()).toEqual([]);

    const option = await screen.findByRole('option', { name: /80331 München/, ...inDropdown }, debounce);
    expect(urls()).toEqual(['/MSC3/restful/QuickSearch/getCity?zip=8033&land=Deutschland']);
    expect(screen.getAllByRole('option', inDropdown)).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith('80331');
    expect(onPick).toHaveBeenCalledWith({ zip: '80331', city: 'München', state: 'Bayern' });
    expect(input.value).toBe('80331');
  });

  it('does not search below 2 characters', async () => {
    const { urls } = stubGets(() => ({ body: [] }));
    const { input } = renderField();
    type(input, '8');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(urls()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a complete code without results does not exist', async () => {
    stubGets(() => ({ body: [] }));
    const { input } = renderField();
    type(input, '00000');
    await waitFor(
      () => expect(errorOf(input)).toBe('Die Postleitzahl scheint in Deutschland nicht zu existieren.'),
      debounce,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the format of Deutschland for letters or too many digits, without asking the server', async () => {
    const { urls } = stubGets(() => ({ body: [] }));
    const { input } = renderField('Deutschland');
    type(input, '8033a');
    await waitFor(
      () => expect(errorOf(input)).toBe("Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen."),
      debounce,
    );
    expect(urls()).toEqual([]);
  });

  it('wants 4 digits in Österreich, checked when the field is left', async () => {
    const { urls } = stubGets(() => ({
      body: [{ zip: '1010', city: 'Wien, Innere Stadt', state: 'Wien', land: 'Österreich' }],
    }));
    const { input } = renderField('Österreich');
    type(input, '101');
    fireEvent.blur(input);
    expect(errorOf(input)).toBe("Die Postleitzahl muss für Österreich dem Format '1234' entsprechen.");
    await waitFor(
      () => expect(urls()).toEqual(['/MSC3/restful/QuickSearch/getCity?zip=101&land=%C3%96sterreich']),
      debounce,
    );
  });

  it('checks no other country', async () => {
    const { urls } = stubGets(() => ({ body: [] }));
    const { input } = renderField('Schweiz');
    type(input, 'CH-8001');
    fireEvent.blur(input);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(urls()).toEqual([]);
    expect(errorOf(input)).toBeNull();
  });

  it('says under the field of another country that suggestions exist only for Deutschland and Österreich', () => {
    stubGets(() => ({ body: [] }));
    const hint = 'Ortsvorschläge gibt es nur für Deutschland und Österreich.';
    const { input } = renderField('Schweiz');
    const description = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(description?.textContent).toBe(hint);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('gives Deutschland and Österreich no such hint', () => {
    stubGets(() => ({ body: [] }));
    const hint = 'Ortsvorschläge gibt es nur für Deutschland und Österreich.';
    for (const land of ['Deutschland', 'DE', 'Österreich', undefined]) {
      const { unmount } = renderWithProviders(<PostalCodeInput label="PLZ" value="" onChange={() => {}} land={land} />);
      expect(screen.queryByText(hint)).toBeNull();
      unmount();
    }
  });

  it("shows the server's text error", async () => {
    const message = 'Bitte geben Sie mindestens 2 Ziffern der Postleitzahl ein.';
    stubGets(() => ({ status: 400, body: { code: 'VALIDATION', message, fieldErrors: { zip: message } } }));
    const { input } = renderField();
    type(input, '80');
    await waitFor(() => expect(errorOf(input)).toBe(message), debounce);
  });

  it("lets the form's error win", () => {
    stubGets(() => ({ body: [] }));
    renderWithProviders(<PostalCodeInput label="PLZ" value="1" onChange={() => {}} error="Pflichtfeld." required />);
    const input = screen.getByRole('textbox', { name: /PLZ/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(errorOf(input)).toBe('Pflichtfeld.');
  });
});
