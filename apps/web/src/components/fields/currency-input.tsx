import { NumberInput, type NumberInputProps } from '@mantine/core';
import { fromNumberInput, germanNumberProps } from './german-number';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** Integer cents (spec 9: money never as float). */
  value: number | string | null;
  onChange: (cents: number | string | null) => void;
};

/**
 * NumberInput answers a string for a complete number with trailing decimal zeros ('1500.50', '12.00':
 * what fixedDecimalScale writes); only an unfinished entry ('12.', '-') stays text.
 */
const completeNumber = /^-?\d+(\.\d+)?$/;

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
        const number = typeof parsed === 'string' && completeNumber.test(parsed) ? Number(parsed) : parsed;
        onChange(typeof number === 'number' ? Math.round(number * 100) : number);
      }}
      {...rest}
    />
  );
}
