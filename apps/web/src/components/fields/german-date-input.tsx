import '@mantine/dates/styles.css';
import 'dayjs/locale/de';

import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import classes from './german-date-input.module.css';

// Date fields bring dayjs, its German locale and their styles along: none of it is on the first page.
dayjs.locale('de');

/** 'TT.MM.JJJJ' typed by hand → ISO date; anything else is no date. */
export function parseGermanDate(input: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(input);
  if (!match) {
    return null;
  }
  const [, d = '', m = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

type Props = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * Names of the calendar's arrow buttons for screen readers (Mantine's defaults have none). The month
 * and year buttons keep their visible text („November 2026“) as name (WCAG 2.5.3).
 */
export const dateAriaLabels = {
  nextMonth: 'Nächster Monat',
  previousMonth: 'Vorheriger Monat',
  nextYear: 'Nächstes Jahr',
  previousYear: 'Vorheriges Jahr',
  nextDecade: 'Nächstes Jahrzehnt',
  previousDecade: 'Vorheriges Jahrzehnt',
};

/** A date field in the German format DD.MM.YYYY; the value stays an ISO date. */
export function GermanDateInput({ value, onChange, ...rest }: Props) {
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      dateParser={parseGermanDate}
      placeholder={rest.disabled ? undefined : 'TT.MM.JJJJ'}
      clearable={!rest.disabled}
      value={value}
      onChange={onChange}
      ariaLabels={dateAriaLabels}
      classNames={{ day: classes.day }}
      {...rest}
    />
  );
}
