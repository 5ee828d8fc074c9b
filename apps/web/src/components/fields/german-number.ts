import type { NumberInputProps } from '@mantine/core';

/** German number entry: 1.234,56 — the dot groups thousands, only the comma starts decimals. */
export const germanNumberProps = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  allowedDecimalSeparators: [','],
  hideControls: true,
} satisfies Partial<NumberInputProps>;

/** NumberInput gives a number, '' when empty, or an unfinished text such as '-'. */
export function fromNumberInput(value: number | string): number | string | null {
  if (typeof value === 'number') {
    return value;
  }
  return value.trim() === '' ? null : value;
}
