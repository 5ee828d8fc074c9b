import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { BicInput } from './bic-input';
import { controlled, stubGets } from './field-test-harness';

const UNKNOWN = 'Die BIC ist ungültig: Das Länderkennzeichen „ZZ“ ist unbekannt.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BicInput', () => {
  it('emits the BIC in upper case without spaces, checked with type BIC', async () => {
    const { urls } = stubGets(() => ({ body: { text: '' } }));
    const { Harness, onChange } = controlled(BicInput);
    renderWithProviders(<Harness label="BIC" />);
    const input = screen.getByLabelText('BIC') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'coba de ff xxx' } });
    expect(onChange).toHaveBeenLastCalledWith('COBADEFFXXX');
    fireEvent.blur(input);
    expect(input.value).toBe('COBADEFFXXX');
    await waitFor(() => expect(urls()).toEqual(['/MSC3/restful/../mrscheckformat?type=BIC&value=COBADEFFXXX']));
    expect(errorOf(input)).toBeNull();
  });

  it("shows the server's text on change", async () => {
    stubGets(() => ({ body: { text: UNKNOWN } }));
    const { Harness } = controlled(BicInput);
    renderWithProviders(<Harness label="BIC" />);
    const input = screen.getByLabelText('BIC') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'DEUTZZFF' } });
    await waitFor(() => expect(errorOf(input)).toBe(UNKNOWN));
  });
});
