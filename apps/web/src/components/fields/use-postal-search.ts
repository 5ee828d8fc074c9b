import {
  POSTAL_SEARCH_DEBOUNCE_MS,
  type PostalResult,
  postalCodeError,
  postalSearchMessage,
  postalSearchTerm,
} from '@maklerwerk/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { cityQueryOptions } from '../../lib/field-checks.queries';

export type PostalSearch = {
  /** Suggestions for the current input (empty while typing, loading or without results). */
  results: PostalResult[];
  /** The debounce is running or the server is asked. */
  loading: boolean;
  /** The message of the field: the server's text, a wrong format, or a code that does not exist. */
  message: string | null;
};

/**
 * The postal search of spec §5: 1000 ms after the last keystroke, from 2 characters, only for a
 * possible code of Deutschland or Österreich. `finished` (the field was left) adds the format check
 * of an incomplete code.
 */
export function usePostalSearch(value: string, land: string, finished: boolean): PostalSearch {
  const [debounced] = useDebouncedValue(value, POSTAL_SEARCH_DEBOUNCE_MS);
  const settled = debounced === value;
  const term = postalSearchTerm(debounced, land);
  const query = useQuery({ ...cityQueryOptions(term ?? '', land), enabled: term !== null });
  const searching = postalSearchTerm(value, land) !== null && (!settled || query.isFetching);
  const answered = settled && term !== null && query.isSuccess;
  const results = answered ? query.data : [];

  let message: string | null = null;
  if (settled && term !== null && query.isError) {
    message = errorMessage(query.error);
  } else if (settled) {
    message = postalSearchMessage(value, land, answered ? results.length : undefined);
  }
  if (message === null && finished) {
    message = postalCodeError(value, land);
  }
  return { results, loading: searching, message };
}
