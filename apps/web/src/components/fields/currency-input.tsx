import { NumberInput, type NumberInputProps } from '@mantine/core';
import { fromNumberInput, germanNumberProps } from './german-number';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** Integer cents (spec 9: money never as float). */
  value: number | string | null;
  onChange: (cents: number | string | null) => void;
};

/** A money field shown as 1.234,56 €; the value is kept in cents. */
export function CurrencyInput({ value, onChange, ...rest }: Props) {
  const euros = typeof value === 'number' ? value / 100 : (value ?? '');
  return (
    <NumberInput
      {...germanNumberProps}
      decimalScale={2}
      fixedDecimalScale
      suffix=" €"
      value={euros}
      onChange={(next) => {
        const parsed = fromNumberInput(next);
        onChange(typeof parsed === 'number' ? Math.round(parsed * 100) : parsed);
      }}
      {...rest}
    />
  );
}
