import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { CurrencyInput } from './currency-input';

function typeInto(values: string[]) {
  const seen: unknown[] = [];
  const { unmount } = renderWithMantine(
    <CurrencyInput label="Betrag" value={null} onChange={(cents) => seen.push(cents)} />,
  );
  const input = screen.getByRole('textbox', { name: 'Betrag' });
  for (const value of values) {
    fireEvent.change(input, { target: { value } });
  }
  unmount();
  return seen;
}

describe('CurrencyInput', () => {
  it('keeps German amounts as integer cents, also with trailing zeros', () => {
    expect(typeInto(['1.500,5'])).toEqual([150_050]);
    expect(typeInto(['12'])).toEqual([1200]);
    expect(typeInto(['0,07'])).toEqual([7]);
  });

  it('leaves an unfinished entry as text, and an empty one as null', () => {
    expect(typeInto(['-'])).toEqual(['-']);
    expect(typeInto(['5', ''])).toEqual([500, null]);
  });
});
