import { NumberInput, type NumberInputProps } from '@mantine/core';
import { fromNumberInput, germanNumberProps } from './german-number';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> & {
  /** A percentage; text while the entry is unfinished ('12,' or '-'); null when empty. */
  value: number | string | null;
  onChange: (value: number | string | null) => void;
  /** Courtage rates 4 (spec §9); the distribution form 4 too, so a stored rate is shown unrounded (issue 36). */
  decimals: number;
};

const completeNumber = /^-?\d+(\.\d+)?$/;

/** A percent field shown as 12,3456 % (German decimal comma). */
export function PercentInput({ value, onChange, decimals, ...rest }: Props) {
  return (
    <NumberInput
      {...germanNumberProps}
      decimalScale={decimals}
      suffix=" %"
      value={value ?? ''}
      onChange={(next) => {
        const parsed = fromNumberInput(next);
        onChange(typeof parsed === 'string' && completeNumber.test(parsed) ? Number(parsed) : parsed);
      }}
      {...rest}
    />
  );
}

/** An unfinished or empty entry is no number: the schema answers with its German message. */
export const numberOrNaN = (value: number | string | null) => (typeof value === 'number' ? value : Number.NaN);
