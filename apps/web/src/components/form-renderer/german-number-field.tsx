import { type FormularComponent, formatGermanNumber, parseGermanNumber, precisionOf } from '@maklerwerk/domain';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { germanNumberProps } from '../fields/german-number';
import type { FieldProps } from './form-renderer.types';

const completeNumber = /^-?\d+(\.\d+)?$/;
const suffixes: Partial<Record<FormularComponent['type'], string>> = { currency: ' €', percent: ' %' };

/** Number, currency and percent: typed as 1.234,50, stored in German format with the precision (spec §5). */
export function GermanNumberField({
  component,
  value,
  onChange,
  ...rest
}: FieldProps & { component: FormularComponent }) {
  const precision = precisionOf(component);
  // An unfinished entry ('-', '12,') stays in the input until it is a number.
  const [draft, setDraft] = useState<string | null>(null);
  const stored = typeof value === 'string' ? parseGermanNumber(value) : null;
  return (
    <NumberInput
      {...germanNumberProps}
      {...rest}
      decimalScale={precision}
      fixedDecimalScale={precision > 0}
      suffix={suffixes[component.type]}
      value={draft ?? stored ?? ''}
      onChange={(next) => {
        const number = typeof next === 'string' && completeNumber.test(next) ? Number(next) : next;
        if (typeof number === 'number') {
          setDraft(null);
          onChange(formatGermanNumber(number, precision));
        } else if (number.trim() === '') {
          setDraft(null);
          onChange(null);
        } else {
          setDraft(number);
        }
      }}
    />
  );
}
