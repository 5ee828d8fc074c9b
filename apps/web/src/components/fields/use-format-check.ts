import { FORMAT_CHECK_DELAY_MS, type FormatCheckType } from '@maklerwerk/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatCheckQueryOptions } from '../../lib/field-checks.queries';

/**
 * The server check of an IBAN or BIC (spec §4, §7): 300 ms after the last change. The returned
 * text is the error of the current value; an empty text (or an empty value) means no error.
 */
export function useFormatCheck(type: FormatCheckType, value: string): string | null {
  const [debounced] = useDebouncedValue(value, FORMAT_CHECK_DELAY_MS);
  const current = debounced === value && value !== '';
  const query = useQuery({ ...formatCheckQueryOptions(type, debounced), enabled: current });
  return current && query.data?.text ? query.data.text : null;
}
