import '@mantine/dates/styles.css';
import 'dayjs/locale/de';

import { isoDateToMonthValue, monthValueToIsoDate } from '@maklerwerk/domain';
import { MonthPickerInput } from '@mantine/dates';
import { dateAriaLabels } from '../fields/german-date-input';
import type { FieldProps } from './form-renderer.types';

/** A month picker; the value is stored as zero-based month index, a dot and the year ('0.2027', spec §5). */
export function MonthField({ value, onChange, placeholder, ...rest }: FieldProps) {
  return (
    <MonthPickerInput
      {...rest}
      locale="de"
      ariaLabels={dateAriaLabels}
      valueFormat="MM.YYYY"
      placeholder={placeholder ?? (rest.disabled ? undefined : 'MM.JJJJ')}
      clearable={!rest.disabled}
      value={typeof value === 'string' ? monthValueToIsoDate(value) : null}
      onChange={(iso) => onChange(iso ? isoDateToMonthValue(String(iso)) : null)}
    />
  );
}
